/**
 * Authorization through the shop (issue 11): every persona logs in through `POST /rpc/login` as the
 * browser does, then calls every RPC that names a customer's resource with the ids of resources it
 * may not reach — other customers' and other users' carts, cart lines, orders, invoices, quotes,
 * shopping lists and their lines, favourites, addresses, users, customers and projects — taken from
 * the seed and from what the personas made, never hand-picked. Each call must be refused (403 or 404
 * with an `errors.*` key, never 2xx nor 5xx) and leave the database as it was. The RPC table is
 * enumerated: an RPC without a row in `classification` fails the test. The shop's document routes
 * (`/api/orders/…`, `/api/offerter/…`) are tried the same way, and the visitor (no cookie) is
 * answered 401 everywhere.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { canGrantRole, type Role, roles } from '@proffsbutik/core/domain'
import type { createApp } from '../../server/app'
import { shopApiDefinitions, type RpcName } from '../../server/rpc/shop-api.rpc'
import { CSRF_HEADER } from '../../server/csrf'
import { shopBrowser, TEST_ORIGIN } from '../../server/shop-browser.test-support'
import {
  DEMO_PASSWORD,
  demoAddresses,
  demoCustomers,
  demoFavouriteLists,
  personas,
} from '@proffsbutik/services/testing'
import type { Services } from '@proffsbutik/services'
import { startTestShop, type TestShop } from './test-shop'
import {
  actsFor,
  actsForContext,
  administers,
  mayAdminister,
  maySee,
  readsOrder,
  roleIn,
  type Persona,
} from './seed-access'
import { testServerConfig } from '../../server/test-config.test-support'

const config = testServerConfig()

let shop: TestShop
let services: Services
let app: ReturnType<typeof createApp>

/** What an answer of the shop is: its status and its JSON body (or the bytes' type). */
interface Answer {
  readonly status: number
  readonly body: { readonly error?: { readonly key?: string } } & Record<string, unknown>
}

/** A browser with its own session cookie jar, posting RPCs as the shop's page does (Origin, CSRF token). */
function browser() {
  const shop = shopBrowser(app)
  const answer = async (response: Response): Promise<Answer> => {
    const json = (response.headers.get('content-type') ?? '').includes('application/json')
    return { status: response.status, body: json ? ((await response.json()) as Answer['body']) : {} }
  }
  return {
    rpc: async (name: string, input: unknown) => {
      if (!shop.csrfToken || !shop.cookie) await shop.send('/')
      return answer(
        await shop.send(`/rpc/${name}`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            origin: TEST_ORIGIN,
            [CSRF_HEADER]: shop.csrfToken ?? '',
          },
          body: JSON.stringify(input),
        }),
      )
    },
    get: async (path: string) => answer(await shop.send(path)),
  }
}
type Browser = ReturnType<typeof browser>

/** A persona logged in through the shop, with what it made in its own context. */
interface Actor {
  readonly persona: Persona
  readonly browser: Browser
  readonly context: unknown
  readonly cartId: string | null
  readonly cartItemIds: readonly string[]
  readonly quoteId: string | null
  readonly profile: Record<string, unknown> | null
}

/** Everything foreign ids are drawn from: the actors, and the seed's rows read after start. */
interface World {
  readonly actors: readonly Actor[]
  readonly orders: readonly {
    id: string
    orderNumber: string
    customerId: string
    projectId: string | null
  }[]
  readonly projects: readonly { id: string; customerId: string }[]
  readonly listItems: readonly { id: string; listId: string }[]
  readonly favourites: readonly { id: string; userId: string }[]
}

/** One call that must be refused. */
interface Case {
  readonly actor: Actor
  readonly rpc: RpcName
  readonly input: unknown
  /** What the ids name, for the report of a failure. */
  readonly what: string
}

/** How an RPC is tried: with foreign ids (the cases it makes), or not at all, with the reason. */
type Classification =
  | {
      readonly kind: 'foreign'
      readonly cases: (actor: Actor, world: World) => Omit<Case, 'actor' | 'rpc'>[]
    }
  | { readonly kind: 'none'; readonly reason: string }

