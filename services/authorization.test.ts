/**
 * Authorization matrix: every persona against every customer's resources and every user, generated
 * from the seed data and the access rules, not hand-picked. Forbidden pairs must answer 403 or 404
 * and change nothing; allowed pairs must succeed. The anonymous visitor (no token) is one more
 * persona: it browses the catalogue without prices, and every other route of the services answers it
 * 401.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  canGrantRole,
  type IdentityField,
  identityFields,
  isRoleAtLeast,
  mayChangeIdentity,
} from '@proffsbutik/core/domain'
import { demoAddresses } from './db/seed/addresses.seed'
import { demoFavouriteLists } from './db/seed/favourites.seed'
import { demoCustomers, personas } from './db/seed/identity.seed'
import { servicesApp } from './index'
import type { ServiceDeps } from './platform/deps'
import { startHarness, type Harness } from './testing/harness'

let harness: Harness
beforeAll(async () => {
  harness = await startHarness()
}, 60_000)
afterAll(() => harness.stop())

const loginPersonas = personas.filter((p) => !p.invited)
type Persona = (typeof personas)[number]
/** Who calls: a demo persona, or the anonymous visitor. */
type Actor = Pick<Persona, 'id' | 'permissions'> & { readonly username: string | null }
/** A visitor who has not logged in: no Authorization header, no permissions. */
const visitor: Actor = { id: 'visitor', username: null, permissions: [] }
const actors: readonly Actor[] = [...loginPersonas, visitor]

const isSiteAdmin = (p: Actor) => p.permissions.some((x) => x.role === 'SITE_ADMIN')
const actsFor = (p: Actor, customerId: string) =>
  isSiteAdmin(p) || p.permissions.some((x) => x.customerId === customerId)
/** Whether a persona acts for the whole customer, not only for projects of it (a cart without a project). */
const actsForAll = (p: Actor, customerId: string) =>
  isSiteAdmin(p) || p.permissions.some((x) => x.customerId === customerId && x.projectId === undefined)
const administers = (p: Actor, customerId: string) =>
  isSiteAdmin(p) ||
  p.permissions.some((x) => x.customerId === customerId && isRoleAtLeast(x.role, 'BUYER_ADMIN'))
const roleIn = (p: Actor, customerId: string) =>
  isSiteAdmin(p) ? 'SITE_ADMIN' : p.permissions.find((x) => x.customerId === customerId)?.role
/** An admin of a customer of the target who is not outranked by the target there. */
const mayAdminister = (p: Actor, target: Persona) =>
  target.permissions.some((x) => {
    const own = roleIn(p, x.customerId)
    return own !== undefined && canGrantRole(own, x.role)
  })
const maySee = (p: Actor, target: Persona) =>
  p.id === target.id || target.permissions.some((x) => administers(p, x.customerId))

interface Case {
  readonly persona: Actor
  readonly method: string
  readonly path: string
  readonly body?: unknown
  readonly allowed: boolean
  readonly allowedStatus?: number[]
  /** For a write: whether the database shows it happened. */
  readonly written?: () => Promise<boolean>
}

function customerCases(persona: Actor): Case[] {
  return demoCustomers.flatMap(({ id }): Case[] => {
    const allowed = actsFor(persona, id)
    return [
      { persona, method: 'GET', path: `/services/user/address?customerId=${id}`, allowed },
      { persona, method: 'GET', path: `/services/user/customers/${id}/delivery-dates?days=2`, allowed },
      { persona, method: 'GET', path: `/services/user/customers/${id}/assortment`, allowed },
      { persona, method: 'GET', path: `/services/user/crm/customerteam?customerId=${id}`, allowed },
      { persona, method: 'GET', path: `/services/price/prices/1000003/brackets?customerId=${id}`, allowed },
      {
        persona,
        method: 'GET',
        path: `/services/campaign/campaigns/active-campaigns/customer?customerId=${id}`,
        allowed,
      },
      {
        persona,
        method: 'POST',
        path: '/services/product/graphql',
        body: {
          query: `{ getVariants(articleNumbers: ["1000003"], customerId: "${id}") { price { netPrice } } }`,
        },
        allowed,
      },
      {
        persona,
        method: 'POST',
        path: '/services/user/v2/users',
        body: {
          firstName: 'Matris',
          lastName: persona.id,
          email: `matris.${persona.id}.${id}@example.se`.toLowerCase(),
          customerPermissions: [{ customerId: id, role: 'USER' }],
        },
        allowed: administers(persona, id),
        allowedStatus: [201],
        written: async () =>
          (await harness.db
            .selectFrom('users')
            .select('id')
            .where('email', '=', `matris.${persona.id}.${id}@example.se`.toLowerCase())
            .executeTakeFirst()) !== undefined,
      },
      {
        persona,
        method: 'POST',
        path: '/services/user/address',
        body: { customerId: id, countryCode: 'SE', label: `Matris ${persona.id}` },
        allowed,
        allowedStatus: [201],
      },
    ]
  })
}

