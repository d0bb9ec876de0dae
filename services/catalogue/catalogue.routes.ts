/**
 * The catalogue's service bases: product (commerce graph, navigation, pictures), price, stock,
 * location, campaign, assortment, search and gateway. What a visitor browses without logging in
 * (menu, breadcrumbs, attribute sequences, language config, variants without prices, stock, search,
 * the store list, campaigns) takes an anonymous caller; what names a customer, a cart or a user, and
 * bracket prices, need one. Pictures need no token at all.
 */
import { Schema } from 'effect'
import type { Context, Hono } from 'hono'
import { EVENTS_PER_CALL_MAX, stockholmDay } from '@proffsbutik/core/domain'
import {
  optionalCaller,
  requireCaller,
  type Caller,
  type CallerEnv,
  type OptionalCallerEnv,
} from '../platform/caller'
import { decodeBody, decodeOr400, decodeQuery, FlagFromString } from '../platform/decode'
import type { ServiceDeps } from '../platform/deps'
import { Id } from '../platform/schemas'
import { badRequest, notFound } from '../platform/service-error'
import { serviceApp } from '../platform/service-app'
import { activeCampaigns, selectedProductGroup } from './campaigns'
import { assortmentOfCall, catalogueContext } from './customer-context'
import { storeEvents } from './events'
import { runGraph } from './graph'
import { pictogram, productImage } from './images'
import { listLocations, searchAddresses } from './locations'
import { attributeSequence, breadcrumbs, languageConfig, menu } from './navigation'
import { customerBrackets } from './prices'
import { entitiesByAttribute, isPriceSort, search, searchSorts } from './search'
import { stockOf } from './stock'

/** The user id events are stored under when no user is named, and always for a visitor. */
const SERVER_USER_ID = 'server'

const Text = (max: number) => Schema.String.check(Schema.isMaxLength(max))
const ArticleNumber = Schema.String.check(Schema.isPattern(/^[A-Za-z0-9-]{1,32}$/))

const GraphRequest = Schema.Struct({
  query: Text(20_000),
  variables: Schema.optionalKey(Schema.NullOr(Schema.Record(Schema.String, Schema.Unknown))),
  operationName: Schema.optionalKey(Schema.NullOr(Text(100))),
})
/**
 * What a navigation read is answered within: an assortment, and the customer (and project) the
 * caller acts for, which decide whether the caller may name another (assortmentOfCall).
 */
const AssortmentScope = {
  assortment: Schema.optionalKey(Id),
  customerId: Schema.optionalKey(Id),
  projectId: Schema.optionalKey(Id),
}
const AssortmentQuery = Schema.Struct(AssortmentScope)
const BreadcrumbQuery = Schema.Struct({ images: Schema.optionalKey(FlagFromString), ...AssortmentScope })
const BreadcrumbSearch = Schema.Struct({
  breadcrumbs: Schema.Array(Text(200)).check(Schema.isMaxLength(200)),
  images: Schema.optionalKey(Schema.Boolean),
  ...AssortmentScope,
})
const StockRequest = Schema.Struct({
  articles: Schema.Array(
    Schema.Union([
      ArticleNumber,
      Schema.Struct({
        articleNumber: ArticleNumber,
        quantity: Schema.optionalKey(Schema.Number.check(Schema.isFinite())),
      }),
    ]),
  ).check(Schema.isMinLength(1), Schema.isMaxLength(500)),
  locationIds: Schema.optionalKey(Schema.Array(Id).check(Schema.isMaxLength(100))),
})
const CustomerQuery = Schema.Struct({ customerId: Schema.optionalKey(Id), projectId: Schema.optionalKey(Id) })
const LocationQuery = Schema.Struct({
  query: Schema.optionalKey(Text(100)),
  services: Schema.optionalKey(Text(200)),
  type: Schema.optionalKey(Schema.Literals(['store', 'central', 'virtual'])),
})
const AddressSearch = Schema.Struct({ query: Text(100) })
const SearchRequest = Schema.Struct({
  query: Schema.optionalKey(Text(200)),
  category: Schema.optionalKey(Id),
  campaign: Schema.optionalKey(Id),
  filterTags: Schema.optionalKey(Schema.Array(Text(50)).check(Schema.isMaxLength(20))),
  filters: Schema.optionalKey(
    Schema.Record(Text(100), Schema.Array(Text(200)).check(Schema.isMaxLength(50))).check(
      Schema.makeFilter((record) => Object.keys(record).length <= 30 || 'At most 30 filters'),
    ),
  ),
  sort: Schema.optionalKey(Schema.Literals(searchSorts)),
  offset: Schema.optionalKey(Schema.Int.check(Schema.isBetween({ minimum: 0, maximum: 10_000 }))),
  limit: Schema.optionalKey(Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: 100 }))),
  /**
   * The assortment, and the customer (and project) the caller acts for: a price sort prices for it,
   * and it decides whether the caller may name another assortment; the caller's default customer
   * when left out.
   */
  ...AssortmentScope,
})
const EntitiesRequest = Schema.Struct({
  attributeName: Text(100),
  attributeValues: Schema.Array(Text(200)).check(Schema.isMaxLength(500)),
  entityType: Schema.optionalKey(Schema.Literals(['Variant', 'Product'])),
  limit: Schema.optionalKey(Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: 1000 }))),
})
const EventsRequest = Schema.Struct({
  trackingId: Schema.optionalKey(Text(100)),
  events: Schema.Array(
    Schema.Union([
      Schema.Struct({
        type: Schema.Literal('search'),
        query: Text(200),
        resultCount: Schema.optionalKey(Schema.Int.check(Schema.isGreaterThanOrEqualTo(0))),
      }),
      Schema.Struct({
        type: Schema.Literals(['click', 'addtocart', 'purchase']),
        entity: Schema.Struct({ type: Schema.Literal('Variant'), id: ArticleNumber }),
        quantity: Schema.optionalKey(Schema.Number.check(Schema.isFinite(), Schema.isGreaterThan(0))),
        orderId: Schema.optionalKey(Id),
      }),
    ]),
  ).check(Schema.isMinLength(1), Schema.isMaxLength(EVENTS_PER_CALL_MAX)),
})