const none = (reason: string): Classification => ({ kind: 'none', reason })
const foreign = (cases: Extract<Classification, { kind: 'foreign' }>['cases']): Classification => ({
  kind: 'foreign',
  cases,
})

/** The actors other than this one (whose carts, quotes and favourites are never this one's). */
const others = (actor: Actor, world: World) => world.actors.filter((a) => a.persona.id !== actor.persona.id)

/** Other users' cart lines. */
const foreignCartLines = (actor: Actor, world: World) =>
  others(actor, world).flatMap((o) => o.cartItemIds.map((id) => ({ id, owner: o.persona.username })))

/** Seeded orders (one per customer and project) the actor may not read. */
const foreignOrders = (actor: Actor, world: World) =>
  world.orders.filter((o) => !readsOrder(actor.persona, o))

/** The seeded lists the actor may not see: another customer's, or another user's private one. */
const foreignLists = (actor: Actor) =>
  demoFavouriteLists.filter(
    (list) =>
      !actsFor(actor.persona, list.customerId) ||
      (list.userId !== actor.persona.id && list.access !== 'customer'),
  )

/** The lines of the lists the actor may not see. */
const foreignListItems = (actor: Actor, world: World) => {
  const lists = new Set<string>(foreignLists(actor).map((list) => list.id))
  return world.listItems.filter((item) => lists.has(item.listId))
}

/** A list the actor may change (its own or a shared one of its customer), to aim foreign line ids through. */
const ownList = (actor: Actor) =>
  demoFavouriteLists.find(
    (list) =>
      actsFor(actor.persona, list.customerId) &&
      (list.userId === actor.persona.id || list.access === 'customer'),
  )

/** Seeded addresses of customers the actor does not act for. */
const foreignAddresses = (actor: Actor) => demoAddresses.filter((a) => !actsFor(actor.persona, a.customerId))

/** Customers the actor does not act for. */
const foreignCustomers = (actor: Actor) => demoCustomers.filter((c) => !actsFor(actor.persona, c.id))

/** Contexts (customer, or customer and project) the actor may not act for. */
const foreignContexts = (actor: Actor, world: World) =>
  [
    ...demoCustomers.map((c): { customerId: string; projectId?: string } => ({ customerId: c.id })),
    ...world.projects.map((p) => ({ customerId: p.customerId, projectId: p.id })),
  ].filter((ctx) => !actsForContext(actor.persona, ctx.customerId, ctx.projectId))

/** Users the actor may not see, or may not administer (never itself). */
const unseenUsers = (actor: Actor) =>
  personas.filter((t) => t.id !== actor.persona.id && !maySee(actor.persona, t))
const unadministeredUsers = (actor: Actor) =>
  personas.filter((t) => t.id !== actor.persona.id && !mayAdminister(actor.persona, t))

/** A grant of a role in a customer, as the admin form sends it. */
const grant = (customerId: string, role: Role = 'USER') => ({ customerId, role, permissionDenies: [] })

/** The target's own details, so that a change names nothing but who and which customers. */
const detailsOf = (t: Persona) => ({
  firstName: t.firstName,
  lastName: t.lastName,
  email: t.email,
  mobileNumber: '',
})

/** A complete address form (my pages). */
const addressForm = (addressId: string) => ({
  addressId,
  countryCode: 'SE' as const,
  label: 'Matris',
  name: 'Matris',
  recipientName: 'Matris',
  address1: 'Matrisgatan 1',
  address2: '',
  address3: '',
  postalCode: '21111',
  postalAddress: 'Malmö',
  phone: '',
  preselected: false,
})

const byOrder = (o: World['orders'][number]) => `order ${o.id} of ${o.customerId}/${o.projectId ?? '-'}`

/**
 * Every RPC of the shop, classified. `Record<RpcName, …>` makes a new RPC a type error until it is
 * classified here; the test below checks the same at run time.
 */
