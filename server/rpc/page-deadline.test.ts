import { describe, expect, it } from 'vitest'
import { LINE_READS_FACTOR, pageDeadline, readDeadline } from './shop-api.server'

describe('a page’s deadline', () => {
  it('is the same for every read of the page, counted from its request', () => {
    const deadline = pageDeadline(1_200, 10_000)
    expect(deadline).toEqual({ at: 11_200, ms: 1_200 })
    expect(readDeadline('productPage', deadline)).toEqual(deadline)
    expect(readDeadline('siteFrame', deadline)).toEqual(deadline)
  })

  it('is longer for a read of the buyer’s lines, whose time grows with them', () => {
    const deadline = pageDeadline(1_000, 0)
    for (const name of ['cart', 'checkoutPage', 'orderDetail', 'shoppingList', 'punchoutForm'] as const)
      expect(readDeadline(name, deadline)).toEqual({
        at: LINE_READS_FACTOR * 1_000,
        ms: LINE_READS_FACTOR * 1_000,
      })
  })
})