/** Deleting another's address or list, tried by strangers only: refused, and the row is still there. */
function strangerDeletes(
  persona: Actor,
  allowed: boolean,
  path: string,
  table: 'addresses' | 'favouriteLists',
  id: string,
): Case[] {
  if (allowed) return []
  const gone = async () =>
    (await harness.db.selectFrom(table).select('id').where('id', '=', id).executeTakeFirst()) === undefined
  return [{ persona, method: 'DELETE', path, allowed, written: gone }]
}

function addressCases(persona: Actor): Case[] {
  return demoAddresses.flatMap((address): Case[] => {
    const allowed = actsFor(persona, address.customerId)
    const readOnly = 'readOnly' in address && address.readOnly === true
    return [
      {
        persona,
        method: 'PUT',
        path: `/services/user/address/${address.id}`,
        body: { phone: '010-000 00 00' },
        allowed,
        allowedStatus: readOnly ? [409] : [200],
      },
      ...strangerDeletes(persona, allowed, `/services/user/address/${address.id}`, 'addresses', address.id),
    ]
  })
}

/** The seeded favourite lists: seen (and edited) by their owner, and when shared by the customer's users. */
function favouriteListCases(persona: Actor): Case[] {
  return demoFavouriteLists.flatMap((list): Case[] => {
    const allowed =
      actsFor(persona, list.customerId) && (list.userId === persona.id || list.access === 'customer')
    const path = `/services/user/v2/favorites/${list.id}`
    return [
      { persona, method: 'GET', path, allowed },
      { persona, method: 'GET', path: `/services/user/v3/favorites/${list.id}/items`, allowed },
      { persona, method: 'PUT', path, body: { name: list.name }, allowed },
      {
        persona,
        method: 'PUT',
        path: `${path}/articles/batch/delete`,
        body: { itemIds: [`${persona.id}-none`] },
        allowed,
      },
      {
        persona,
        method: 'PUT',
        path: `${path}/articles`,
        body: { articleNumber: '1000003', quantity: 1 },
        allowed,
        allowedStatus: [200, 201],
      },
      {
        persona,
        method: 'PUT',
        path: `${path}/articles/none`,
        body: { quantity: 2 },
        allowed,
        allowedStatus: [404],
      },
      ...strangerDeletes(persona, allowed, path, 'favouriteLists', list.id),
    ]
  })
}

/** Favourite lists made in, and searched for, each customer. */
function favouriteCustomerCases(persona: Actor): Case[] {
  return demoCustomers.flatMap(({ id }): Case[] => {
    const name = `Matris ${persona.id} ${id}`
    const allowed = actsFor(persona, id)
    return [
      { persona, method: 'GET', path: `/services/user/v2/favorites?customerId=${id}`, allowed },
      {
        persona,
        method: 'POST',
        path: '/services/user/v2/favorites',
        body: { name, customerId: id },
        allowed,
        allowedStatus: [201],
        written: async () =>
          (await harness.db
            .selectFrom('favouriteLists')
            .select('id')
            .where('name', '=', name)
            .executeTakeFirst()) !== undefined,
      },
    ]
  })
}

