/**
 * The cart's RPCs through the shop's app with the embedded services, with the stores a browser
 * chose (shop-core §9 selectedLocations). The choice is the browser's say: a store the services do
 * not know — closed since it was chosen, or made up — falls back to the user's store and never costs
 * the cart, and a change that names one is made and answered, never refused after the fact.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_PASSWORD } from '@proffsbutik/services/testing'
import { shopBrowser } from '../../server/shop-browser.test-support'
import { testServerConfig } from '../../server/test-config.test-support'
import { startTestShop, type TestShop } from './test-shop'

let shop: TestShop
let buyer: ReturnType<typeof shopBrowser>
beforeAll(async () => {
  shop = await startTestShop(testServerConfig())
  buyer = shopBrowser(shop.app)
  expect((await buyer.rpc('login', { username: 'anna.berg', password: DEMO_PASSWORD })).status).toBe(200)
}, 120_000)
afterAll(() => shop.stop())

interface CartView {
  readonly lineCount: number
  readonly deliveries: readonly {
    readonly deliveryId: string
    readonly store?: { readonly id: string } | null
  }[]
}

const cartOf = (answer: { readonly body: Record<string, unknown> }) =>
  (answer.body['cart'] ?? answer.body) as CartView

/** Stores no browser could have chosen from the shop's list. */
const UNKNOWN_CHOICES = [{ EXH: '9999' }, { EXH: 'iiW:e[J', EXB: '\u0000' }, { EXB: 'x'.repeat(64) }] as const

describe('a cart read or change with chosen stores', () => {
  it('reads the cart with stores the services do not know, on the user’s store', async () => {
    const added = await buyer.rpc('addToCart', {
      deliveryId: 'EXH',
      lines: [{ articleNumber: '1000003', quantity: 2 }],
    })
    expect(added.status).toBe(200)
    const known = cartOf(await buyer.rpc('cart', {}))
    for (const stores of UNKNOWN_CHOICES) {
      const read = await buyer.rpc('cart', { stores })
      expect(read.status, JSON.stringify(stores)).toBe(200)
      expect(cartOf(read)).toEqual(known)
    }
  })

  it('makes a change that names unknown stores and answers with the changed cart', async () => {
    for (const stores of UNKNOWN_CHOICES) {
      const added = await buyer.rpc('addToCart', {
        deliveryId: 'DBI',
        lines: [{ articleNumber: '1000006', quantity: 1 }],
      })
      expect(cartOf(added).lineCount).toBeGreaterThan(0)
      const emptied = await buyer.rpc('emptyCart', { stores })
      expect(emptied.status, JSON.stringify(stores)).toBe(200)
      expect(cartOf(emptied).lineCount).toBe(0)
      expect(cartOf(await buyer.rpc('cart', {})).lineCount).toBe(0)
    }
  })
})
