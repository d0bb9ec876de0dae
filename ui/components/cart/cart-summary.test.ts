/**
 * Why the cart's way on is closed. Punching out, a line of the order priced on request (or without a
 * price) stops the hand-back, and the cart says so before the buyer leaves it; outside punch-out the
 * same line goes on to checkout as before.
 */
import { describe, expect, it } from 'vitest'
import { createI18n } from '../../i18n/i18n'
import type { CartView } from '../../stores/cart.store'
import { blockedReason } from './cart-summary'

const view = (handBackBlockers: CartView['handBackBlockers'], changes: Partial<CartView> = {}): CartView => ({
  cartId: 'K1',
  lineCount: 2,
  total: 100_000,
  needsAction: false,
  issues: {},
  mayOrder: true,
  handBackBlockers,
  methods: [],
  deliveries: [],
  ...changes,
})
const onRequest = { cartItemId: 'L1', articleNumber: '1000405', reason: 'onRequest' } as const
const noPrice = { cartItemId: 'L2', articleNumber: '1000406', reason: 'noPrice' } as const

describe('blockedReason', () => {
  it('punching out, a line priced on request closes the transfer', () => {
    expect(blockedReason(view([onRequest]), false, 1, true)).toBe('priceOnRequest')
    expect(blockedReason(view([onRequest, noPrice]), false, 1, true)).toBe('noPrice')
    expect(blockedReason(view([]), false, 1, true)).toBeNull()
  })

  it('outside punch-out the same cart goes on to delivery', () => {
    expect(blockedReason(view([onRequest]), false, 1)).toBeNull()
  })

  it('keeps the earlier reasons first', () => {
    expect(blockedReason(view([onRequest], { mayOrder: false }), false, 1, true)).toBe('mayNotOrder')
    expect(blockedReason(view([onRequest]), false, 0, true)).toBe('nothingInOrder')
  })
})

describe('what the cart says', () => {
  const i18n = createI18n()
  it('names the articles on request and what to do, in Swedish', () => {
    expect(i18n._('cart.punchout_price_on_request', { count: 1, articles: '1000405' })).toBe(
      'Artikel 1000405 har pris på förfrågan och kan inte överföras till inköpssystemet. Ta bort raden och överför resten, eller begär pris och lägg till den när den har fått ett pris.',
    )
    expect(i18n._('cart.punchout_price_on_request', { count: 2, articles: '1000405, 1000407' })).toMatch(
      /^Artiklarna 1000405, 1000407 har pris på förfrågan .* Ta bort raderna .* lägg till dem när de har fått ett pris\.$/,
    )
  })
})
