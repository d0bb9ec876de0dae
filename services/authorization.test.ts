/**
 * Authorization matrix: every persona against every customer's resources and every user, generated
 * from the seed data and the access rules, not hand-picked. Forbidden pairs must answer 403 or 404
 * and change nothing; allowed pairs must succeed.
 */
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { canGrantRole, isRoleAtLeast } from '../core/domain/roles'
import { demoAddresses } from './db/seed/addresses.seed'
import { demoFavouriteLists } from './db/seed/favourites.seed'
import { demoCustomers, personas } from './db/seed/identity.seed'
import { startHarness, type Harness } from './testing/harness'

let harness: Harness
beforeAll(async () => {
  harness = await startHarness()
}, 60_000)
afterAll(() => harness.stop())

const loginPersonas = personas.filter((p) => !p.invited)
type Persona = (typeof personas)[number]

const isSiteAdmin = (p: Persona) => p.permissions.some((x) => x.role === 'SITE_ADMIN')
const actsFor = (p: Persona, customerId: string) =>
  isSiteAdmin(p) || p.permissions.some((x) => x.customerId === customerId)
const administers = (p: Persona, customerId: string) =>
  isSiteAdmin(p) ||
  p.permissions.some((x) => x.customerId === customerId && isRoleAtLeast(x.role, 'BUYER_ADMIN'))
const roleIn = (p: Persona, customerId: string) =>
  isSiteAdmin(p) ? 'SITE_ADMIN' : p.permissions.find((x) => x.customerId === customerId)?.role
/** An admin of a customer of the target who is not outranked by the target there. */
const mayAdminister = (p: Persona, target: Persona) =>
  target.permissions.some((x) => {
    const own = roleIn(p, x.customerId)
    return own !== undefined && canGrantRole(own, x.role)
  })
const maySee = (p: Persona, target: Persona) =>
  p.id === target.id || target.permissions.some((x) => administers(p, x.customerId))

interface Case {
  readonly persona: Persona
  readonly method: string
  readonly path: string
  readonly body?: unknown
  readonly allowed: boolean
  readonly allowedStatus?: number[]
  /** For a write: whether the database shows it happened. */
  readonly written?: () => Promise<boolean>
}

function customerCases(persona: Persona): Case[] {
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

function addressCases(persona: Persona): Case[] {
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
    ]
  })
}

/** The seeded favourite lists: seen (and edited) by their owner, and when shared by the customer's users. */
function favouriteListCases(persona: Persona): Case[] {
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
    ]
  })
}

/** Favourite lists made in, and searched for, each customer. */
function favouriteCustomerCases(persona: Persona): Case[] {
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

function userCases(persona: Persona): Case[] {
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
      // Only a user still without a password can be invited again.
      allowedStatus: target.invited ? [202] : [409],
    },
  ])
}

const cases = loginPersonas.flatMap((persona) => [
  ...customerCases(persona),
  ...addressCases(persona),
  ...favouriteListCases(persona),
  ...favouriteCustomerCases(persona),
  ...userCases(persona),
])

/** Which seeded orders a persona reads: its customers, limited to its projects where it has only those. */
const readsOrder = (p: Persona, order: { customerId: string; projectId: string | null }) => {
  if (isSiteAdmin(p)) return true
  const entries = p.permissions.filter((x) => x.customerId === order.customerId)
  if (entries.some((x) => x.projectId === undefined)) return true
  return entries.some((x) => x.projectId === order.projectId)
}

/** Order history per customer, and one seeded order of every customer and project (found after the seed). */
async function orderCases(): Promise<Case[]> {
  const { rows } = await sql<{ id: string; customerId: string; projectId: string | null }>`
    select distinct on (customer_id, coalesce(project_id, '')) id, customer_id, project_id
    from orders order by customer_id, coalesce(project_id, ''), created_at`.execute(harness.db)
  return loginPersonas.flatMap((persona): Case[] => [
    ...demoCustomers.map(({ id }) => ({
      persona,
      method: 'GET',
      path: `/services/order/orders/search?customerId=${id}&limit=1`,
      allowed: actsFor(persona, id),
    })),
    ...rows.flatMap((order): Case[] => {
      const allowed = readsOrder(persona, order)
      return [
        { persona, method: 'GET', path: `/services/order/orders/${order.id}`, allowed },
        { persona, method: 'GET', path: `/services/order/orders/${order.id}/addresses`, allowed },
        { persona, method: 'GET', path: `/services/order/v4/customers/orders/${order.id}/validate`, allowed },
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
  return loginPersonas.flatMap((persona): Case[] => [
    ...demoCustomers.map(({ id }) => ({
      persona,
      method: 'POST',
      path: '/services/product/graphql',
      body: { query: `{ getCart(stockInput: {}, customerId: "${id}") { cartId } }` },
      allowed: actsFor(persona, id),
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
      ]
    }),
  ])
}

describe('authorization matrix', () => {
  it(`holds for all ${cases.length} persona × resource pairs`, async () => {
    expect(cases.filter((c) => !c.allowed).length).toBeGreaterThan(100)
    const wrong: string[] = []
    for (const c of cases) {
      const response = await harness.call(c.persona.username, c.method, c.path, c.body)
      const ok = c.allowed
        ? (c.allowedStatus ?? [200]).includes(response.status)
        : [403, 404].includes(response.status)
      if (!ok)
        wrong.push(
          `${c.persona.username} ${c.method} ${c.path} → ${response.status} (${c.allowed ? 'allowed' : 'forbidden'})`,
        )
      // A refused write left no trace; an allowed one (not read-only) did.
      if (c.written && !c.allowed && (await c.written()))
        wrong.push(`${c.persona.username} ${c.method} ${c.path} was written`)
      if (c.written && c.allowed && response.ok && !(await c.written()))
        wrong.push(`${c.persona.username} ${c.method} ${c.path} was not written`)
    }
    expect(wrong).toEqual([])
  }, 60_000)

  it('holds for carts: every persona against every context and every other persona’s cart', async () => {
    const cartMatrix = await cartCases()
    expect(cartMatrix.filter((c) => !c.allowed).length).toBeGreaterThan(100)
    const wrong: string[] = []
    for (const c of cartMatrix) {
      const response = await harness.call(c.persona.username, c.method, c.path, c.body)
      const ok = c.allowed
        ? (c.allowedStatus ?? [200]).includes(response.status)
        : [403, 404].includes(response.status)
      if (!ok) wrong.push(`${c.persona.username} ${c.method} ${c.path} → ${response.status}`)
      if (c.written && (await c.written()) !== (c.allowed && response.ok))
        wrong.push(`${c.persona.username} ${c.method} ${c.path} written wrongly`)
    }
    expect(wrong).toEqual([])
  }, 60_000)

  it('holds for order history: every persona against an order of every customer and project', async () => {
    const orderMatrix = await orderCases()
    expect(orderMatrix.filter((c) => !c.allowed).length).toBeGreaterThan(50)
    const wrong: string[] = []
    for (const c of orderMatrix) {
      const response = await harness.call(c.persona.username, c.method, c.path, c.body)
      const ok = c.allowed
        ? (c.allowedStatus ?? [200]).includes(response.status)
        : [403, 404].includes(response.status)
      if (!ok) wrong.push(`${c.persona.username} ${c.method} ${c.path} → ${response.status}`)
      if (c.written && (await c.written()) !== (c.allowed && response.ok))
        wrong.push(`${c.persona.username} ${c.method} ${c.path} written wrongly`)
    }
    expect(wrong).toEqual([])
  }, 60_000)
})