/** How long browsers keep a product's picture (issue 7: a long cache lifetime for pictures). */
const PRODUCT_PICTURE_CACHE = 'public, max-age=2592000, stale-while-revalidate=604800'

/**
 * The product base: commerce graph, menu, breadcrumbs, attribute sequences, language config, pictures.
 * A visitor may call all of it; in the graph only getVariants (without prices) answers a visitor.
 */
export function productRoutes(deps: ServiceDeps): Hono<OptionalCallerEnv> {
  const app = serviceApp<OptionalCallerEnv>()
  const svg = (body: string, cacheControl = 'public, max-age=86400') =>
    new Response(body, {
      headers: { 'content-type': 'image/svg+xml; charset=utf-8', 'cache-control': cacheControl },
    })
  // Pictures are shown by <img>, which cannot carry a bearer token: they are public. A product's
  // picture changes rarely: it is kept 30 days, and after that shown while it is asked for again.
  app.get('/images/:file', async (c) => {
    const match = /^(P\d{1,9})\.svg$/.exec(c.req.param('file'))
    const image = match?.[1] ? await productImage(deps.db, match[1]) : undefined
    if (!image) throw notFound('Image')
    return svg(image, PRODUCT_PICTURE_CACHE)
  })
  app.get('/pictograms/:file', (c) => {
    const image = pictogram(c.req.param('file').replace(/\.svg$/, ''))
    if (!image) throw notFound('Pictogram')
    return svg(image)
  })
  app.use('*', optionalCaller(deps))
  app.post('/graphql', async (c) => {
    const request = await decodeBody(c, GraphRequest)
    const answer = await runGraph(deps, c.get('caller'), {
      query: request.query,
      variables: request.variables ?? undefined,
      operationName: request.operationName ?? undefined,
    })
    return c.json(answer.body, answer.status)
  })
  const assortmentOf = (c: Context<OptionalCallerEnv>, call: typeof AssortmentQuery.Type) =>
    assortmentOfCall(deps.db, c.get('caller'), call)
  app.get('/menu', async (c) =>
    c.json({ data: await menu(deps.db, await assortmentOf(c, decodeQuery(c, AssortmentQuery))) }),
  )
  app.get('/breadcrumbs/:id', async (c) => {
    const query = decodeQuery(c, BreadcrumbQuery)
    const [found] = await breadcrumbs(deps.db, [decodeOr400(Text(200), c.req.param('id'))], {
      images: query.images ?? false,
      assortmentId: await assortmentOf(c, query),
    })
    if (!found) throw notFound('Breadcrumb')
    return c.json(found)
  })
  app.post('/breadcrumbs/search', async (c) => {
    const request = await decodeBody(c, BreadcrumbSearch)
    const result = await breadcrumbs(deps.db, request.breadcrumbs, {
      images: request.images ?? false,
      assortmentId: await assortmentOf(c, request),
    })
    const found = new Set(result.flatMap((b) => [b.id, b.slug]))
    return c.json({
      result,
      errors: request.breadcrumbs
        .filter((id) => !found.has(id))
        .map((id) => ({ id, message: 'Not found in the catalogue or outside the assortment' })),
    })
  })
  app.get('/attribute-sequence/:category/:version', async (c) => {
    if (c.req.param('version') !== '1') throw notFound('Attribute sequence version')
    const category = decodeOr400(Id, c.req.param('category'))
    return c.json({ category, attributes: await attributeSequence(deps.db, category) })
  })
  app.get('/language-config', async (c) => c.json(await languageConfig(deps.db)))
  return app
}

