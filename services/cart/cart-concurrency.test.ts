/**
 * Many writers on one cart: 20 clients add and update at once, spread over two service instances
 * on one PostgreSQL database (in the PostgreSQL run of `npm test`; on embedded PGlite, which one
 * process owns, over one instance), and every line and quantity is accounted for. Then a checkout
 * retried five times at once, over both instances, makes its orders once.
 */
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_PASSWORD } from '../db/seed/identity.seed'
import { startServices, type Services } from '../index'
import { serveOnLoopback, type Loopback } from '../testing/loopback'
import { testDatabase, type TestDatabase } from '../testing/test-database'

let database: TestDatabase
const instances: { services: Services; server: Loopback }[] = []
let token: string

beforeAll(async () => {
  database = await testDatabase()
  const copies = database.config.databaseUrl ? 2 : 1
  for (let i = 0; i < copies; i++) {
    const services = await startServices(database.config)
    instances.push({ services, server: await serveOnLoopback(services.app) })
  }
  const login = await fetch(`${instances[0]!.server.url}/services/auth/v2/sessions/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'anna.berg', password: DEMO_PASSWORD }),
  })
  token = ((await login.json()) as { accessToken: string }).accessToken
}, 120_000)
afterAll(async () => {
  for (const { server, services } of instances) {
    await server.close()
    await services.close()
  }
  await database.drop()
})

/** Calls an instance: client `n` talks to instance n mod the number of instances. */
async function call(n: number, method: string, path: string, body?: unknown): Promise<Response> {
  const { server } = instances[n % instances.length]!
  return fetch(`${server.url}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })
}

async function ok<T>(response: Response): Promise<T> {
  if (!response.ok) throw new Error(`${response.status}: ${await response.text()}`)
  return (await response.json()) as T
}

describe('one cart, many writers', () => {
  it('keeps every line and quantity when 20 clients add and update at once', async () => {
    const db = instances[0]!.services.database.db
    const { rows } = await sql<{ articleNumber: string }>`
      select article_number as "articleNumber" from variants
      where unit = 'ST' and not discontinued and not only_store and not must_be_in_stocked_at and not ask_for_price
      order by article_number limit 25`.execute(db)
    const shared = rows.slice(0, 5).map((r) => r.articleNumber)
    const own = rows.slice(5).map((r) => r.articleNumber)
    const { data } = await ok<{ data: { getCart: { cartId: string } } }>(
      await call(0, 'POST', '/services/product/graphql', { query: '{ getCart(stockInput: {}) { cartId } }' }),
    )
    const cartId = data.getCart.cartId
    const clients = Array.from({ length: 20 }, async (_, n) => {
      const added = await ok<{ cartItems: { cartItemId: string; articleNumber: string }[] }>(
        await call(n, 'POST', `/services/cart/v2/cart/${cartId}/variants/batch/add`, {
          items: [
            ...shared.map((articleNumber) => ({ articleNumber, quantity: 1, deliveryId: 'DBI' })),
            { articleNumber: own[n], quantity: 1, deliveryId: n % 2 === 0 ? 'DBI' : 'EXH' },
          ],
        }),
      )
      const mine = added.cartItems.find((line) => line.articleNumber === own[n])!
      await ok(
        await call(n + 1, 'PUT', `/services/cart/v2/cart/${cartId}/variants/batch/update`, {
          items: [{ cartItemId: mine.cartItemId, quantity: n + 10, label: `klient ${n}` }],
        }),
      )
    })
    await Promise.all(clients)
    const lines = (
      await db
        .selectFrom('cartItems')
        .select(['articleNumber', 'deliveryId', 'quantity', 'label'])
        .where('cartId', '=', cartId)
        .execute()
    ).map((line) => ({ ...line, quantity: Number(line.quantity) }))
    expect(lines).toHaveLength(25)
    for (const articleNumber of shared)
      expect(lines.find((l) => l.articleNumber === articleNumber)).toMatchObject({
        deliveryId: 'DBI',
        quantity: 20,
      })
    own.forEach((articleNumber, n) =>
      expect(lines.find((l) => l.articleNumber === articleNumber)).toMatchObject({
        deliveryId: n % 2 === 0 ? 'DBI' : 'EXH',
        quantity: n + 10,
        label: `klient ${n}`,
      }),
    )
    const cart = await db
      .selectFrom('carts')
      .select('version')
      .where('id', '=', cartId)
      .executeTakeFirstOrThrow()
    expect(cart.version).toBe(40)

    const store = await db
      .selectFrom('locations')
      .select('id')
      .where('kind', '=', 'store')
      .orderBy('id')
      .executeTakeFirstOrThrow()
    const request = { orderDetails: { EXH: { storeId: store.id } }, sendOrderReceipt: false }
    const answers = await Promise.all(
      Array.from({ length: 5 }, async (_, n) =>
        ok<{ orders: { orderId: string; success: boolean }[] }>(
          await call(n, 'POST', `/services/cart/v2/cart/${cartId}/checkout`, request),
        ),
      ),
    )
    for (const answer of answers) expect(answer).toEqual(answers[0])
    expect(answers[0]!.orders.map((o) => o.success)).toEqual([true, true])
    const orders = await db.selectFrom('orders').select('id').where('checkoutId', 'is not', null).execute()
    expect(orders.map((o) => o.id).sort()).toEqual(answers[0]!.orders.map((o) => o.orderId).sort())
  }, 120_000)
})
