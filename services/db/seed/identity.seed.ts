/**
 * Demo customers, projects and one user per persona (README: demo logins). Deterministic: the same
 * seed gives the same ids every time, so tests and screenshots can name them.
 */
import type { Transaction } from 'kysely'
import type { Role } from '@proffsbutik/core/domain'
import { hashPassword } from '../../platform/passwords'
import { tokenHash } from '../../platform/tokens'
import type { Database } from '../schema'

/** The password of every demo login. */
export const DEMO_PASSWORD = 'Proffs2026!'

/** The one-time invitation code of the invited demo user (answered with a new password). */
export const DEMO_INVITE_CODE = 'valkommen-ida-2026'

/** The demo customers. */
export const demoCustomers = [
  { id: 'C100', name: 'Rörbolaget i Lund AB', virtualContext: false, creditLimit: '600000.0000' },
  { id: 'C200', name: 'Nordic VVS & Värme AB', virtualContext: false, creditLimit: '500000.0000' },
  { id: 'C300', name: 'Elinstallatören i Malmö AB', virtualContext: false, creditLimit: '750000.0000' },
  { id: 'C400', name: 'Byggbolaget Öst AB', virtualContext: false, creditLimit: '1000000.0000' },
  { id: 'C500', name: 'Kylteknik Norr AB', virtualContext: false, creditLimit: '750000.0000' },
  { id: 'C900', name: 'Proffsbutik säljorganisation', virtualContext: true, creditLimit: null },
]

const projects = [
  { id: 'P101', customerId: 'C100', name: 'Kv. Linden, Lund' },
  { id: 'P102', customerId: 'C100', name: 'Servicearbeten 2026' },
  { id: 'P201', customerId: 'C200', name: 'Sjukhusbygget etapp 2' },
  { id: 'P202', customerId: 'C200', name: 'Brf Utsikten stambyte' },
  { id: 'P301', customerId: 'C300', name: 'Skolan i Limhamn' },
  { id: 'P401', customerId: 'C400', name: 'Logistikcenter Norrköping' },
  { id: 'P501', customerId: 'C500', name: 'Livsmedelsbutik kylrum' },
]

interface Persona {
  id: string
  username: string
  firstName: string
  lastName: string
  email: string
  invited?: boolean
  /** May log in through punch-out. */
  ociEnabled?: boolean
  defaultCustomerId: string
  defaultProjectId?: string
  preferredStore?: string
  /**
   * False: the persona places none of the seeded order history. The personas added after the history
   * was fixed leave it as the journeys and tests know it.
   */
  inOrderHistory?: boolean
  permissions: { customerId: string; projectId?: string; role: Role; denies?: string[] }[]
}