/** The price base: bracket prices of an article for a customer. */
export function priceRoutes(deps: ServiceDeps): Hono<CallerEnv> {
  const app = serviceApp<CallerEnv>()
  app.use('*', requireCaller(deps))
  app.get('/prices/:id/brackets', async (c) => {
    const articleNumber = decodeOr400(ArticleNumber, c.req.param('id'))
    const query = decodeQuery(c, CustomerQuery)
    const context = await catalogueContext(deps.db, c.get('caller'), query.customerId, query.projectId)
    const brackets = await customerBrackets(
      deps.db,
      context.customerId,
      articleNumber,
      stockholmDay(deps.now()),
      context.visibility,
    )
    if (!brackets) throw notFound('Article')
    return c.json({ articleNumber, customerId: context.customerId, brackets })
  })
  return app
}

/** The stock base: a visitor may read stock too. */
export function stockRoutes(deps: ServiceDeps): Hono<OptionalCallerEnv> {
  const app = serviceApp<OptionalCallerEnv>()
  app.use('*', optionalCaller(deps))
  app.post('/stock', async (c) => {
    const request = await decodeBody(c, StockRequest)
    const articles = request.articles.map((a) => (typeof a === 'string' ? a : a.articleNumber))
    const { stock, unknown } = await stockOf(deps.db, articles, request.locationIds, stockholmDay(deps.now()))
    return c.json({
      data: stock,
      errors: unknown.map((articleNumber) => ({ articleNumber, message: 'Unknown article' })),
    })
  })
  return app
}

/** The location base: stores and warehouses (a visitor may list them), and address search. */
export function locationRoutes(deps: ServiceDeps): Hono<OptionalCallerEnv> {
  const app = serviceApp<OptionalCallerEnv>()
  app.get('/locations', optionalCaller(deps), async (c) =>
    c.json({ data: await listLocations(deps.db, decodeQuery(c, LocationQuery)) }),
  )
  app.post('/locations/addresses/search', requireCaller(deps), async (c) => {
    const { query } = await decodeBody(c, AddressSearch)
    return c.json({ data: await searchAddresses(deps.db, query) })
  })
  return app
}

/** The campaign base: running campaigns and selected product groups (a visitor's too), a customer's own. */
export function campaignRoutes(deps: ServiceDeps): Hono<OptionalCallerEnv> {
  const app = serviceApp<OptionalCallerEnv>()
  app.get('/campaigns/active-campaigns', optionalCaller(deps), async (c) =>
    c.json({ data: await activeCampaigns(deps.db, stockholmDay(deps.now()), null) }),
  )
  app.get('/campaigns/active-campaigns/customer', requireCaller(deps), async (c) => {
    const query = decodeQuery(c, CustomerQuery)
    const context = await catalogueContext(deps.db, c.get('caller'), query.customerId, query.projectId)
    return c.json({
      customerId: context.customerId,
      data: await activeCampaigns(deps.db, stockholmDay(deps.now()), context.customerId),
    })
  })
  app.get('/selected-product-groups/:id', optionalCaller(deps), async (c) =>
    c.json(await selectedProductGroup(deps.db, decodeOr400(Id, c.req.param('id')))),
  )
  return app
}

/** The assortment base: the top categories of an assortment. */
export function assortmentRoutes(deps: ServiceDeps): Hono<CallerEnv> {
  const app = serviceApp<CallerEnv>()
  app.use('*', requireCaller(deps))
  app.get('/assortments/:id', async (c) => {
    const id = decodeOr400(Id, c.req.param('id'))
    const row = await deps.db.selectFrom('assortments').selectAll().where('id', '=', id).executeTakeFirst()
    if (!row) throw notFound('Assortment')
    return c.json({ id: row.id, name: row.name, categoryIds: row.categoryIds })
  })
  return app
}