const classification: Record<RpcName, Classification> = {
  // Session and account: the ids are the caller's own login fields or one-time codes.
  login: none('logs in with the caller’s own credentials'),
  session: none('answers the caller’s own session'),
  logout: none('ends the caller’s own session'),
  deliveryCalendar: none('the public delivery calendar'),
  activateAccount: none('a one-time code, not an id; guessing codes is the auth service’s rate limit'),
  verifyEmail: none('a one-time code, not an id'),
  requestPasswordReset: none('answers the same for every username (no enumeration)'),
  resetPassword: none('a one-time code, not an id'),
  switchContext: foreign((actor, world) =>
    foreignContexts(actor, world).map((input) => ({ input, what: `context ${JSON.stringify(input)}` })),
  ),
  // Public catalogue, content and stores: no customer's data, the context comes from the session.
  siteFrame: none('menu and banners, public'),
  chooseAssortment: none(
    'an assortment of the session’s own customer; the services hold a denied buyer to it',
  ),
  searchPage: none('public catalogue; prices of the session’s own context'),
  categoryPage: none('public catalogue'),
  campaigns: none('public campaigns'),
  campaignPage: none('public catalogue'),
  productPage: none('public catalogue'),
  selectedProducts: none('public catalogue'),
  stockInStores: none('public stock per store'),
  suggest: none('public catalogue'),
  storeFinder: none('public stores'),
  frontPage: none('public content'),
  contentPage: none('public content'),
  listedPage: none('public content'),
  storePage: none('public content'),
  dynamicForm: none('public content'),
  submitForm: none('a public form'),
  trackBehaviour: none('anonymous events'),
  trackSearch: none('anonymous events'),
  // The cart of the session's context: delivery ids are method codes inside the caller's own cart.
  cart: none('the session’s own cart'),
  emptyCart: none('the session’s own cart'),
  includeDelivery: none('a delivery method code of the session’s own cart'),
  addToCart: none('public article numbers into the session’s own cart'),
  quickOrderPreview: none('public article numbers'),
  uploadCartSheet: none('public article numbers into the session’s own cart'),
  cartTools: none('the session’s own contexts'),
  checkoutPage: none('the session’s own cart and customer'),
  setDeliveryDate: none('a delivery method code of the session’s own cart'),
  saveDeliveryAddress: none('a new address of the session’s own customer'),
  createQuote: none('the session’s own cart; reading quotes is tried through /api/offerter'),
  punchoutForm: none('the session’s own cart'),
  orderHistory: none('the session’s own customer'),
  financialFollowUp: none('the session’s own customer'),
  favourites: none('the caller’s own favourites'),
  addFavourite: none('a public article number'),
  shoppingLists: none('the session’s own customer'),
  createShoppingList: none('a new list in the session’s own customer'),
  myProfile: none('the caller’s own profile'),
  changePassword: none('the caller’s own password'),
  myAddresses: none('the session’s own customer'),
  users: none('the users the caller administers (the service filters)'),
  userAdminSetup: none('the customers the caller administers'),
  // Cart lines and carts of other users.
  updateCartLines: foreign((actor, world) =>
    foreignCartLines(actor, world).map(({ id, owner }) => ({
      input: { changes: [{ cartItemId: id, quantity: 7, label: 'Matris' }] },
      what: `cart line ${id} of ${owner}`,
    })),
  ),
  removeCartLines: foreign((actor, world) =>
    foreignCartLines(actor, world).map(({ id, owner }) => ({
      input: { cartItemIds: [id] },
      what: `cart line ${id} of ${owner}`,
    })),
  ),
  replaceCartLine: foreign((actor, world) =>
    foreignCartLines(actor, world).map(({ id, owner }) => ({
      input: { cartItemId: id, articleNumber: '1000006' },
      what: `cart line ${id} of ${owner}`,
    })),
  ),
  exportCartSheet: foreign((actor, world) =>
    foreignCartLines(actor, world).map(({ id, owner }) => ({
      input: { cartItemIds: [id] },
      what: `cart line ${id} of ${owner}`,
    })),
  ),
  transferSource: foreign((actor, world) =>
    foreignContexts(actor, world).map((input) => ({ input, what: `context ${JSON.stringify(input)}` })),
  ),
  transferCartFrom: foreign((actor, world) =>
    foreignContexts(actor, world).map((input) => ({ input, what: `context ${JSON.stringify(input)}` })),
  ),
  finishPunchout: foreign((actor, world) =>
    others(actor, world).flatMap((o) =>
      o.cartId
        ? [
            {
              input: { cartId: o.cartId, cartItemIds: ['1'] },
              what: `cart ${o.cartId} of ${o.persona.username}`,
            },
          ]
        : [],
    ),
  ),
  placeOrder: foreign((actor) =>
    foreignAddresses(actor).map((a) => ({
      input: { orderDetails: { DBI: { addressId: a.id, reference: 'Matris' } }, sendOrderReceipt: false },
      what: `delivery to address ${a.id} of ${a.customerId}`,
    })),
  ),
  // Orders of customers and projects the caller may not read.
  orderDetail: foreign((actor, world) =>
    foreignOrders(actor, world).map((o) => ({ input: { orderId: o.id }, what: byOrder(o) })),
  ),
  emailOrderDocuments: foreign((actor, world) =>
    foreignOrders(actor, world).map((o) => ({
      input: { orderId: o.id, message: 'Matris' },
      what: byOrder(o),
    })),
  ),
  sendOrderInquiry: foreign((actor, world) =>
    foreignOrders(actor, world).map((o) => ({
      input: { orderId: o.id, message: 'Matris' },
      what: byOrder(o),
    })),
  ),
  reorderLines: foreign((actor, world) =>
    foreignOrders(actor, world).map((o) => ({
      input: { orderId: o.id, deliveryId: 'DBI' },
      what: byOrder(o),
    })),
  ),
  // Shopping lists (and their lines) the caller may not see.
  shoppingList: foreign((actor) =>
    foreignLists(actor).map((l) => ({ input: { listId: l.id }, what: `list ${l.id}` })),
  ),
  shoppingListLines: foreign((actor) =>
    foreignLists(actor).map((l) => ({ input: { listId: l.id, offset: 0 }, what: `list ${l.id}` })),
  ),
  changeShoppingList: foreign((actor) =>
    foreignLists(actor).map((l) => ({
      input: { listId: l.id, name: 'Matris', access: 'customer' },
      what: `list ${l.id}`,
    })),
  ),
  deleteShoppingList: foreign((actor) =>
    foreignLists(actor).map((l) => ({ input: { listId: l.id }, what: `list ${l.id}` })),
  ),
  addToShoppingList: foreign((actor) =>
    foreignLists(actor).map((l) => ({
      input: { listId: l.id, items: [{ articleNumber: '1000003', quantity: 1 }] },
      what: `list ${l.id}`,
    })),
  ),
  addShoppingListToCart: foreign((actor) =>
    foreignLists(actor).map((l) => ({ input: { listId: l.id, deliveryId: 'DBI' }, what: `list ${l.id}` })),
  ),
  changeShoppingListLine: foreign((actor, world) =>
    foreignListItems(actor, world).flatMap((item) => [
      {
        input: { listId: item.listId, itemId: item.id, quantity: 3 },
        what: `line ${item.id} of ${item.listId}`,
      },
      ...listedThroughOwn(actor, item, (listId) => ({ listId, itemId: item.id, quantity: 3 })),
    ]),
  ),
  removeShoppingListLines: foreign((actor, world) =>
    foreignListItems(actor, world).flatMap((item) => [
      { input: { listId: item.listId, itemIds: [item.id] }, what: `line ${item.id} of ${item.listId}` },
      ...listedThroughOwn(actor, item, (listId) => ({ listId, itemIds: [item.id] })),
    ]),
  ),
  // Other users' favourites.
  removeFavourites: foreign((actor, world) =>
    world.favourites
      .filter((f) => f.userId !== actor.persona.id)
      .map((f) => ({ input: { favouriteIds: [f.id] }, what: `favourite ${f.id} of ${f.userId}` })),
  ),
  // Addresses of other customers.
  saveMyAddress: foreign((actor) =>
    foreignAddresses(actor).map((a) => ({
      input: addressForm(a.id),
      what: `address ${a.id} of ${a.customerId}`,
    })),
  ),
  deleteMyAddress: foreign((actor) =>
    foreignAddresses(actor).map((a) => ({
      input: { addressId: a.id },
      what: `address ${a.id} of ${a.customerId}`,
    })),
  ),
  // The caller's profile pointed at a customer it does not act for.
  saveProfile: foreign((actor) =>
    actor.profile === null
      ? []
      : foreignCustomers(actor).map((c) => ({
          input: { ...actor.profile, defaultCustomerId: c.id, defaultProjectId: null },
          what: `default customer ${c.id}`,
        })),
  ),
  // User administration: users the caller may not see or administer, grants it may not give.
  adminUser: foreign((actor) =>
    unseenUsers(actor).map((t) => ({ input: { userId: t.id }, what: `user ${t.username}` })),
  ),
  setUserActive: foreign((actor) =>
    unadministeredUsers(actor).map((t) => ({
      input: { userId: t.id, active: false },
      what: `user ${t.username}`,
    })),
  ),
  reinviteUser: foreign((actor) =>
    unadministeredUsers(actor).map((t) => ({ input: { userId: t.id }, what: `user ${t.username}` })),
  ),
  changeUser: foreign((actor) => [
    ...unadministeredUsers(actor).map((t) => ({
      input: {
        userId: t.id,
        ...detailsOf(t),
        customerPermissions: t.permissions.map((x) => grant(x.customerId, 'SITE_ADMIN')),
      },
      what: `user ${t.username}`,
    })),
    // Itself, or a user it does administer, given a customer it does not administer.
    ...personas
      .filter((t) => t.id === actor.persona.id || mayAdminister(actor.persona, t))
      .flatMap((t) =>
        demoCustomers
          .filter((c) => !administers(actor.persona, c.id))
          .map((c) => ({
            input: {
              userId: t.id,
              ...detailsOf(t),
              customerPermissions: [
                ...t.permissions.map((x) => ({
                  customerId: x.customerId,
                  ...(x.projectId ? { projectId: x.projectId } : {}),
                  role: x.role,
                  permissionDenies: x.denies ?? [],
                })),
                grant(c.id, 'BUYER_ADMIN'),
              ],
            },
            what: `user ${t.username} granted ${c.id}`,
          })),
      ),
  ]),
  inviteUser: foreign((actor) => [
    ...demoCustomers
      .filter((c) => !administers(actor.persona, c.id))
      .map((c) => ({
        input: {
          firstName: 'Matris',
          lastName: actor.persona.username,
          email: `matris.${actor.persona.username}.${c.id}@example.se`.toLowerCase(),
          mobileNumber: '',
          customerPermissions: [grant(c.id)],
        },
        what: `a user in ${c.id}`,
      })),
    // A role above the caller's own, in a customer it does administer.
    ...demoCustomers
      .filter((c) => administers(actor.persona, c.id))
      .flatMap((c) =>
        roles
          .filter((r) => !canGrantRole(roleIn(actor.persona, c.id) ?? 'USER', r))
          .map((role) => ({
            input: {
              firstName: 'Matris',
              lastName: actor.persona.username,
              email: `matris.${actor.persona.username}.${c.id}.${role}@example.se`.toLowerCase(),
              mobileNumber: '',
              customerPermissions: [grant(c.id, role)],
            },
            what: `a ${role} in ${c.id}`,
          })),
      ),
  ]),
}

