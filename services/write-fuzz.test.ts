/**
 * Random and malformed bodies against every write endpoint: never a 5xx, and a refused request
 * leaves the data exactly as it was (nothing half-written).
 */
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startHarness, type Harness } from './testing/harness'

let harness: Harness
beforeAll(async () => {
  harness = await startHarness()
  await harness.token('anna.berg')
  await harness.token('bertil.holm')
}, 60_000)
afterAll(() => harness.stop())

/** Everything a write could touch, apart from the failed-login log (which refusals are meant to fill). */
async function snapshot(): Promise<string> {
  const [users, permissions, addresses, sessions, tokens, events, outbox, signups, codes] = await Promise.all(
    [
      harness.db.selectFrom('users').selectAll().orderBy('id').execute(),
      harness.db.selectFrom('userPermissions').selectAll().orderBy('id').execute(),
      harness.db.selectFrom('addresses').selectAll().orderBy('id').execute(),
      harness.db.selectFrom('sessions').select(['id', 'endedAt']).orderBy('id').execute(),
      harness.db.selectFrom('refreshTokens').select(['tokenHash', 'usedAt']).orderBy('tokenHash').execute(),
      harness.db.selectFrom('catalogueEvents').select(['id']).orderBy('id').execute(),
      harness.db.selectFrom('outbox').select(['id', 'status']).orderBy('id').execute(),
      harness.db.selectFrom('signupRequests').select(['id']).orderBy('id').execute(),
      harness.db.selectFrom('oneTimeTokens').select(['tokenHash', 'usedAt']).orderBy('tokenHash').execute(),
    ],
  )
  const [favourites, lists, listItems] = await Promise.all([
    harness.db.selectFrom('favourites').selectAll().orderBy('id').execute(),
    harness.db.selectFrom('favouriteLists').selectAll().orderBy('id').execute(),
    harness.db.selectFrom('favouriteListItems').selectAll().orderBy('id').execute(),
  ])
  const [carts, cartDeliveries, cartItems, checkouts] = await Promise.all([
    harness.db.selectFrom('carts').select(['id', 'status', 'version']).orderBy('id').execute(),
    harness.db.selectFrom('cartDeliveries').selectAll().orderBy('cartId').orderBy('deliveryId').execute(),
    harness.db.selectFrom('cartItems').selectAll().orderBy('id').execute(),
    harness.db.selectFrom('checkouts').select(['id']).orderBy('id').execute(),
  ])
  const [inquiries, attachments] = await Promise.all([
    harness.db.selectFrom('orderInquiries').select(['id']).orderBy('id').execute(),
    harness.db.selectFrom('outboxAttachments').select(['outboxId', 'position']).orderBy('outboxId').execute(),
  ])
  return JSON.stringify({
    users,
    permissions,
    addresses,
    sessions,
    tokens,
    events,
    outbox,
    signups,
    codes,
    favourites,
    lists,
    listItems,
    inquiries,
    attachments,
    carts,
    cartDeliveries,
    cartItems,
    checkouts,
  })
}

