/**
 * Authorization matrix, the denies (issue 25): every permission deny is tried against the services
 * directly, with the persona's own token and the shop out of the loop, in every customer and project
 * the persona acts for. Who is tried: every demo persona, and one generated user per deny code, so
 * that each code is tried even where no demo persona carries it. Each probe is a real call whose
 * answer shows the feature either refused (or hidden) or given; the probe must find it refused
 * exactly where core/domain/roles `permissionDeniesIn` says a deny switches it off.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  type CustomerPermission,
  permissionDeniesIn,
  type PermissionDenyCode,
  permissionDenyCodes,
} from '@proffsbutik/core/domain'
import { personas } from './db/seed/identity.seed'
import { startHarness, type Harness } from './testing/harness'
import { insertTestUsers } from './testing/users'

let harness: Harness
beforeAll(async () => {
  harness = await startHarness()
  await insertTestUsers(harness.db, [...generated, mover])
}, 60_000)
afterAll(() => harness.stop())

/** Someone tried: a username and the permissions their token carries. */
interface Tried {
  readonly id: string
  readonly username: string
  readonly permissions: readonly CustomerPermission[]
}

/**
 * One user per deny code, a plain user with only that deny: of Rörbolaget (C100), or for the
 * assortment deny of Elinstallatören (C300), the seeded customer with an assortment of its own.
 */
const generated = permissionDenyCodes.map((code, index) => ({
  id: `U90${String(index).padStart(2, '0')}`,
  username: `neka.${index}`,
  code,
  permissions: [
    { customerId: code === 'EJ_ANDRA_SORTIMENT' ? 'C300' : 'C100', role: 'USER', permissionDenies: [code] },
  ] as CustomerPermission[],
}))

/** A user who moves carts between a customer where express delivery is allowed and one where it is denied. */
const mover = {
  id: 'U9099',
  username: 'neka.flytt',
  permissions: [
    { customerId: 'C100', role: 'USER', permissionDenies: [] },
    { customerId: 'C200', role: 'USER', permissionDenies: ['EJ_ALLA_LEVERANSSATT'] },
  ] as CustomerPermission[],
}

const tried: readonly Tried[] = [
  ...personas
    .filter((p) => !p.invited)
    .map((p) => ({
      id: p.id,
      username: p.username,
      permissions: p.permissions.map((x) => ({
        customerId: x.customerId,
        ...(x.projectId === undefined ? {} : { projectId: x.projectId }),
        role: x.role,
        permissionDenies: x.denies ?? [],
      })),
    })),
  ...generated,
]

/** A customer context a persona acts in: one of its permission entries. */
interface Context {
  readonly customerId: string
  readonly projectId?: string | undefined
}

const contextsOf = (user: Tried): Context[] =>
  user.permissions.map((p) => ({ customerId: p.customerId, projectId: p.projectId }))

/** What a probe found: the feature refused or hidden, given, or not decidable here (and why). */
type Found = 'denied' | 'allowed' | { readonly undecided: string }

/** A call that shows whether a feature is switched off for a persona in a context. */
interface Probe {
  readonly name: string
  /** The codes that switch the feature off (a price-less caller has no financial follow-up either). */
  readonly deniedBy: readonly PermissionDenyCode[]
  run(user: Tried, context: Context): Promise<Found>
}

const json = async <T>(response: Response): Promise<T> => (await response.json()) as T
const errorCode = async (response: Response) =>
  (await json<{ error?: { code?: string } }>(response.clone()).catch(() => ({}) as never)).error?.code

/** An answer neither refused nor given the way the probe expects: the probe cannot decide. */
const unexpected = async (response: Response): Promise<Found> => ({
  undecided: `${response.status} ${(await response.text()).slice(0, 200)}`,
})

const contextArgs = ({ customerId, projectId }: Context) =>
  `customerId: "${customerId}"${projectId ? `, projectId: "${projectId}"` : ''}`
const contextQuery = ({ customerId, projectId }: Context) =>
  `customerId=${customerId}${projectId ? `&projectId=${projectId}` : ''}`