/** The same foreign line aimed through a list the actor may change. */
function listedThroughOwn(
  actor: Actor,
  item: { id: string; listId: string },
  input: (listId: string) => unknown,
) {
  const own = ownList(actor)
  return own ? [{ input: input(own.id), what: `line ${item.id} of ${item.listId} through ${own.id}` }] : []
}

/**
 * Everything a refused call could have touched. Left out: a cart's `version` and `updatedAt`, and the
 * `checkouts` table — a refused checkout records its answer against the caller's own cart (the
 * service's idempotency record) and bumps that cart's version; `orders` and `orderLines` show that
 * nothing was placed.
 */
async function snapshot(): Promise<Record<string, string>> {
  const db = services.database.db
  const carts = await db
    .selectFrom('carts')
    .select(['id', 'userId', 'customerId', 'projectId', 'status'])
    .execute()
  const tables = [
    'users',
    'userPermissions',
    'addresses',
    'favourites',
    'favouriteLists',
    'favouriteListItems',
    'cartDeliveries',
    'cartItems',
    'orders',
    'orderLines',
    'orderInquiries',
    'outbox',
    'quotes',
    'punchoutReceipts',
    'oneTimeTokens',
  ] as const
  const rows = await Promise.all(tables.map((table) => db.selectFrom(table).selectAll().execute()))
  const sorted = (list: readonly unknown[]) => JSON.stringify(list.map((row) => JSON.stringify(row)).sort())
  return {
    carts: sorted(carts),
    ...Object.fromEntries(tables.map((table, i) => [table, sorted(rows[i]!)])),
  }
}