const fieldNames = [
  'orderId',
  'subject',
  'username',
  'password',
  'email',
  'refreshToken',
  'session',
  'newPassword',
  'customerId',
  'countryCode',
  'label',
  'name',
  'recipientName',
  'address1',
  'address2',
  'postalCode',
  'postalAddress',
  'phone',
  'preselected',
  'firstName',
  'lastName',
  'mobileNumber',
  'preferredStore',
  'preferredDeliveryMethod',
  'defaultCustomerId',
  'defaultProjectId',
  'customerPermissions',
  'active',
  'ociEnabled',
  'code',
  'companyName',
  'organisationNumber',
  'message',
  'query',
  'variables',
  'breadcrumbs',
  'articles',
  'locationIds',
  'filters',
  'sort',
  'limit',
  'offset',
  'attributeName',
  'attributeValues',
  'events',
  'articleNumber',
  'quantity',
  'items',
  'itemIds',
  'favouriteIds',
  'access',
  'cartItemIds',
  'cartItemId',
  'deliveryId',
  'orderDetails',
  'sendOrderReceipt',
  'requestedDeliveryDate',
  'isIncludedInOrder',
  'status',
  '__proto__',
  'constructor',
]
const value = fc.oneof(
  fc.jsonValue(),
  fc.constantFrom(
    '',
    ' ',
    'C100',
    'C300',
    'SE',
    'AX',
    'DBI',
    'A1001',
    '22100',
    'x'.repeat(5000),
    '{ getVariants(articleNumbers: ["1000003"]) { name price { netPrice } } }',
    '{ getVariants(articleNumbers: ["1000003"], customerId: "C300") { name } }',
    '{ getFavoriteLists(limit: 1000, sort: "x", access: "customer") { data { favoriteId } next errors { field } } }',
    ['1000003', '1000006'],
    [{ type: 'click', entity: { type: 'Variant', id: '1000003' } }],
    [{ customerId: 'C100', role: 'USER' }],
    [{ customerId: 'C100', role: 'SITE_ADMIN', permissionDenies: ['EJ_ORDER'] }],
    '556016-0680',
    'ida.strom',
    { Fabrikat: ['Nordflöde'] },
    -1,
    1e308,
    "'; drop table users; --",
    '\u0000',
    'customer',
    'private',
    0.1 + 0.2,
    [{ articleNumber: '1000003', quantity: 2 }],
    ['FL1001-1', 'FAV-U1001-1'],
    '2026-12-01',
    '2026-12-25',
    'DELETED',
    'EXH',
    { DBI: {}, EXH: { storeId: '1001' } },
    [{ articleNumber: '1000003', quantity: 2, deliveryId: 'DBI' }],
  ),
)
const body = fc.oneof(
  fc.jsonValue().map((v) => JSON.stringify(v)),
  fc.string(),
  fc.dictionary(fc.constantFrom(...fieldNames), value, { maxKeys: 8 }).map((v) => JSON.stringify(v)),
  fc.constantFrom(
    '{',
    '{"username":',
    'null',
    '[]',
    '"text"',
    '{"customerId":"C100","countryCode":"SE","preselected":"yes"}',
  ),
)

const endpoints: { user: string | null; method: string; path: string }[] = [
  { user: null, method: 'POST', path: '/services/auth/v2/sessions/' },
  { user: null, method: 'POST', path: '/services/auth/v2/oci/sessions' },
  { user: 'anna.berg', method: 'PUT', path: '/services/user/v2/users/U1001' },
  { user: 'anna.berg', method: 'POST', path: '/services/user/address' },
  { user: 'anna.berg', method: 'PUT', path: '/services/user/address/A1002' },
  { user: 'anna.berg', method: 'PUT', path: '/services/user/address/A1001' },
  { user: 'bertil.holm', method: 'POST', path: '/services/user/v2/users' },
  { user: 'bertil.holm', method: 'PUT', path: '/services/user/v2/users/U1008' },
  { user: 'bertil.holm', method: 'POST', path: '/services/user/v2/users/U1008/invitation' },
  { user: null, method: 'POST', path: '/services/user/v2/users/password/forgot' },
  { user: null, method: 'POST', path: '/services/user/v2/users/password/reset' },
  { user: null, method: 'POST', path: '/services/user/v2/users/activation' },
  { user: null, method: 'POST', path: '/services/user/users/credentials/request' },
  { user: 'anna.berg', method: 'POST', path: '/services/product/graphql' },
  { user: 'anna.berg', method: 'POST', path: '/services/product/breadcrumbs/search' },
  { user: 'anna.berg', method: 'POST', path: '/services/stock/stock' },
  { user: 'anna.berg', method: 'POST', path: '/services/location/locations/addresses/search' },
  { user: 'anna.berg', method: 'POST', path: '/services/search/search' },
  { user: 'anna.berg', method: 'POST', path: '/services/search/getEntitiesByAttribute' },
  { user: 'anna.berg', method: 'POST', path: '/services/search/createEvents' },
  { user: 'anna.berg', method: 'POST', path: '/services/gateway/search/search' },
  { user: 'anna.berg', method: 'POST', path: '/services/user/users/favourites' },
  { user: 'anna.berg', method: 'DELETE', path: '/services/user/users/favourites' },
  { user: 'anna.berg', method: 'POST', path: '/services/user/v2/favorites' },
  { user: 'anna.berg', method: 'PUT', path: '/services/user/v2/favorites/FL1001' },
  { user: 'anna.berg', method: 'PUT', path: '/services/user/v2/favorites/FL1001/articles' },
  { user: 'anna.berg', method: 'PUT', path: '/services/user/v2/favorites/FL1001/articles/FL1001-1' },
  { user: 'anna.berg', method: 'PUT', path: '/services/user/v2/favorites/FL1001/articles/batch/delete' },
  { user: 'anna.berg', method: 'POST', path: '/services/order/orders/inquiry' },
]