function userCases(persona: Actor): Case[] {
  return personas.flatMap((target): Case[] => [
    {
      persona,
      method: 'GET',
      path: `/services/user/v2/users/${target.id}`,
      allowed: maySee(persona, target),
    },
    {
      persona,
      method: 'GET',
      path: `/services/user/users/name/${target.id}`,
      allowed: maySee(persona, target),
    },
    {
      persona,
      method: 'GET',
      path: `/services/user/v2/permissions/${target.id}`,
      allowed: maySee(persona, target),
    },
    {
      persona,
      method: 'PUT',
      path: `/services/user/v2/users/${target.id}`,
      body: { lastName: target.lastName },
      allowed: persona.id === target.id || mayAdminister(persona, target),
    },
    {
      persona,
      method: 'POST',
      path: `/services/user/v2/users/${target.id}/invitation`,
      allowed: mayAdminister(persona, target),
      // Only a user still without a password can be invited again, and only once a minute: the
      // admins after the first who may are told to wait (429), never refused as strangers (403).
      allowedStatus: target.invited ? [202, 429] : [409],
    },
    // Only oneself may change one's password; the others are refused (oneself is not tried: a wrong
    // current password counts as a failed login).
    ...(persona.id === target.id
      ? []
      : [
          {
            persona,
            method: 'PUT',
            path: `/services/user/v2/users/${target.id}/password`,
            body: { currentPassword: 'Fel-lösenord-1', newPassword: 'Matris-Lösen-2026!' },
            allowed: false,
          },
        ]),
  ])
}

const cases = actors.flatMap((persona) => [
  ...customerCases(persona),
  ...addressCases(persona),
  ...favouriteListCases(persona),
  ...favouriteCustomerCases(persona),
  ...userCases(persona),
])

/** Which seeded orders a persona reads: its customers, limited to its projects where it has only those. */
const readsOrder = (p: Actor, order: { customerId: string; projectId: string | null }) => {
  if (isSiteAdmin(p)) return true
  const entries = p.permissions.filter((x) => x.customerId === order.customerId)
  if (entries.some((x) => x.projectId === undefined)) return true
  return entries.some((x) => x.projectId === order.projectId)
}

/** Whether a permission in the customer denies the persona its order history (EJ_ORDERHISTORIK). */
const historyDenied = (p: Actor, customerId: string) =>
  p.permissions.some((x) => x.customerId === customerId && x.denies?.includes('EJ_ORDERHISTORIK'))

/**
 * Whether the persona's permission in the customer (the customer-wide one, else the first) denies
 * financial follow-up: EJ_SE_EKONOMISK_UPPFÖLJNING, or EJ_SE_PRISER (it is all amounts).
 */
const financeDenied = (p: Actor, customerId: string) => {
  if (isSiteAdmin(p)) return false
  const entries = p.permissions.filter((x) => x.customerId === customerId)
  const entry = entries.find((x) => x.projectId === undefined) ?? entries[0]
  return ['EJ_SE_EKONOMISK_UPPFÖLJNING', 'EJ_SE_PRISER'].some((code) => entry?.denies?.includes(code))
}