/** Logs a persona in through the shop and makes a cart line (and, where it may, a quote) in its own context. */
async function actorOf(persona: Persona): Promise<Actor> {
  const own = browser()
  const login = await own.rpc('login', { username: persona.username, password: DEMO_PASSWORD })
  if (login.status !== 200) throw new Error(`${persona.username} could not log in: ${JSON.stringify(login)}`)
  await own.rpc('addToCart', { deliveryId: 'DBI', lines: [{ articleNumber: '1000003', quantity: 2 }] })
  const cart = await own.rpc('cart', {})
  const cartId = cart.status === 200 ? (cart.body['cartId'] as string) : null
  const deliveries = (cart.body['deliveries'] ?? []) as { lines: { cartItemId: string }[] }[]
  const quote = await own.rpc('createQuote', {
    recipientName: 'Matris',
    reference: '',
    markupPercent: 0,
    validityDays: 30,
    message: '',
    deliveryIds: ['DBI'],
  })
  const profile = await own.rpc('myProfile', {})
  const user = profile.body['user'] as Record<string, unknown> | undefined
  return {
    persona,
    browser: own,
    context: (await own.rpc('session', {})).body['context'],
    cartId,
    cartItemIds: deliveries.flatMap((d) => d.lines.map((l) => l.cartItemId)),
    quoteId: quote.status === 200 ? (quote.body['quoteId'] as string) : null,
    profile:
      user === undefined
        ? null
        : {
            firstName: user['firstName'],
            lastName: user['lastName'],
            email: user['email'],
            mobileNumber: user['mobileNumber'] ?? '',
            // The form says "none" with null; the profile leaves an absent value out.
            preferredStore: user['preferredStore'] ?? null,
            preferredDeliveryMethod: user['preferredDeliveryMethod'] ?? null,
            defaultCustomerId: user['defaultCustomerId'] ?? null,
            defaultProjectId: user['defaultProjectId'] ?? null,
          },
  }
}

