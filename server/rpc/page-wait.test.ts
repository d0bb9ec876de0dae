import { describe, expect, it } from 'vitest'
import { callTimeout } from '@proffsbutik/core/ports'
import { LINE_READS_FACTOR, pageWaitFor } from './shop-api.server'

describe('how long a page waits for a service over the network', () => {
  it('is the page’s wait for its reads, and LINE_READS_FACTOR times it for a read of the buyer’s lines', () => {
    expect(pageWaitFor('productPage', 1_200)).toBe(1_200)
    expect(pageWaitFor('siteFrame', 1_200)).toBe(1_200)
    for (const name of ['cart', 'checkoutPage', 'orderDetail', 'shoppingList', 'punchoutForm'] as const)
      expect(pageWaitFor(name, 1_000)).toBe(LINE_READS_FACTOR * 1_000)
  })

  it('shortens a call’s own timeout, never lengthens it, and leaves it alone outside a page', () => {
    expect(callTimeout(15_000, 1_200)).toBe(1_200)
    expect(callTimeout(800, 1_200)).toBe(800)
    expect(callTimeout(15_000, undefined)).toBe(15_000)
  })
})
