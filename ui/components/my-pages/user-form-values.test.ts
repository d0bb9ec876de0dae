import { describe, expect, it } from 'vitest'
import { grantsOf, userFormValues } from './user-form-values'

const rorbolaget = {
  customerId: 'C100',
  customerName: 'Rörbolaget i Lund AB',
  projects: [{ projectId: 'P101', projectName: 'Kv. Linden, Lund' }],
  grantableRoles: ['USER', 'BUYER_ADMIN'],
}
const nordic = { ...rorbolaget, customerId: 'C200', customerName: 'Nordic VVS & Värme AB', projects: [] }

describe('the user form', () => {
  it('starts a new user of a single customer as a user there, with no denies', () => {
    expect(userFormValues([rorbolaget]).rights).toEqual({ C100: { role: 'USER', projectId: '', denies: [] } })
    expect(userFormValues([rorbolaget, nordic]).rights['C200']).toEqual({
      role: '',
      projectId: '',
      denies: [],
    })
  })

  it('gives one grant per customer with a role the admin may give, denies in the spec order', () => {
    const values = {
      ...userFormValues([rorbolaget, nordic]),
      rights: {
        C100: { role: 'USER', projectId: 'P101', denies: ['EJ_ORDER', 'EJ_SE_PRISER'] },
        C200: { role: 'SITE_ADMIN', projectId: '', denies: [] },
      },
    }
    expect(grantsOf([rorbolaget, nordic], values)).toEqual([
      { customerId: 'C100', projectId: 'P101', role: 'USER', permissionDenies: ['EJ_SE_PRISER', 'EJ_ORDER'] },
    ])
  })
})