/** The persona's active cart in the context, emptied: each probe starts from nothing. */
async function emptyCart(user: Tried, context: Context): Promise<string> {
  const response = await harness.call(user.username, 'POST', '/services/product/graphql', {
    query: `{ getCart(stockInput: {}, ${contextArgs(context)}) { cartId } }`,
  })
  const { data } = await json<{ data: { getCart: { cartId: string } } | null }>(response)
  if (!data) throw new Error(`${user.username} has no cart in ${JSON.stringify(context)}`)
  const { cartId } = data.getCart
  await harness.call(user.username, 'DELETE', `/services/cart/v2/cart/${cartId}/variants`)
  return cartId
}

async function addLine(user: Tried, cartId: string, deliveryId: string): Promise<Response> {
  return harness.call(user.username, 'POST', `/services/cart/v2/cart/${cartId}/variants/batch/add`, {
    items: [{ articleNumber: '1000003', quantity: 1, deliveryId }],
  })
}

/** A read the deny answers with 403: given (2xx), refused (403), or an odd answer. */
async function readOrRefused(user: Tried, path: string): Promise<Found> {
  const response = await harness.call(user.username, 'GET', path)
  return response.ok ? 'allowed' : response.status === 403 ? 'denied' : unexpected(response)
}

/** Whether a refusal is the delivery-method deny's. */
const methodRefused = async (response: Response): Promise<Found> =>
  response.status === 403 && (await errorCode(response)) === 'delivery_method_denied'
    ? 'denied'
    : unexpected(response)

/** Express delivery (XXX), restricted under EJ_ALLA_LEVERANSSATT (core/domain/delivery-methods). */
const RESTRICTED = 'XXX'

/** An article of a category the customer's price list discounts, if any. */
async function discountedArticle(customerId: string): Promise<string | undefined> {
  const { rows } = await sql<{ articleNumber: string }>`
    select v.article_number from customers c
    join price_list_discounts d on d.price_list_id = c.price_list_id
    join categories cat on coalesce(cat.parent_id, cat.id) = d.category_id
    join products p on p.category_id = cat.id
    join variants v on v.product_id = p.id
    where c.id = ${customerId} order by v.article_number limit 1`.execute(harness.db)
  return rows[0]?.articleNumber
}

/**
 * An article whose bracket table every customer sees (core/domain/pricing `bracketTable`): bracket
 * prices, and no contract or campaign price that would leave no quantity cheaper.
 */
async function bracketedArticle(): Promise<string> {
  const { rows } = await sql<{ articleNumber: string }>`
    select v.article_number from variants v
    where v.article_number in (select article_number from price_brackets)
      and v.article_number not in (select article_number from customer_prices)
      and v.article_number not in (select article_number from campaign_prices)
      and not v.ask_for_price
    order by v.article_number limit 1`.execute(harness.db)
  if (!rows[0]) throw new Error('No bracketed article in the seed')
  return rows[0].articleNumber
}

/** A seeded order of the context, if any. */
async function orderIn({ customerId, projectId }: Context): Promise<string | undefined> {
  let query = harness.db.selectFrom('orders').select('id').where('customerId', '=', customerId)
  if (projectId) query = query.where('projectId', '=', projectId)
  return (await query.orderBy('createdAt').executeTakeFirst())?.id
}

interface VariantPrice {
  readonly netPrice: number
  readonly discounts: readonly unknown[]
  readonly discountAmount: number
}

async function priceOf(user: Tried, context: Context, article: string): Promise<VariantPrice | null> {
  const response = await harness.call(user.username, 'POST', '/services/product/graphql', {
    query: `{ getVariants(articleNumbers: ["${article}"], ${contextArgs(context)}) {
      price { netPrice discountAmount discounts { name } } } }`,
  })
  const { data } = await json<{ data: { getVariants: { price: VariantPrice | null }[] } }>(response)
  return data.getVariants[0]?.price ?? null
}

/** The assortment of the context's customer, if it has one of its own. */
async function ownAssortment({ customerId }: Context): Promise<string | undefined> {
  const customer = await harness.db
    .selectFrom('customers')
    .select('assortmentId')
    .where('id', '=', customerId)
    .executeTakeFirstOrThrow()
  return customer.assortmentId === null || customer.assortmentId === 'default'
    ? undefined
    : customer.assortmentId
}

