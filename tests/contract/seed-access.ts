/**
 * Who may reach what in the demo seed, written from the personas' permissions alone (not from the
 * shop's or the services' code), so that authorization matrices can be generated from the seed: a
 * resource is "foreign" to a persona when none of these rules lets the persona reach it.
 */
import { canGrantRole, isRoleAtLeast, type Role } from '@proffsbutik/core/domain'
import type { personas } from '@proffsbutik/services/testing'

/** A demo persona as the seed describes it. */
export type Persona = (typeof personas)[number]

/** Whether the persona is a site admin (acts for every customer). */
export const isSiteAdmin = (p: Persona) => p.permissions.some((x) => x.role === 'SITE_ADMIN')

/** Whether the persona has any permission in the customer (or is a site admin). */
export const actsFor = (p: Persona, customerId: string) =>
  isSiteAdmin(p) || p.permissions.some((x) => x.customerId === customerId)

/** Whether the persona may act for this customer and project (a project-limited permission names it). */
export const actsForContext = (p: Persona, customerId: string, projectId: string | undefined) =>
  isSiteAdmin(p) ||
  p.permissions.some(
    (x) => x.customerId === customerId && (x.projectId === undefined || x.projectId === projectId),
  )

/** Whether the persona is an admin (buyer admin or above) of the customer. */
export const administers = (p: Persona, customerId: string) =>
  isSiteAdmin(p) ||
  p.permissions.some((x) => x.customerId === customerId && isRoleAtLeast(x.role, 'BUYER_ADMIN'))

/** The persona's role in the customer, if any. */
export const roleIn = (p: Persona, customerId: string): Role | undefined =>
  isSiteAdmin(p) ? 'SITE_ADMIN' : p.permissions.find((x) => x.customerId === customerId)?.role

/** An admin of a customer of the target who is not outranked by the target there. */
export const mayAdminister = (p: Persona, target: Persona) =>
  target.permissions.some((x) => {
    const own = roleIn(p, x.customerId)
    return own !== undefined && canGrantRole(own, x.role)
  })

/** Whether the persona sees the target user: itself, or an admin of one of the target's customers. */
export const maySee = (p: Persona, target: Persona) =>
  p.id === target.id || target.permissions.some((x) => administers(p, x.customerId))

/** Whether the persona reads an order: its customer, limited to its projects where it has only those. */
export const readsOrder = (p: Persona, order: { customerId: string; projectId: string | null }) =>
  actsForContext(p, order.customerId, order.projectId ?? undefined)