/** Order history per customer, and one seeded order of every customer and project (found after the seed). */
async function orderCases(): Promise<Case[]> {
  const { rows } = await sql<{
    id: string
    customerId: string
    projectId: string | null
    orderNumber: string
  }>`
    select distinct on (customer_id, coalesce(project_id, '')) id, customer_id, project_id, order_number
    from orders order by customer_id, coalesce(project_id, ''), created_at`.execute(harness.db)
  return actors.flatMap((persona): Case[] => [
    ...demoCustomers.map(({ id }) => ({
      persona,
      method: 'GET',
      path: `/services/order/orders/search?customerId=${id}&limit=1`,
      allowed: actsFor(persona, id) && !historyDenied(persona, id),
    })),
    ...demoCustomers.map(({ id }) => ({
      persona,
      method: 'GET',
      path: `/services/order/customers/${id}/financial-summary?limit=1`,
      allowed: actsFor(persona, id) && !financeDenied(persona, id),
    })),
    ...rows.flatMap((order): Case[] => {
      const allowed = readsOrder(persona, order) && !historyDenied(persona, order.customerId)
      return [
        { persona, method: 'GET', path: `/services/order/orders/${order.id}`, allowed },
        { persona, method: 'GET', path: `/services/order/orders/${order.id}/addresses`, allowed },
        { persona, method: 'GET', path: `/services/order/v4/customers/orders/${order.id}/validate`, allowed },
        {
          persona,
          method: 'GET',
          path: `/services/order/orders/${order.id}/documents/order-confirmation`,
          allowed,
        },
        { persona, method: 'GET', path: `/services/order/orders/${order.id}/download`, allowed },
        { persona, method: 'GET', path: `/services/order/orders/getOrderId/${order.orderNumber}`, allowed },
        // Invoices follow financial follow-up, not order history: a buyer denied the history may see them.
        {
          persona,
          method: 'GET',
          path: `/services/order/orders/${order.id}/invoices`,
          allowed: readsOrder(persona, order),
          allowedStatus: [200, 403],
        },
        {
          persona,
          method: 'GET',
          path: `/services/order/orders/${order.id}/invoices/faktura-0.pdf`,
          allowed: readsOrder(persona, order),
          allowedStatus: [403, 404],
        },
        {
          persona,
          method: 'POST',
          path: `/services/order/orders/${order.id}/documents/email`,
          body: { message: `Matris ${persona.id}` },
          allowed,
          allowedStatus: [202],
        },
        {
          persona,
          method: 'POST',
          path: '/services/order/orders/inquiry',
          body: { orderId: order.id, message: `Matris ${persona.id}` },
          allowed,
          allowedStatus: [201],
          written: async () =>
            (await harness.db
              .selectFrom('orderInquiries')
              .select('id')
              .where('orderId', '=', order.id)
              .where('message', '=', `Matris ${persona.id}`)
              .executeTakeFirst()) !== undefined,
        },
      ]
    }),
  ])
}

/** A spreadsheet upload of one row, as the shop's quick order sends it. */
function uploadForm(): FormData {
  const form = new FormData()
  form.set('file', new File(['Artikelnummer;Antal\n1000003;1\n'], 'rader.csv', { type: 'text/csv' }))
  form.set('deliveryId', 'DBI')
  return form
}

/**
 * The calls on someone else's cart that would end it, empty it, order it, move its lines or quote it:
 * refused, and the cart is still there, active and not checked out.
 */
function strangerCartCalls(persona: Actor, cartId: string, ownCartId: string): Case[] {
  const calls: [method: string, path: string, body?: unknown][] = [
    ['DELETE', `/services/cart/v2/cart/${cartId}`],
    ['DELETE', `/services/cart/v2/cart/${cartId}/variants`],
    ['DELETE', `/services/cart/v2/cart/${cartId}/variants/none`],
    ['PUT', `/services/cart/v2/cart/${cartId}/delivery`, { requestedDeliveryDate: null }],
    ['PUT', `/services/cart/v2/cart/${cartId}/status`, { status: 'DELETED' }],
    [
      'POST',
      `/services/cart/v2/cart/${cartId}/checkout`,
      { orderDetails: { DBI: { reference: 'Matris' } }, sendOrderReceipt: false },
    ],
    ['POST', `/services/cart/v2/cart/${cartId}/upload`, uploadForm()],
    ['PUT', `/services/cart/v2/cart/${ownCartId}/transfer/${cartId}`],
    ['PUT', `/services/cart/v2/cart/${cartId}/transfer/${ownCartId}`],
    [
      'POST',
      '/services/order/quotes',
      { cartId, recipientName: 'Matris', markupPercent: 0, validityDays: 30 },
    ],
  ]
  return calls.map(([method, path, body]) => ({
    persona,
    method,
    path,
    ...(body === undefined ? {} : { body }),
    allowed: false,
    written: async () =>
      (await harness.db.selectFrom('carts').select('status').where('id', '=', cartId).executeTakeFirst())
        ?.status !== 'ACTIVE' ||
      (await harness.db
        .selectFrom('checkouts')
        .select('cartId')
        .where('cartId', '=', cartId)
        .executeTakeFirst()) !== undefined,
  }))
}