let world: World
beforeAll(async () => {
  shop = await startTestShop(config)
  app = shop.app
  services = shop.services
  const db = services.database.db
  const actors: Actor[] = []
  for (const persona of personas.filter((p) => !p.invited)) actors.push(await actorOf(persona))
  const orders = await db
    .selectFrom('orders')
    .select(['id', 'orderNumber', 'customerId', 'projectId', 'createdAt'])
    .orderBy('createdAt')
    .execute()
  const firstPerContext = new Map<string, (typeof orders)[number]>()
  for (const order of orders) {
    const key = `${order.customerId}/${order.projectId ?? ''}`
    if (!firstPerContext.has(key)) firstPerContext.set(key, order)
  }
  world = {
    actors,
    orders: [...firstPerContext.values()],
    projects: await db.selectFrom('projects').select(['id', 'customerId']).orderBy('id').execute(),
    listItems: await db.selectFrom('favouriteListItems').select(['id', 'listId']).orderBy('id').execute(),
    favourites: await db.selectFrom('favourites').select(['id', 'userId']).orderBy('id').execute(),
  }
}, 120_000)
afterAll(() => shop.stop())

/** Every case of the matrix, generated from the classification and the world. */
const matrix = (): Case[] =>
  world.actors.flatMap((actor) =>
    (Object.entries(classification) as [RpcName, Classification][]).flatMap(([rpc, c]) =>
      c.kind === 'foreign' ? c.cases(actor, world).map((x) => ({ ...x, actor, rpc })) : [],
    ),
  )