/**
 * The search base: product search, entities by attribute, and stored events. A visitor may call it
 * all; a visitor's events are stored as the server's (user id `server`), whatever user-id it sends.
 */
export function searchRoutes(deps: ServiceDeps): Hono<OptionalCallerEnv> {
  const app = serviceApp<OptionalCallerEnv>()
  app.use('*', optionalCaller(deps))
  app.use('*', async (c, next) => {
    const version = c.req.header('api-version')
    if (version !== undefined && version !== '1') {
      throw badRequest([{ field: 'api-version', message: 'Only api-version 1 is served' }])
    }
    await next()
  })
  const userIdOf = (caller: Caller | undefined, header: string | undefined) =>
    caller ? decodeOr400(Text(100), header ?? SERVER_USER_ID) : SERVER_USER_ID
  app.post('/search', async (c) => {
    const { customerId, projectId, assortment, ...request } = await decodeBody(c, SearchRequest)
    const priceFor = isPriceSort(request.sort)
      ? await priceSortCustomer(c.get('caller'), customerId, projectId)
      : undefined
    const within = await assortmentOfCall(deps.db, c.get('caller'), { assortment, customerId, projectId })
    return c.json(
      await search(deps.db, {
        ...request,
        ...(within === undefined ? {} : { assortment: within }),
        offset: request.offset ?? 0,
        limit: request.limit ?? 24,
        ...(priceFor ? { priceFor } : {}),
      }),
    )
  })
  /**
   * Whom a price sort prices for: a logged-in caller acting for the customer (403/404 as every
   * catalogue call), who may see its prices. A visitor, or a buyer denied prices (EJ_SE_PRISER), is
   * answered 400 naming `sort`: the order would tell the prices they may not see.
   */
  async function priceSortCustomer(caller: Caller | undefined, customerId?: string, projectId?: string) {
    if (!caller) {
      throw badRequest([
        { field: 'sort', message: 'Sorting by price needs a logged-in buyer who sees prices' },
      ])
    }
    const context = await catalogueContext(deps.db, caller, customerId, projectId)
    if (!context.visibility.prices) {
      throw badRequest([{ field: 'sort', message: 'Sorting by price is not open to a buyer denied prices' }])
    }
    return { customerId: context.customerId, today: stockholmDay(deps.now()) }
  }
  app.post('/getEntitiesByAttribute', async (c) => {
    const request = await decodeBody(c, EntitiesRequest)
    return c.json({
      data: await entitiesByAttribute(deps.db, {
        attributeName: request.attributeName,
        attributeValues: request.attributeValues,
        entityType: request.entityType ?? 'Variant',
        limit: request.limit ?? 100,
      }),
    })
  })
  app.post('/createEvents', async (c) => {
    const request = await decodeBody(c, EventsRequest)
    const stored = await storeEvents(
      deps.db,
      userIdOf(c.get('caller'), c.req.header('user-id')),
      request.trackingId,
      request.events,
    )
    return c.json({ stored }, 202)
  })
  return app
}

/**
 * The gateway base: a POST to /services/gateway/<base>/<path> is passed on to that service path
 * with the same body and Authorization; the answer comes back as it is.
 */
export function gatewayRoutes(
  deps: ServiceDeps,
  dispatch: (request: Request) => Promise<Response>,
): Hono<CallerEnv> {
  const app = serviceApp<CallerEnv>()
  app.use('*', requireCaller(deps))
  app.post('/*', async (c) => {
    const rest = c.req.path.replace(/^\/services\/gateway\/?/, '')
    if (!/^[a-z]+\/[A-Za-z0-9/._-]+$/.test(rest) || rest.startsWith('gateway/') || rest.includes('..')) {
      throw badRequest([{ field: 'path', message: 'A service path such as search/search' }])
    }
    const target = new URL(`/services/${rest}${new URL(c.req.url).search}`, c.req.url)
    const headers = new Headers()
    for (const name of ['authorization', 'content-type', 'api-version', 'user-id']) {
      const value = c.req.header(name)
      if (value !== undefined) headers.set(name, value)
    }
    return dispatch(new Request(target, { method: 'POST', headers, body: await c.req.arrayBuffer() }))
  })
  return app
}