/** Each persona's cart in its default context, made through the graph (found after login). */
async function cartCases(): Promise<Case[]> {
  const carts = new Map<string, string>()
  for (const persona of loginPersonas) {
    const response = await harness.call(persona.username, 'POST', '/services/product/graphql', {
      query: '{ getCart(stockInput: {}) { cartId } }',
    })
    const { data } = (await response.json()) as { data: { getCart: { cartId: string } } | null }
    if (data) carts.set(persona.id, data.getCart.cartId)
  }
  return actors.flatMap((persona): Case[] => [
    ...demoCustomers.map(({ id }) => ({
      persona,
      method: 'POST',
      path: '/services/product/graphql',
      body: { query: `{ getCart(stockInput: {}, customerId: "${id}") { cartId } }` },
      allowed: actsForAll(persona, id),
    })),
    ...[...carts].flatMap(([ownerId, cartId]): Case[] => {
      const allowed = ownerId === persona.id
      const label = `Matris ${persona.id}`
      return [
        {
          persona,
          method: 'POST',
          path: `/services/cart/v2/cart/${cartId}/variants/batch/add`,
          body: { items: [{ articleNumber: '1000003', quantity: 1, deliveryId: 'DBI', label }] },
          allowed,
          written: async () =>
            (await harness.db
              .selectFrom('cartItems')
              .select('id')
              .where('cartId', '=', cartId)
              .where('label', '=', label)
              .executeTakeFirst()) !== undefined,
        },
        {
          persona,
          method: 'PUT',
          path: `/services/cart/v2/cart/${cartId}/delivery/DBI/includeInOrder`,
          body: { isIncludedInOrder: true },
          allowed,
          allowedStatus: [204],
        },
        {
          persona,
          method: 'POST',
          path: `/services/cart/v2/cart/${cartId}/export`,
          body: { cartItemIds: ['none'] },
          allowed,
          allowedStatus: [404],
        },
        {
          persona,
          method: 'PUT',
          path: `/services/cart/v2/cart/${cartId}/variants/none`,
          body: { quantity: 2 },
          allowed,
          allowedStatus: [404],
        },
        {
          persona,
          method: 'PUT',
          path: `/services/cart/v2/cart/${cartId}/variants/batch/update`,
          body: { items: [{ cartItemId: 'none', quantity: 2 }] },
          allowed,
          allowedStatus: [200, 404],
        },
        {
          persona,
          method: 'PUT',
          path: `/services/cart/v2/cart/${cartId}/variants/batch/delete`,
          body: { cartItemIds: ['none'] },
          allowed,
          allowedStatus: [200, 204, 404],
        },
        {
          persona,
          method: 'PUT',
          path: `/services/cart/v2/cart/${cartId}/delivery/DBI`,
          body: { requestedDeliveryDate: null },
          allowed,
          allowedStatus: [200, 204],
        },
        // What would end, empty or order the owner's cart is tried by strangers only.
        ...(allowed ? [] : strangerCartCalls(persona, cartId, carts.get(persona.id) ?? cartId)),
      ]
    }),
  ])
}

/** The statuses a case may answer: 401 to the visitor, the allowed ones, else 403 or 404. */
const expectedStatuses = (c: Case) =>
  c.persona === visitor ? [401] : c.allowed ? (c.allowedStatus ?? [200]) : [403, 404]
const who = (c: Case) => c.persona.username ?? 'visitor'