/** The probes of each deny code. The type makes every code name its probes. */
const probes: Record<PermissionDenyCode, readonly Probe[]> = {
  EJ_ALLA_LEVERANSSATT: [
    {
      name: 'add a line on express delivery',
      deniedBy: ['EJ_ALLA_LEVERANSSATT'],
      async run(user, context) {
        const response = await addLine(user, await emptyCart(user, context), RESTRICTED)
        return response.ok ? 'allowed' : methodRefused(response)
      },
    },
    {
      name: 'move a line to express delivery',
      deniedBy: ['EJ_ALLA_LEVERANSSATT'],
      async run(user, context) {
        const cartId = await emptyCart(user, context)
        const added = await json<{ cartItems: { cartItemId: string }[] }>(await addLine(user, cartId, 'DBI'))
        const response = await harness.call(
          user.username,
          'PUT',
          `/services/cart/v2/cart/${cartId}/variants/${added.cartItems[0]!.cartItemId}`,
          { deliveryId: RESTRICTED },
        )
        return response.ok ? 'allowed' : methodRefused(response)
      },
    },
    {
      name: 'upload a spreadsheet onto express delivery',
      deniedBy: ['EJ_ALLA_LEVERANSSATT'],
      async run(user, context) {
        const cartId = await emptyCart(user, context)
        const form = new FormData()
        form.set('file', new File(['Artikelnummer;Antal\n1000003;1\n'], 'rader.csv', { type: 'text/csv' }))
        form.set('deliveryId', RESTRICTED)
        const response = await harness.call(
          user.username,
          'POST',
          `/services/cart/v2/cart/${cartId}/upload`,
          form,
        )
        return response.ok ? 'allowed' : methodRefused(response)
      },
    },
  ],
  EJ_SE_PRISER: [
    {
      name: 'read a price in the commerce graph',
      deniedBy: ['EJ_SE_PRISER'],
      async run(user, context) {
        return (await priceOf(user, context, '1000003')) === null ? 'denied' : 'allowed'
      },
    },
    {
      name: 'read bracket prices',
      deniedBy: ['EJ_SE_PRISER'],
      async run(user, context) {
        const response = await harness.call(
          user.username,
          'GET',
          `/services/price/prices/${await bracketedArticle()}/brackets?${contextQuery(context)}`,
        )
        if (!response.ok) return unexpected(response)
        const { brackets } = await json<{ brackets: unknown[] }>(response)
        return brackets.length === 0 ? 'denied' : 'allowed'
      },
    },
    {
      name: 'read the amounts of an order',
      deniedBy: ['EJ_SE_PRISER'],
      async run(user, context) {
        const orderId = await orderIn(context)
        if (!orderId) return { undecided: 'no order in the context' }
        const response = await harness.call(user.username, 'GET', `/services/order/orders/${orderId}`)
        if (response.status === 403) return { undecided: 'order history is denied' }
        if (!response.ok) return unexpected(response)
        const order = await json<{ lines: { netPrice: number | null }[]; totals: unknown }>(response)
        const hidden = order.totals === null && order.lines.every((line) => line.netPrice === null)
        const shown = order.totals !== null && order.lines.every((line) => line.netPrice !== null)
        return hidden
          ? 'denied'
          : shown
            ? 'allowed'
            : { undecided: `prices half shown: ${JSON.stringify(order)}` }
      },
    },
  ],
  EJ_SE_RABATTER: [
    {
      name: 'read a discount in the commerce graph',
      deniedBy: ['EJ_SE_RABATTER', 'EJ_SE_PRISER'],
      async run(user, context) {
        const article = await discountedArticle(context.customerId)
        if (!article) return { undecided: 'no discount in the customer’s price list' }
        const price = await priceOf(user, context, article)
        return price === null || (price.discounts.length === 0 && price.discountAmount === 0)
          ? 'denied'
          : 'allowed'
      },
    },
  ],
  EJ_ANDRA_SORTIMENT: [
    {
      name: 'read the whole range’s menu',
      deniedBy: ['EJ_ANDRA_SORTIMENT'],
      async run(user, context) {
        if ((await ownAssortment(context)) === undefined) return { undecided: 'no assortment of its own' }
        const response = await harness.call(
          user.username,
          'GET',
          `/services/product/menu?assortment=default&${contextQuery(context)}`,
        )
        if (response.ok) return 'allowed'
        return response.status === 403 && (await errorCode(response)) === 'assortment_change_denied'
          ? 'denied'
          : unexpected(response)
      },
    },
    {
      name: 'search outside the customer’s assortment',
      deniedBy: ['EJ_ANDRA_SORTIMENT'],
      async run(user, context) {
        const own = await ownAssortment(context)
        if (own === undefined) return { undecided: 'no assortment of its own' }
        // Named no assortment, the search answers the whole range, unless the caller is held to the customer's.
        const hits = async (assortment?: string) => {
          const response = await harness.call(user.username, 'POST', '/services/search/search', {
            limit: 1,
            ...context,
            ...(assortment ? { assortment } : {}),
          })
          if (!response.ok) throw new Error(`search: ${response.status} ${await response.text()}`)
          return (await json<{ total: number }>(response)).total
        }
        const [unnamed, within] = [await hits(), await hits(own)]
        return unnamed === within ? 'denied' : 'allowed'
      },
    },
  ],
  EJ_ORDER: [
    {
      name: 'order the cart',
      deniedBy: ['EJ_ORDER'],
      async run(user, context) {
        const cartId = await emptyCart(user, context)
        await addLine(user, cartId, 'DBI')
        // An unknown warehouse fails the delivery whoever orders it: nothing is ordered, and the
        // errors show whether ordering itself is refused.
        const response = await harness.call(
          user.username,
          'POST',
          `/services/cart/v2/cart/${cartId}/checkout`,
          {
            orderDetails: { DBI: { warehouseId: 'INGET' } },
            sendOrderReceipt: false,
          },
        )
        if (!response.ok) return unexpected(response)
        const { orders } = await json<{ orders: { success: boolean; errors: { code: string }[] }[] }>(
          response,
        )
        if (orders.some((order) => order.success)) return { undecided: 'an order was placed' }
        return orders.some((order) => order.errors.some((e) => e.code === 'order_not_allowed'))
          ? 'denied'
          : 'allowed'
      },
    },
  ],
  EJ_ORDERHISTORIK: [
    {
      name: 'search the order history',
      deniedBy: ['EJ_ORDERHISTORIK'],
      async run(user, context) {
        return readOrRefused(user, `/services/order/orders/search?${contextQuery(context)}&limit=1`)
      },
    },
  ],
  EJ_SKAPA_OFFERT: [
    {
      name: 'make a quote of the cart',
      deniedBy: ['EJ_SKAPA_OFFERT', 'EJ_SE_PRISER'],
      async run(user, context) {
        const cartId = await emptyCart(user, context)
        await addLine(user, cartId, 'DBI')
        const response = await harness.call(user.username, 'POST', '/services/order/quotes', {
          cartId,
          recipientName: 'Matris',
          markupPercent: 0,
          validityDays: 30,
        })
        return response.status === 201 ? 'allowed' : response.status === 403 ? 'denied' : unexpected(response)
      },
    },
  ],
  EJ_SE_EKONOMISK_UPPFÖLJNING: [
    {
      name: 'read the financial summary',
      deniedBy: ['EJ_SE_EKONOMISK_UPPFÖLJNING', 'EJ_SE_PRISER'],
      async run(user, context) {
        return readOrRefused(
          user,
          `/services/order/customers/${context.customerId}/financial-summary?limit=1`,
        )
      },
    },
    {
      name: 'list the invoices of an order',
      deniedBy: ['EJ_SE_EKONOMISK_UPPFÖLJNING', 'EJ_SE_PRISER'],
      async run(user, context) {
        const orderId = await orderIn(context)
        if (!orderId) return { undecided: 'no order in the context' }
        return readOrRefused(user, `/services/order/orders/${orderId}/invoices`)
      },
    },
  ],
}

