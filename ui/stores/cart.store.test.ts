import { describe, expect, it } from 'vitest'
import { ShopApiError } from '../api-error'
import { CartStore, type CartLineView, type CartView, type LineChanges } from './cart.store'
import type { Schedule } from './schedule'

const empty = { needsAction: false, issues: {}, mayOrder: true, methods: [], handBackBlockers: [] }
const view: CartView = { cartId: 'K1', lineCount: 2, total: 2_420_100, deliveries: [], ...empty }

const line = (cartItemId: string, quantity: number): CartLineView => ({
  cartItemId,
  articleNumber: cartItemId,
  name: cartItemId,
  quantity,
  unit: 'ST',
  salesPriceUnit: 1,
  requirements: [],
})

/** A cart with lines L1 (2 st) and L2 (5 st) in one delivery, quantities changed by `changes`. */
const cartWith = (changes: Record<string, number> = {}): CartView => ({
  ...view,
  deliveries: [
    {
      deliveryId: 'DBI',
      name: 'Utkörning',
      method: 'DBI',
      included: true,
      available: true,
      lines: [line('L1', changes['L1'] ?? 2), line('L2', changes['L2'] ?? 5)],
    },
  ],
})

/** A clock the test moves by hand. */
function manualClock() {
  let now = 0
  let timers: { at: number; run: () => void }[] = []
  const schedule: Schedule = (run, ms) => {
    const timer = { at: now + ms, run }
    timers.push(timer)
    return () => (timers = timers.filter((t) => t !== timer))
  }
  const advance = (ms: number) => {
    now += ms
    const due = timers.filter((t) => t.at <= now)
    timers = timers.filter((t) => t.at > now)
    for (const timer of due) timer.run()
  }
  return { schedule, advance }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('CartStore', () => {
  it('goes from noCart through mutating to idle with the cart', async () => {
    const cart = new CartStore()
    expect(cart.status).toBe('noCart')
    let statusDuringLoad = ''
    await cart.refresh(async () => {
      statusDuringLoad = cart.status
      return view
    }, 'C100/P101')
    expect(statusDuringLoad).toBe('mutating')
    expect(cart.status).toBe('idle')
    expect(cart.lineCount).toBe(2)
  })

  it('goes to error when a cart call fails, keeps what it had, and rethrows', async () => {
    const cart = new CartStore()
    await cart.refresh(async () => view, 'C100/P101')
    await expect(
      cart.refresh(async () => {
        throw new Error('errors.cart_service_not_available')
      }, 'C100/P101'),
    ).rejects.toThrow('errors.cart_service_not_available')
    expect(cart.status).toBe('error')
    expect(cart.view).toEqual(view)
  })

  it('forgets the cart on logout and hands its state over', async () => {
    const cart = new CartStore()
    await cart.refresh(async () => view, 'C100/P101')
    const copy = new CartStore()
    copy.restore(cart.snapshot())
    expect(copy.lineCount).toBe(2)
    expect(copy.loadedFor).toBe('C100/P101')
    cart.dispatch('LOGOUT')
    expect(cart.loadedFor).toBeNull()
    expect(cart.status).toBe('noCart')
    expect(cart.loaded).toBe(false)
  })

  it('sends the quantity edits of 500 ms as one batch, showing the typed values meanwhile', async () => {
    const clock = manualClock()
    const cart = new CartStore(clock.schedule)
    await cart.refresh(async () => cartWith(), 'K')
    const batches: LineChanges[] = []
    const send = async (changes: LineChanges) => {
      batches.push(changes)
      return { cart: cartWith(Object.fromEntries(changes.map((c) => [c.cartItemId, c.quantity ?? 0]))) }
    }
    cart.editQuantity('L1', 3, send, 'K')
    clock.advance(300)
    cart.editQuantity('L1', 4, send, 'K')
    cart.editQuantity('L2', 6, send, 'K')
    expect(cart.quantityOf(cart.lines[0]!)).toBe(4)
    clock.advance(499)
    expect(batches).toEqual([])
    clock.advance(1)
    await settle()
    expect(batches).toEqual([
      [
        { cartItemId: 'L1', quantity: 4 },
        { cartItemId: 'L2', quantity: 6 },
      ],
    ])
    expect(cart.hasUnsavedEdits).toBe(false)
    expect(cart.quantityOf(cart.lines[1]!)).toBe(6)
    expect(cart.status).toBe('idle')
  })

  it('keeps what was typed when the batch fails, says why, and sends it again on retry', async () => {
    const clock = manualClock()
    const cart = new CartStore(clock.schedule)
    await cart.refresh(async () => cartWith(), 'K')
    let fail = true
    const sent: LineChanges[] = []
    const send = async (changes: LineChanges) => {
      sent.push(changes)
      if (fail) throw new ShopApiError(503, 'errors.cart_service_not_available')
      return { cart: cartWith({ L1: 7 }) }
    }
    cart.editQuantity('L1', 7, send, 'K')
    clock.advance(500)
    await settle()
    expect(cart.status).toBe('error')
    expect(cart.editProblem).toBe('errors.cart_service_not_available')
    expect(cart.quantityOf(cart.lines[0]!)).toBe(7)
    expect(cart.hasUnsavedEdits).toBe(true)
    fail = false
    await cart.retry()
    expect(sent).toHaveLength(2)
    expect(sent[1]).toEqual([{ cartItemId: 'L1', quantity: 7 }])
    expect(cart.editProblem).toBeNull()
    expect(cart.status).toBe('idle')
    expect(cart.quantityOf(cart.lines[0]!)).toBe(7)
  })

  it('ignores a removal while a change is in flight', async () => {
    const cart = new CartStore()
    await cart.refresh(async () => cartWith(), 'K')
    let finish: (value: { cart: CartView }) => void = () => undefined
    const slow = cart.change(() => new Promise<{ cart: CartView }>((resolve) => (finish = resolve)), 'K')
    expect(cart.status).toBe('mutating')
    let removed = false
    expect(
      await cart.remove(
        async () => {
          removed = true
          return { cart: view }
        },
        ['L1'],
        'K',
      ),
    ).toBe(false)
    expect(removed).toBe(false)
    finish({ cart: cartWith() })
    await slow
    expect(await cart.remove(async () => ({ cart: view }), ['L1'], 'K')).toBe(true)
  })

  it('notes the lines an add answered for three seconds', async () => {
    const clock = manualClock()
    const cart = new CartStore(clock.schedule)
    await cart.change(async () => ({ cart: cartWith(), cartItemIds: ['L2'] }), 'K')
    expect(cart.recentlyAdded).toEqual(['L2'])
    clock.advance(2999)
    expect(cart.recentlyAdded).toEqual(['L2'])
    clock.advance(1)
    expect(cart.recentlyAdded).toEqual([])
  })

  it('keeps only ticked lines that are still in the cart', async () => {
    const cart = new CartStore()
    await cart.refresh(async () => cartWith(), 'K')
    cart.selectAll(['L1', 'L2'])
    cart.toggleSelected('L1', false)
    expect(cart.selected).toEqual(['L2'])
    await cart.change(async () => ({ cart: view }), 'K')
    expect(cart.selected).toEqual([])
  })
})