describe('authorization matrix', () => {
  it(`holds for all ${cases.length} persona × resource pairs`, async () => {
    expect(cases.filter((c) => !c.allowed).length).toBeGreaterThan(100)
    const wrong: string[] = []
    for (const c of cases) {
      const response = await harness.call(c.persona.username, c.method, c.path, c.body)
      if (!expectedStatuses(c).includes(response.status))
        wrong.push(
          `${who(c)} ${c.method} ${c.path} → ${response.status} (${c.allowed ? 'allowed' : 'forbidden'})`,
        )
      // A refused write left no trace; an allowed one (not read-only) did.
      if (c.written && !c.allowed && (await c.written()))
        wrong.push(`${who(c)} ${c.method} ${c.path} was written`)
      if (c.written && c.allowed && response.ok && !(await c.written()))
        wrong.push(`${who(c)} ${c.method} ${c.path} was not written`)
    }
    expect(wrong).toEqual([])
  }, 60_000)

  it('holds for identities: an admin of only some of a user’s customers changes none of the user’s identity fields', async () => {
    // Issue 25: every admin against every user shared with a customer the admin does not
    // administer, one identity field at a time (core/domain/roles identityFields).
    const changes: Record<IdentityField, unknown> = {
      firstName: 'Mallory',
      lastName: 'Mallory',
      email: 'mallory@attacker.example',
      mobileNumber: '070-666 66 66',
      active: false,
      ociEnabled: true,
    }
    const identityOf = (userId: string) =>
      harness.db
        .selectFrom('users')
        .select([...identityFields, 'pendingEmail'])
        .where('id', '=', userId)
        .executeTakeFirstOrThrow()
    const wrong: string[] = []
    let tried = 0
    for (const admin of loginPersonas.filter((p) => !isSiteAdmin(p))) {
      for (const target of personas) {
        if (target.id === admin.id || !mayAdminister(admin, target)) continue
        const ownRoleIn = (customerId: string) => roleIn(admin, customerId)
        if (mayChangeIdentity(ownRoleIn, target.permissions)) continue
        for (const field of identityFields) {
          tried++
          const before = await identityOf(target.id)
          const response = await harness.call(admin.username, 'PUT', `/services/user/v2/users/${target.id}`, {
            [field]: changes[field],
          })
          if (response.status !== 403) wrong.push(`${admin.id} → ${target.id} ${field}: ${response.status}`)
          if (JSON.stringify(await identityOf(target.id)) !== JSON.stringify(before))
            wrong.push(`${admin.id} → ${target.id} ${field}: changed`)
        }
      }
    }
    expect(tried).toBeGreaterThanOrEqual(identityFields.length)
    expect(wrong).toEqual([])
  }, 60_000)

  it('holds for carts: every persona against every context and every other persona’s cart', async () => {
    const cartMatrix = await cartCases()
    expect(cartMatrix.filter((c) => !c.allowed).length).toBeGreaterThan(100)
    const wrong: string[] = []
    for (const c of cartMatrix) {
      const response = await harness.call(c.persona.username, c.method, c.path, c.body)
      if (!expectedStatuses(c).includes(response.status))
        wrong.push(`${who(c)} ${c.method} ${c.path} → ${response.status}`)
      if (c.written && (await c.written()) !== (c.allowed && response.ok))
        wrong.push(`${who(c)} ${c.method} ${c.path} written wrongly`)
    }
    expect(wrong).toEqual([])
  }, 60_000)

  it('holds for order history: every persona against an order of every customer and project', async () => {
    const orderMatrix = await orderCases()
    expect(orderMatrix.filter((c) => !c.allowed).length).toBeGreaterThan(50)
    const wrong: string[] = []
    for (const c of orderMatrix) {
      const response = await harness.call(c.persona.username, c.method, c.path, c.body)
      if (!expectedStatuses(c).includes(response.status))
        wrong.push(`${who(c)} ${c.method} ${c.path} → ${response.status}`)
      if (c.written && (await c.written()) !== (c.allowed && response.ok))
        wrong.push(`${who(c)} ${c.method} ${c.path} written wrongly`)
    }
    expect(wrong).toEqual([])
  }, 60_000)
})

/** A route as the route table and docs/services.md name it: `GET /services/product/menu`. */
type Route = `${'GET' | 'POST' | 'PUT' | 'DELETE'} /services/${string}`