describe('authorization matrix: the denies', () => {
  it('holds for every deny tried against the services with the persona’s own token', async () => {
    const wrong: string[] = []
    const seen = new Map<string, Set<string>>()
    for (const user of tried) {
      for (const context of contextsOf(user)) {
        const denies = permissionDeniesIn(user.permissions, context.customerId, context.projectId)
        for (const probe of Object.values(probes).flat()) {
          const expected = probe.deniedBy.some((code) => denies.includes(code)) ? 'denied' : 'allowed'
          const found = await probe.run(user, context)
          const where = `${user.username} in ${context.customerId}${context.projectId ? `/${context.projectId}` : ''}: ${probe.name}`
          if (typeof found === 'object') {
            // Undecided only for want of data (no order, no discount), never for an odd answer.
            if (!/^no |is denied$/.test(found.undecided)) wrong.push(`${where}: ${found.undecided}`)
            continue
          }
          if (found !== expected) wrong.push(`${where}: ${found}, expected ${expected}`)
          seen.set(probe.name, (seen.get(probe.name) ?? new Set()).add(found))
        }
      }
    }
    expect(wrong).toEqual([])
    // Every probe decided both ways at least once: refused somewhere, given somewhere.
    for (const probe of Object.values(probes).flat())
      expect([...(seen.get(probe.name) ?? [])].sort(), probe.name).toEqual(['allowed', 'denied'])
  }, 180_000)

  it('holds for the preferred delivery method: refused to a user who may use it in none of their customers', async () => {
    const wrong: string[] = []
    let refusals = 0
    for (const user of tried) {
      const usableSomewhere = user.permissions.some(
        (p) =>
          p.role === 'SITE_ADMIN' ||
          !permissionDeniesIn(user.permissions, p.customerId, p.projectId).includes('EJ_ALLA_LEVERANSSATT'),
      )
      const response = await harness.call(user.username, 'PUT', `/services/user/v2/users/${user.id}`, {
        preferredDeliveryMethod: RESTRICTED,
      })
      const refused =
        response.status === 400 && JSON.stringify(await response.json()).includes('preferredDeliveryMethod')
      if (refused === usableSomewhere) wrong.push(`${user.username}: ${response.status}`)
      if (refused) refusals++
      await harness.call(user.username, 'PUT', `/services/user/v2/users/${user.id}`, {
        preferredDeliveryMethod: null,
      })
    }
    expect(wrong).toEqual([])
    expect(refusals).toBeGreaterThan(0)
    expect(refusals).toBeLessThan(tried.length)
  })

  it('tries every deny code on a generated user who carries only it', () => {
    expect(generated.map((user) => user.code).sort()).toEqual([...permissionDenyCodes].sort())
  })

  it('keeps a line on a method denied in the destination in its own cart when carts are moved', async () => {
    const source = await emptyCart(mover, { customerId: 'C100' })
    const destination = await emptyCart(mover, { customerId: 'C200' })
    expect((await addLine(mover, source, RESTRICTED)).ok).toBe(true)
    const response = await harness.call(
      mover.username,
      'PUT',
      `/services/cart/v2/cart/${destination}/transfer/${source}`,
    )
    const answer = await json<{ movedCount: number; errors: { message: string }[] }>(response)
    expect(answer.movedCount).toBe(0)
    expect(answer.errors.map((e) => e.message)).toEqual([expect.stringContaining('EJ_ALLA_LEVERANSSATT')])
    const lines = await harness.db
      .selectFrom('cartItems')
      .select('cartId')
      .where('cartId', 'in', [source, destination])
      .execute()
    expect(lines.map((line) => line.cartId)).toEqual([source])
  })

  it('has no service that writes an assortment: EJ_ANDRA_SORTIMENT is held on the reads alone', () => {
    // The customer's assortment is master data: the services read it (GET /customers/:id/assortment,
    // the menu, breadcrumbs and search filtered by it, where the deny holds the caller to it) and write
    // it only in the seed. Were a service to write the assortments or the customers, it would need
    // this deny checked too.
    const writes = /(insertInto|updateTable|deleteFrom)\('(assortments|customers)'\)/
    const sources = readdirSync(new URL('.', import.meta.url), { recursive: true, encoding: 'utf8' }).filter(
      (file) =>
        file.endsWith('.ts') &&
        !/(\.test|\.test-support)\.ts$|^db\/(seed|migrations)\/|^testing\//.test(file),
    )
    expect(sources.length).toBeGreaterThan(50)
    const writers = sources.filter((file) =>
      writes.test(readFileSync(new URL(file, import.meta.url), 'utf8')),
    )
    expect(writers).toEqual([])
  })
})
