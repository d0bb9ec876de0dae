import { describe, expect, it } from 'vitest'
import { listNameProblem, mayManageList, readListQuantity } from './shopping-list'

describe('shopping-list rules', () => {
  it('takes a trimmed name of 1–100 characters', () => {
    expect(listNameProblem('  Bygget ')).toBeNull()
    expect(listNameProblem('   ')).toBe('empty')
    expect(listNameProblem('x'.repeat(100))).toBeNull()
    expect(listNameProblem('x'.repeat(101))).toBe('tooLong')
  })

  it('reads a typed quantity with a comma or a point, positive and at most 1,000,000', () => {
    expect(readListQuantity('2,5')).toEqual({ ok: true, quantity: 2.5 })
    expect(readListQuantity(' 12 ')).toEqual({ ok: true, quantity: 12 })
    expect(readListQuantity('1000000')).toEqual({ ok: true, quantity: 1_000_000 })
    expect(readListQuantity('1000001')).toEqual({ ok: false, problem: 'tooLarge' })
    for (const text of ['', '0', '-1', 'tre', '1e3', '0.00000000001', '1,2,3'])
      expect(readListQuantity(text)).toEqual({ ok: false, problem: 'invalid' })
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