/** What a visitor browses (shop-core §2), one call per route, with what it must answer. */
const visitorReads: readonly { route: Route; path?: string; body?: unknown; status?: number }[] = [
  { route: 'GET /services/product/menu' },
  { route: 'GET /services/product/breadcrumbs/:id', path: '/services/product/breadcrumbs/ventiler' },
  { route: 'POST /services/product/breadcrumbs/search', body: { breadcrumbs: ['el', 'ventiler'] } },
  {
    route: 'GET /services/product/attribute-sequence/:category/:version',
    path: '/services/product/attribute-sequence/ventiler/1',
  },
  { route: 'GET /services/product/language-config' },
  {
    route: 'POST /services/product/graphql',
    body: {
      query: `{ getVariants(articleNumbers: ["1000003", "1000006"], locationId: "1001") {
        articleNumber price { netPrice salesPrice } stock { stockType locations { locationId quantity } } } }`,
    },
  },
  { route: 'POST /services/stock/stock', body: { articles: ['1000003'] } },
  {
    route: 'GET /services/location/locations',
    path: '/services/location/locations?services=standard-pickup',
  },
  { route: 'GET /services/campaign/campaigns/active-campaigns' },
  {
    route: 'GET /services/campaign/selected-product-groups/:id',
    path: '/services/campaign/selected-product-groups/SPG-START',
  },
  { route: 'POST /services/search/search', body: { query: 'kulventil', limit: 5 } },
  {
    route: 'POST /services/search/getEntitiesByAttribute',
    body: { attributeName: 'SSG', attributeValues: ['4000001'] },
  },
  {
    route: 'POST /services/search/createEvents',
    body: { events: [{ type: 'search', query: 'kulventil' }] },
    status: 202,
  },
]

/** Routes that take no user's token at all: login, the no-token rows of the doc, content and the dev outbox. */
const docText = readFileSync(join(process.cwd(), 'docs/services.md'), 'utf8')
const docRows = [...docText.matchAll(/^\|\s*(GET|POST|PUT|DELETE|PATCH)\s*\|\s*(\/services\/\S+)\s*\|.*$/gm)]
const docRoutes = (marked: RegExp) =>
  docRows.filter((row) => marked.test(row[0])).map((row) => `${row[1]} ${row[2]!.replace(/\\/g, '')}`)
const tokenless = new Set([
  'POST /services/auth/v2/sessions',
  'POST /services/auth/v2/sessions/',
  'POST /services/auth/v2/oci/sessions',
  ...docRoutes(/no token/i),
])
const ownAccess = (route: string) => /^\w+ \/services\/(content|dev)\//.test(route)

/** Every route the services answer (building the table touches no deps). */
const routeTable = (): string[] => {
  const noDeps = new Proxy({} as ServiceDeps, {
    get: (_target, name) => {
      throw new Error(`The route table must not touch deps.${String(name)}`)
    },
  })
  const routes = servicesApp(noDeps).routes.filter((route) => route.method !== 'ALL')
  return [...new Set(routes.map((route) => `${route.method} ${route.path}`))].sort()
}

/** Price fields with a value anywhere in an answer (null is no price). */
function pricesIn(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(pricesIn)
  if (typeof value !== 'object' || value === null) return []
  return Object.entries(value).flatMap(([key, inner]) =>
    /price/i.test(key) && inner !== null ? [key, ...pricesIn(inner)] : pricesIn(inner),
  )
}

describe('the anonymous visitor', () => {
  it('browses the catalogue, stock, stores, campaigns and search — without prices', async () => {
    const wrong: string[] = []
    for (const read of visitorReads) {
      const [method, path] = read.route.split(' ') as [string, string]
      const response = await harness.call(null, method, read.path ?? path, read.body)
      const status = read.status ?? 200
      const answer: unknown = await response.json()
      if (response.status !== status)
        wrong.push(`${read.route} → ${response.status} ${JSON.stringify(answer)}`)
      else if (pricesIn(answer).length > 0) wrong.push(`${read.route} shows ${pricesIn(answer).join(', ')}`)
    }
    expect(wrong).toEqual([])
  })

  it('gets variants with stock and price null, where a logged-in buyer gets prices', async () => {
    const graph = visitorReads.find((read) => read.route === 'POST /services/product/graphql')!
    const variants = async (user: string | null) => {
      const response = await harness.call(user, 'POST', '/services/product/graphql', graph.body)
      const { data } = (await response.json()) as {
        data: {
          getVariants: { price: { netPrice: number } | null; stock: { locations: unknown[] } | null }[]
        }
      }
      return data.getVariants
    }
    const seen = await variants(null)
    expect(seen).toHaveLength(2)
    for (const variant of seen) {
      expect(variant.price).toBeNull()
      expect(variant.stock?.locations).toHaveLength(2)
    }
    const bought = await variants('anna.berg')
    expect(bought.every((variant) => typeof variant.price?.netPrice === 'number')).toBe(true)
  })

  it('is answered 401 by every other route of the services', async () => {
    const visitorRoutes = new Set<string>(visitorReads.map((read) => read.route))
    const routes = routeTable()
    expect([...visitorRoutes].filter((route) => !routes.includes(route))).toEqual([])
    const wrong: string[] = []
    const refused = routes.filter(
      (route) => !visitorRoutes.has(route) && !tokenless.has(route) && !ownAccess(route),
    )
    expect(refused.length).toBeGreaterThan(60)
    for (const route of refused) {
      const [method, pattern] = route.split(' ') as [string, string]
      const path = pattern.replace(/:\w+(\{[^}]*\})?/g, 'X1').replace(/\*$/, 'search/search')
      const response = await harness.call(null, method, path, method === 'GET' ? undefined : {})
      if (response.status !== 401) wrong.push(`${route} → ${response.status}`)
    }
    expect(wrong).toEqual([])
  })

  it('is what docs/services.md marks **visitor**', () => {
    expect(docRoutes(/\*\*visitor\*\*/).sort()).toEqual(visitorReads.map((read) => read.route).sort())
  })
})