describe('write endpoints under random bodies', () => {
  for (const endpoint of endpoints) {
    it(`${endpoint.method} ${endpoint.path} never fails with 5xx and never half-writes`, async () => {
      await fc.assert(
        fc.asyncProperty(body, async (text) => {
          const before = await snapshot()
          const response = await harness.call(endpoint.user, endpoint.method, endpoint.path, text)
          expect(response.status).toBeLessThan(500)
          expect(response.headers.get('content-type') ?? '').toMatch(/application\/json/)
          if (response.status >= 400) expect(await snapshot()).toBe(before)
        }),
        { numRuns: 150 },
      )
    }, 120_000)
  }

  it('every cart write under random bodies never fails with 5xx and never half-writes', async () => {
    const graph = await harness.call('anna.berg', 'POST', '/services/product/graphql', {
      query: '{ getCart(stockInput: {}) { cartId } }',
    })
    const cartId = ((await graph.json()) as { data: { getCart: { cartId: string } } }).data.getCart.cartId
    const cart = `/services/cart/v2/cart/${cartId}`
    const added = await harness.call('anna.berg', 'POST', `${cart}/variants/batch/add`, {
      items: [{ articleNumber: '1000003', quantity: 1, deliveryId: 'DBI' }],
    })
    const line = ((await added.json()) as { cartItems: { cartItemId: string }[] }).cartItems[0]!.cartItemId
    const writes: [string, string][] = [
      ['POST', `${cart}/variants/batch/add`],
      ['PUT', `${cart}/variants/batch/update`],
      ['PUT', `${cart}/variants/batch/delete`],
      ['PUT', `${cart}/variants/${line}`],
      ['POST', `${cart}/upload`],
      ['POST', `${cart}/export`],
      ['POST', `${cart}/checkout`],
      ['PUT', `${cart}/delivery/DBI`],
      ['PUT', `${cart}/delivery`],
      ['PUT', `${cart}/delivery/DBI/includeInOrder`],
      ['PUT', `${cart}/status`],
    ]
    for (const [method, path] of writes) {
      await fc.assert(
        fc.asyncProperty(body, async (text) => {
          const before = await snapshot()
          const response = await harness.call('anna.berg', method, path, text)
          expect(response.status, `${method} ${path} ${text}`).toBeLessThan(500)
          if (response.status >= 400) {
            expect(response.headers.get('content-type') ?? '').toMatch(/application\/json/)
            expect(await snapshot()).toBe(before)
          }
        }),
        { numRuns: 60 },
      )
    }
  }, 300_000)

  it('DELETE /address/{id} with random ids never fails with 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 80 }), async (id) => {
        const before = await snapshot()
        const response = await harness.call(
          'anna.berg',
          'DELETE',
          `/services/user/address/${encodeURIComponent(id)}`,
        )
        expect(response.status).toBeLessThan(500)
        if (response.status >= 400) expect(await snapshot()).toBe(before)
      }),
      { numRuns: 150 },
    )
  }, 120_000)

  it('POST /orders/{id}/documents/email with random bodies never fails with 5xx', async () => {
    const order = await harness.db
      .selectFrom('orders')
      .select('id')
      .where('customerId', '=', 'C100')
      .orderBy('createdAt', 'desc')
      .executeTakeFirstOrThrow()
    await fc.assert(
      fc.asyncProperty(body, async (text) => {
        const before = await snapshot()
        const path = `/services/order/orders/${order.id}/documents/email`
        const response = await harness.call('anna.berg', 'POST', path, text)
        expect(response.status).toBeLessThan(500)
        if (response.status >= 400) expect(await snapshot()).toBe(before)
      }),
      { numRuns: 60 },
    )
  }, 120_000)
})
