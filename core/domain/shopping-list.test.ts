import { describe, expect, it } from 'vitest'
import { listNameProblem, mayManageList } from './shopping-list'

describe('shopping-list rules', () => {
  it('takes a trimmed name of 1–100 characters', () => {
    expect(listNameProblem('  Bygget ')).toBeNull()
    expect(listNameProblem('   ')).toBe('empty')
    expect(listNameProblem('x'.repeat(100))).toBeNull()
    expect(listNameProblem('x'.repeat(101))).toBe('tooLong')
  })

  it('lets the owner and the customer’s admins manage a list, no one else', () => {
    const list = { userId: 'U1', customerId: 'C100' }
    const user = (userId: string, role: 'USER' | 'BUYER_ADMIN' | 'SITE_ADMIN', customerId = 'C100') => ({
      userId,
      customerPermissions: [{ role, customerId, permissionDenies: [] }],
    })
    expect(mayManageList(list, user('U1', 'USER'))).toBe(true)
    expect(mayManageList(list, user('U2', 'USER'))).toBe(false)
    expect(mayManageList(list, user('U2', 'BUYER_ADMIN'))).toBe(true)
    expect(mayManageList(list, user('U2', 'BUYER_ADMIN', 'C200'))).toBe(false)
    expect(mayManageList(list, user('U3', 'SITE_ADMIN', 'C900'))).toBe(true)
  })
})