/** The route pattern a case's concrete path was made from, if one of `routes` fits it. */
function routeOf(routes: readonly string[], method: string, path: string): string | undefined {
  const bare = path.split('?')[0]!
  // The most specific route wins, as the router's order does: `orders/search` before `orders/:id`.
  const params = (route: string) => route.split(':').length
  return [...routes]
    .sort((a, b) => params(a) - params(b))
    .find((route) => {
      const [routeMethod, pattern] = route.split(' ') as [string, string]
      if (routeMethod !== method) return false
      const source = pattern
        .split('/')
        .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
        .join('/')
      return new RegExp(`^${source}/?$`).test(bare)
    })
}

/** The routes the matrix does not try, each with why. */
const outsideTheMatrix: Readonly<Record<string, string>> = {
  'DELETE /services/auth/v2/sessions/:id':
    'logout: ends a session of the caller’s own user; another user’s session id is not found',
  'GET /services/user/role-names': 'a reference list, the same for every caller',
  'GET /services/user/permission-names': 'a reference list, the same for every caller',
  'GET /services/user/v3/customers': 'the caller’s own customers; no other party is named',
  'GET /services/user/v2/users': 'the users the caller may see or administer; no other party is named',
  'GET /services/user/users/favourites': 'the caller’s own favourite articles',
  'POST /services/user/users/favourites': 'adds to the caller’s own favourite articles',
  'DELETE /services/user/users/favourites':
    'removes the caller’s own favourite articles; ids of another user’s are refused with 403 (docs/services.md)',
  'POST /services/location/locations/addresses/search': 'an address lookup, the same for every caller',
  'GET /services/assortment/assortments/:id': 'catalogue data: an assortment’s categories, no customer’s',
  'POST /services/gateway/*': 'forwards to the routes above with the caller’s token; each checks for itself',
  'GET /services/order/quotes/:id':
    'no quote in the seed: tests/contract/rpc-authorization makes each persona’s and tries it as every other',
  'GET /services/order/quotes/:id/document':
    'no quote in the seed: tests/contract/rpc-authorization makes each persona’s and tries it as every other',
}

describe('every route of the services', () => {
  it('is in the matrix, or browsed by visitors, or takes no token, or reads and writes only the caller’s own', async () => {
    const routes = routeTable()
    const matrix = [...cases, ...(await cartCases()), ...(await orderCases())]
    const covered = new Set(matrix.map((c) => routeOf(routes, c.method, c.path)))
    const visitorRoutes = new Set<string>(visitorReads.map((read) => read.route))
    const unclassified = routes.filter(
      (route) =>
        !covered.has(route) &&
        !visitorRoutes.has(route) &&
        !tokenless.has(route) &&
        !ownAccess(route) &&
        !(route in outsideTheMatrix),
    )
    expect(unclassified).toEqual([])
    // A reason for a route the matrix now covers is stale.
    expect(Object.keys(outsideTheMatrix).filter((route) => covered.has(route))).toEqual([])
  }, 120_000)
})