/** The demo personas of the README. */
export const personas: Persona[] = [
  {
    id: 'U1001',
    username: 'anna.berg',
    firstName: 'Anna',
    lastName: 'Berg',
    email: 'anna.berg@rorbolaget.se',
    defaultCustomerId: 'C100',
    defaultProjectId: 'P101',
    permissions: [
      { customerId: 'C100', role: 'USER' },
      { customerId: 'C200', projectId: 'P201', role: 'USER' },
    ],
  },
  {
    id: 'U1002',
    username: 'bertil.holm',
    firstName: 'Bertil',
    lastName: 'Holm',
    email: 'bertil.holm@rorbolaget.se',
    defaultCustomerId: 'C100',
    permissions: [{ customerId: 'C100', role: 'BUYER_ADMIN' }],
  },
  {
    id: 'U1003',
    username: 'sara.lind',
    firstName: 'Sara',
    lastName: 'Lind',
    email: 'sara.lind@proffsbutik.se',
    defaultCustomerId: 'C100',
    permissions: [
      { customerId: 'C100', role: 'SELLER_ADMIN' },
      { customerId: 'C200', role: 'SELLER_ADMIN' },
      { customerId: 'C300', role: 'SELLER_ADMIN' },
    ],
  },
  {
    id: 'U1004',
    username: 'sten.ek',
    firstName: 'Sten',
    lastName: 'Ek',
    email: 'sten.ek@proffsbutik.se',
    defaultCustomerId: 'C900',
    permissions: [{ customerId: 'C900', role: 'SITE_ADMIN' }],
  },
  {
    id: 'U1005',
    username: 'nils.ohlsson',
    firstName: 'Nils',
    lastName: 'Ohlsson',
    email: 'nils.ohlsson@elinstallatoren.se',
    defaultCustomerId: 'C300',
    permissions: [{ customerId: 'C300', role: 'USER', denies: ['EJ_SE_PRISER', 'EJ_ORDER'] }],
  },
  {
    id: 'U1006',
    username: 'lisa.nord',
    firstName: 'Lisa',
    lastName: 'Nord',
    email: 'lisa.nord@nordicvvs.se',
    defaultCustomerId: 'C200',
    defaultProjectId: 'P202',
    permissions: [
      { customerId: 'C200', role: 'USER', denies: ['EJ_ALLA_LEVERANSSATT', 'EJ_SE_EKONOMISK_UPPFÖLJNING'] },
    ],
  },
  {
    id: 'U1007',
    username: 'inkop.ost',
    firstName: 'Inköp',
    lastName: 'Byggbolaget Öst',
    email: 'inkop@byggbolagetost.se',
    defaultCustomerId: 'C400',
    defaultProjectId: 'P401',
    ociEnabled: true,
    permissions: [{ customerId: 'C400', role: 'USER' }],
  },
  {
    // The punch-out journey's own buyer (tests/e2e/punchout.spec.ts): a cart no other journey touches.
    id: 'U1020',
    username: 'inkop.oci',
    firstName: 'Olof',
    lastName: 'Inköpare',
    email: 'inkop.oci@byggbolagetost.se',
    defaultCustomerId: 'C400',
    defaultProjectId: 'P401',
    ociEnabled: true,
    inOrderHistory: false,
    permissions: [{ customerId: 'C400', role: 'USER' }],
  },
  {
    id: 'U1009',
    username: 'karin.sjo',
    firstName: 'Karin',
    lastName: 'Sjö',
    email: 'karin.sjo@kylteknik.se',
    defaultCustomerId: 'C500',
    defaultProjectId: 'P501',
    permissions: [{ customerId: 'C500', role: 'USER', denies: ['EJ_ORDERHISTORIK'] }],
  },
  // The keyboard journey's admin and the user she changes: no other journey touches them.
  {
    id: 'U1010',
    username: 'malin.frost',
    firstName: 'Malin',
    lastName: 'Frost',
    email: 'malin.frost@kylteknik.se',
    defaultCustomerId: 'C500',
    inOrderHistory: false,
    permissions: [{ customerId: 'C500', role: 'BUYER_ADMIN' }],
  },
  {
    id: 'U1011',
    username: 'olof.is',
    firstName: 'Olof',
    lastName: 'Is',
    email: 'olof.is@kylteknik.se',
    defaultCustomerId: 'C500',
    defaultProjectId: 'P501',
    inOrderHistory: false,
    permissions: [{ customerId: 'C500', role: 'USER' }],
  },
  {
    id: 'U1012',
    username: 'maja.falk',
    firstName: 'Maja',
    lastName: 'Falk',
    email: 'maja.falk@elinstallatoren.se',
    defaultCustomerId: 'C300',
    defaultProjectId: 'P301',
    inOrderHistory: false,
    permissions: [{ customerId: 'C300', projectId: 'P301', role: 'USER', denies: ['EJ_ANDRA_SORTIMENT'] }],
  },
  {
    id: 'U1013',
    username: 'olle.strand',
    firstName: 'Olle',
    lastName: 'Strand',
    email: 'olle.strand@kylteknik.se',
    defaultCustomerId: 'C500',
    defaultProjectId: 'P501',
    inOrderHistory: false,
    permissions: [{ customerId: 'C500', projectId: 'P501', role: 'USER', denies: ['EJ_SKAPA_OFFERT'] }],
  },
  {
    id: 'U1008',
    username: 'ida.strom',
    firstName: 'Ida',
    lastName: 'Ström',
    email: 'ida.strom@rorbolaget.se',
    invited: true,
    defaultCustomerId: 'C100',
    permissions: [{ customerId: 'C100', role: 'USER' }],
  },
]

/** Writes the demo identity data. */
export async function seedIdentity(trx: Transaction<Database>, now: Date): Promise<void> {
  await trx
    .insertInto('customers')
    .values(demoCustomers.map((c) => ({ ...c, active: true, assortmentId: null })))
    .execute()
  await trx
    .insertInto('projects')
    .values(projects.map((p) => ({ ...p, active: true })))
    .execute()
  for (const persona of personas) {
    await trx
      .insertInto('users')
      .values({
        id: persona.id,
        username: persona.username,
        email: persona.email,
        firstName: persona.firstName,
        lastName: persona.lastName,
        mobileNumber: null,
        passwordHash: persona.invited ? null : await hashPassword(DEMO_PASSWORD),
        active: true,
        isEmailVerified: !persona.invited,
        isPhoneNumberVerified: false,
        preferredStore: persona.preferredStore ?? null,
        preferredDeliveryMethod: null,
        defaultDeliveryMethod: 'DBI',
        defaultCustomerId: persona.defaultCustomerId,
        defaultProjectId: persona.defaultProjectId ?? null,
        tokenVersion: 2,
        ociEnabled: persona.ociEnabled ?? false,
      })
      .execute()
    await trx
      .insertInto('userPermissions')
      .values(
        persona.permissions.map((p) => ({
          userId: persona.id,
          customerId: p.customerId,
          projectId: p.projectId ?? null,
          role: p.role,
          permissionDenies: p.denies ?? [],
        })),
      )
      .execute()
    if (persona.invited) {
      await trx
        .insertInto('oneTimeTokens')
        .values({
          tokenHash: tokenHash(DEMO_INVITE_CODE),
          userId: persona.id,
          purpose: 'invite',
          expiresAt: new Date(now.getTime() + 365 * 86_400_000),
          usedAt: null,
        })
        .execute()
    }
  }
}