/**
 * The statuses a refusal comes with: 403 and 404 from the services, 400 where the use case names
 * the field it refuses (an address or default customer not the caller's), 422 where the use case
 * answers the spec's own message for the action (errors.cart_update_product, errors.transfer_cart …).
 */
const REFUSAL_STATUSES = [400, 403, 404, 422]

/**
 * RPCs that answer a refusal in their body (200): the spec shows their message in place, and they
 * change nothing. placeOrder answers `{orders: [], message}`, replaceCartLine `{cart, message}` with
 * the caller's own cart untouched.
 */
const refusesInBody: ReadonlySet<RpcName> = new Set(['placeOrder', 'replaceCartLine'])

/**
 * Whether an answer is a refusal: a refusal status with an `errors.*` key (or, in body, its message).
 * A quote's PDF is refused with the quote's own key (`quote.document_denied`), as the order service answers
 * 403 for another user's quote.
 */
function refused(rpc: RpcName | 'document', answer: Answer): boolean {
  const keys = rpc === 'document' ? /^(errors|quote)\./ : /^errors\./
  if (REFUSAL_STATUSES.includes(answer.status)) return keys.test(answer.body.error?.key ?? '')
  if (answer.status !== 200 || rpc === 'document' || !refusesInBody.has(rpc)) return false
  const message = answer.body['message'] as { key?: string } | null | undefined
  const orders = answer.body['orders'] as unknown[] | undefined
  return /^errors\./.test(message?.key ?? '') && (orders === undefined || orders.length === 0)
}

/** Which tables differ between two snapshots. */
const changedTables = (before: Record<string, string>, after: Record<string, string>) =>
  Object.keys(before).filter((table) => before[table] !== after[table])

describe('authorization through the shop’s RPC', () => {
  it('classifies every RPC of the table, and tries every RPC classified as taking foreign ids', () => {
    expect(Object.keys(classification).sort()).toEqual(Object.keys(shopApiDefinitions).sort())
    const tried = new Set(matrix().map((c) => c.rpc))
    const foreignRpcs = Object.entries(classification).filter(([, c]) => c.kind === 'foreign')
    expect(foreignRpcs.map(([rpc]) => rpc).filter((rpc) => !tried.has(rpc as RpcName))).toEqual([])
  })

  it('made what the foreign ids are drawn from', () => {
    expect(world.actors.filter((a) => a.cartItemIds.length > 0).length).toBeGreaterThan(8)
    expect(world.actors.filter((a) => a.quoteId !== null).length).toBeGreaterThan(0)
    expect(world.orders.length).toBeGreaterThan(5)
    expect(world.listItems.length).toBeGreaterThan(0)
  })

  it('refuses every persona every other customer’s and user’s resources, and changes nothing', async () => {
    const cases = matrix()
    expect(cases.length).toBeGreaterThan(1000)
    const before = await snapshot()
    const wrong: string[] = []
    for (const c of cases) {
      const answer = await c.actor.browser.rpc(c.rpc, c.input)
      if (!refused(c.rpc, answer))
        wrong.push(
          `${c.actor.persona.username} ${c.rpc} ${c.what} → ${answer.status} ${JSON.stringify(answer.body).slice(0, 160)}`,
        )
    }
    expect(wrong).toEqual([])
    expect(changedTables(before, await snapshot())).toEqual([])
    // Nobody was moved to another context on the way.
    for (const actor of world.actors)
      expect((await actor.browser.rpc('session', {})).body['context']).toEqual(actor.context)
  }, 600_000)

  /** RPCs that refuse the visitor otherwise than 401, before any call: why (none since the RPC route checks the login first). */
  const visitorExceptions: Partial<Record<RpcName, string>> = {}

  it('answers the visitor (no cookie) 401 on every RPC that needs a session', async () => {
    const visitor = browser()
    const byRpc = new Map(matrix().map((c) => [c.rpc, c.input]))
    const wrong: string[] = []
    for (const [rpc, input] of byRpc) {
      if (shopApiDefinitions[rpc].session !== 'user') continue
      const answer = await visitor.rpc(rpc, input)
      const expected = visitorExceptions[rpc] ? refused(rpc, answer) : answer.status === 401
      if (!expected) wrong.push(`${rpc} → ${answer.status}`)
    }
    expect(wrong).toEqual([])
  })
})

