import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  adminCustomers,
  administers,
  canGrantRole,
  isAdminRole,
  isAtLeastSellerAdmin,
  isFeatureAllowed,
  permissionDeniesIn,
  isPermissionDenyCode,
  isRole,
  isRoleAtLeast,
  mayChangeIdentity,
  permissionDenyCodes,
  roles,
  type Role,
} from './roles'

const anyRole = fc.constantFrom(...roles)

describe('roles', () => {
  it('orders SITE_ADMIN above SELLER_ADMIN above BUYER_ADMIN above USER', () => {
    expect(isRoleAtLeast('SITE_ADMIN', 'SELLER_ADMIN')).toBe(true)
    expect(isRoleAtLeast('SELLER_ADMIN', 'BUYER_ADMIN')).toBe(true)
    expect(isRoleAtLeast('BUYER_ADMIN', 'USER')).toBe(true)
    expect(isRoleAtLeast('USER', 'BUYER_ADMIN')).toBe(false)
    expect(isRoleAtLeast('BUYER_ADMIN', 'SELLER_ADMIN')).toBe(false)
  })

  it('is a total order: reflexive, antisymmetric, transitive', () => {
    fc.assert(
      fc.property(anyRole, anyRole, anyRole, (a, b, c) => {
        expect(isRoleAtLeast(a, a)).toBe(true)
        if (isRoleAtLeast(a, b) && isRoleAtLeast(b, a)) expect(a).toBe(b)
        if (isRoleAtLeast(a, b) && isRoleAtLeast(b, c)) expect(isRoleAtLeast(a, c)).toBe(true)
        expect(isRoleAtLeast(a, b) || isRoleAtLeast(b, a)).toBe(true)
      }),
      { numRuns: 1000 },
    )
  })

  it('knows the admin group and the seller-admin level', () => {
    expect(roles.filter(isAdminRole)).toEqual(['BUYER_ADMIN', 'SELLER_ADMIN', 'SITE_ADMIN'])
    expect(roles.filter(isAtLeastSellerAdmin)).toEqual(['SELLER_ADMIN', 'SITE_ADMIN'])
    expect(isRole('BUYER_ADMIN')).toBe(true)
    expect(isRole('buyer_admin')).toBe(false)
  })

  it('lets an admin grant only roles up to their own, and a user none', () => {
    expect(canGrantRole('BUYER_ADMIN', 'USER')).toBe(true)
    expect(canGrantRole('BUYER_ADMIN', 'BUYER_ADMIN')).toBe(true)
    expect(canGrantRole('BUYER_ADMIN', 'SELLER_ADMIN')).toBe(false)
    expect(canGrantRole('USER', 'USER')).toBe(false)
    fc.assert(
      fc.property(anyRole, anyRole, (granter: Role, role: Role) => {
        if (canGrantRole(granter, role)) expect(isRoleAtLeast(granter, role)).toBe(true)
      }),
      { numRuns: 1000 },
    )
  })

  it('finds the customers a user administers', () => {
    const permissions = [
      { role: 'USER' as const, customerId: 'c1', permissionDenies: [] },
      { role: 'BUYER_ADMIN' as const, customerId: 'c2', permissionDenies: [] },
      { role: 'SITE_ADMIN' as const, customerId: 'c3', projectId: 'p1', permissionDenies: [] },
    ]
    expect(adminCustomers(permissions).map((p) => p.customerId)).toEqual(['c2', 'c3'])
  })
})

describe('permission denies', () => {
  it('has the eight codes of the spec', () => {
    expect(permissionDenyCodes).toEqual([
      'EJ_ALLA_LEVERANSSATT',
      'EJ_SE_PRISER',
      'EJ_ANDRA_SORTIMENT',
      'EJ_ORDER',
      'EJ_ORDERHISTORIK',
      'EJ_SKAPA_OFFERT',
      'EJ_SE_RABATTER',
      'EJ_SE_EKONOMISK_UPPFÖLJNING',
    ])
    expect(isPermissionDenyCode('EJ_ORDER')).toBe(true)
    expect(isPermissionDenyCode('toString')).toBe(false)
  })

  it('allows a feature unless its code is denied', () => {
    expect(isFeatureAllowed([], 'EJ_ORDER')).toBe(true)
    expect(isFeatureAllowed(['EJ_SE_PRISER'], 'EJ_ORDER')).toBe(true)
    expect(isFeatureAllowed(['EJ_SE_PRISER', 'EJ_ORDER'], 'EJ_ORDER')).toBe(false)
  })
})

describe('permission denies in a customer', () => {
  const permissions = [
    { role: 'USER' as const, customerId: 'C100', permissionDenies: ['EJ_ORDER'] },
    { role: 'USER' as const, customerId: 'C200', projectId: 'P201', permissionDenies: ['EJ_SE_PRISER'] },
    { role: 'USER' as const, customerId: 'C200', permissionDenies: [] },
  ]
  it('takes the project’s entry, else the customer-wide one, else none', () => {
    expect(permissionDeniesIn(permissions, 'C100')).toEqual(['EJ_ORDER'])
    expect(permissionDeniesIn(permissions, 'C200', 'P201')).toEqual(['EJ_SE_PRISER'])
    expect(permissionDeniesIn(permissions, 'C200', 'P202')).toEqual([])
    expect(permissionDeniesIn(permissions, 'C300')).toEqual([])
  })
  it('gives site admins no denies', () => {
    expect(
      permissionDeniesIn(
        [...permissions, { role: 'SITE_ADMIN', customerId: 'C900', permissionDenies: [] }],
        'C100',
      ),
    ).toEqual([])
  })
})

describe('who may change a user’s identity', () => {
  // bertil.holm: buyer admin of C100 only. anna.berg: a user in C100 and in C200.
  const bertil = (customerId: string): Role | undefined => (customerId === 'C100' ? 'BUYER_ADMIN' : undefined)
  const siteAdmin = (): Role => 'SITE_ADMIN'
  const anna = [
    { customerId: 'C100', role: 'USER' as const },
    { customerId: 'C200', role: 'USER' as const },
  ]

  it('is an admin of every customer the user works for, never one of them only', () => {
    expect(mayChangeIdentity(bertil, anna)).toBe(false)
    expect(mayChangeIdentity(bertil, anna.slice(0, 1))).toBe(true)
    expect(mayChangeIdentity(siteAdmin, anna)).toBe(true)
  })
  it('is refused where the user outranks the admin, even in the admin’s own customer', () => {
    expect(mayChangeIdentity(bertil, [{ customerId: 'C100', role: 'SELLER_ADMIN' }])).toBe(false)
    expect(administers(bertil, { customerId: 'C100', role: 'BUYER_ADMIN' })).toBe(true)
    expect(administers(bertil, { customerId: 'C200', role: 'USER' })).toBe(false)
  })
  it('holds for any permissions: an admin of one customer only when the user is theirs alone', () => {
    const permission = fc.record({ customerId: fc.constantFrom('C100', 'C200', 'C300'), role: anyRole })
    fc.assert(
      fc.property(anyRole, fc.array(permission, { maxLength: 5 }), (own, held) => {
        const admin = (customerId: string) => (customerId === 'C100' ? own : undefined)
        expect(mayChangeIdentity(admin, held)).toBe(
          held.every((p) => p.customerId === 'C100' && canGrantRole(own, p.role)),
        )
        expect(mayChangeIdentity(siteAdmin, held)).toBe(true)
      }),
    )
  })
})