describe('authorization through the shop’s document routes', () => {
  /** The document paths of an order: confirmation, spreadsheet and invoice. */
  const orderPaths = (o: World['orders'][number]) => [
    `/api/orders/${o.id}/orderbekraftelse.pdf`,
    `/api/orders/${o.id}/order.xlsx`,
    `/api/orders/${o.id}/fakturor/9${o.orderNumber}.pdf`,
  ]

  it('refuses every persona the documents of orders it may not read and quotes it did not make', async () => {
    const cases = world.actors.flatMap((actor) => [
      ...foreignOrders(actor, world).flatMap((o) => orderPaths(o).map((path) => ({ actor, path }))),
      ...others(actor, world).flatMap((o) =>
        o.quoteId ? [{ actor, path: `/api/offerter/${o.quoteId}/offert.pdf` }] : [],
      ),
    ])
    expect(cases.length).toBeGreaterThan(100)
    const wrong: string[] = []
    for (const { actor, path } of cases) {
      const answer = await actor.browser.get(path)
      if (!refused('document', answer))
        wrong.push(`${actor.persona.username} GET ${path} → ${answer.status} ${JSON.stringify(answer.body)}`)
    }
    expect(wrong).toEqual([])
  }, 300_000)

  it('answers the owner its documents, and the visitor 401', async () => {
    const maker = world.actors.find((a) => a.quoteId !== null)!
    expect((await maker.browser.get(`/api/offerter/${maker.quoteId}/offert.pdf`)).status).toBe(200)
    const visitor = browser()
    for (const path of orderPaths(world.orders[0]!)) expect((await visitor.get(path)).status).toBe(401)
  })
})

describe('authorization of a punch-out session', () => {
  it('hands back (and so deletes) no other user’s cart', async () => {
    const procurement = browser()
    const query = new URLSearchParams({
      HOOK_URL: 'https://inkop.example.se/hook',
      USERNAME: 'inkop.ost',
      PASSWORD: DEMO_PASSWORD,
    })
    expect((await procurement.get(`/?${query}`)).status).toBeLessThan(400)
    expect((await procurement.rpc('punchoutForm', {})).status).toBe(200)
    const carts = world.actors.filter((a) => a.persona.username !== 'inkop.ost' && a.cartId !== null)
    expect(carts.length).toBeGreaterThan(8)
    const before = await snapshot()
    const wrong: string[] = []
    for (const owner of carts) {
      const answer = await procurement.rpc('finishPunchout', { cartId: owner.cartId, cartItemIds: ['1'] })
      if (!refused('finishPunchout', answer))
        wrong.push(`cart of ${owner.persona.username} → ${answer.status} ${JSON.stringify(answer.body)}`)
    }
    expect(wrong).toEqual([])
    expect(changedTables(before, await snapshot())).toEqual([])
  })
})
