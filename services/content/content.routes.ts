/**
 * The content base (content §7), shaped like Contentful so that the shop's content client works
 * against it or against Contentful unchanged: the GraphQL Content API at
 * `/content/v1/spaces/:space/environments/:environment`, the Content Delivery API (entries, assets,
 * content types, tags, locales) at `/spaces/:space/environments/:environment/…`, and the asset
 * files at `/files/:id/:file` (public, as Contentful's asset host is). Errors have Contentful's
 * shapes, not the other services' `{error}`: GraphQL errors with `extensions.contentful.code`, and
 * delivery-API errors `{sys: {type: "Error", id}, message, details}`. Beside them, the one write
 * path: answers to the dynamic forms (`/forms/:formId/submissions`, forms.routes.ts).
 */
import { Result, Schema } from 'effect'
import { Hono, type Context } from 'hono'
import { randomUUID } from 'node:crypto'
import type { ServiceDeps } from '../platform/deps'
import { CONTENT_SPACE_ID, contentAccess, knownPlace } from './content-access'
import { contentTypes, contentTypeById } from './content-model'
import { loadContentStore, type ContentStore } from './content-store'
import {
  arrayJson,
  assetJson,
  contentTypeJson,
  entryJson,
  localesJson,
  tagJson,
  type DeliveryScope,
} from './delivery-json'
import { DeliveryError, entrySearch, includesOf, invalidQuery, pagingOf } from './delivery-query'
import { formRoutes } from './forms.routes'
import { failedAnswer, runContentGraph, type GraphAnswer } from './graph'
import { contentSeed } from './seed'

/** Contentful's limit on the size of a GraphQL query. */
export const MAX_QUERY_BYTES = 8192

const GRAPHQL_PATH = '/content/v1/spaces/:space/environments/:environment'
const DELIVERY_PATH = '/spaces/:space/environments/:environment'

const GraphBody = Schema.Struct({
  query: Schema.String,
  variables: Schema.optionalKey(Schema.NullOr(Schema.Record(Schema.String, Schema.Unknown))),
  operationName: Schema.optionalKey(Schema.NullOr(Schema.String)),
})
const GraphGetQuery = Schema.Struct({
  query: Schema.String,
  variables: Schema.optionalKey(Schema.fromJsonString(Schema.Record(Schema.String, Schema.Unknown))),
  operationName: Schema.optionalKey(Schema.String),
})
const QueryParams = Schema.Record(Schema.String, Schema.String.check(Schema.isMaxLength(4096)))
const AssetParams = Schema.Struct({
  'sys.id[in]': Schema.optionalKey(Schema.String),
  mimetype_group: Schema.optionalKey(Schema.Literals(['image'])),
  skip: Schema.optionalKey(Schema.String),
  limit: Schema.optionalKey(Schema.String),
  locale: Schema.optionalKey(Schema.String),
  access_token: Schema.optionalKey(Schema.String),
})

/** The content, loaded from the repository on first use (building the routes reads nothing). */
function lazyStore(): () => ContentStore {
  let store: ContentStore | undefined
  return () => (store ??= loadContentStore(contentSeed, new URL('./assets/', import.meta.url)))
}

const hasQuery = (body: unknown) => body !== null && typeof body === 'object' && 'query' in body

/** The GraphQL Content API. */
function graphqlRoutes(app: Hono, deps: ServiceDeps, store: () => ContentStore): void {
  const answer = async (
    c: Context,
    body: unknown,
    schema: typeof GraphBody | typeof GraphGetQuery,
  ): Promise<GraphAnswer> => {
    const requestId = randomUUID()
    c.header('x-contentful-request-id', requestId)
    const access = contentAccess(c, deps.config)
    if (access === 'missing')
      return failedAnswer(401, 'ACCESS_TOKEN_MISSING', 'Access token is missing', requestId)
    if (access === 'invalid')
      return failedAnswer(401, 'ACCESS_TOKEN_INVALID', 'Access token invalid', requestId)
    const place = knownPlace(c.req.param('space') ?? '', c.req.param('environment') ?? '')
    if (place === 'space')
      return failedAnswer(
        404,
        'UNKNOWN_SPACE',
        'Query cannot be executed. The space could not be found.',
        requestId,
      )
    if (place === 'environment') {
      return failedAnswer(
        404,
        'UNKNOWN_ENVIRONMENT',
        'Query cannot be executed. Requested environment does not exist in the space',
        requestId,
      )
    }
    if (!hasQuery(body))
      return failedAnswer(400, 'MISSING_QUERY', 'Query not present in the request', requestId)
    const decoded = Schema.decodeUnknownResult(schema)(body, { onExcessProperty: 'ignore' })
    if (Result.isFailure(decoded)) {
      return failedAnswer(
        400,
        'INVALID_QUERY_FORMAT',
        `The request does not fit: ${decoded.failure.message}`,
        requestId,
      )
    }
    const request = decoded.success
    if (new TextEncoder().encode(request.query).byteLength > MAX_QUERY_BYTES) {
      return failedAnswer(
        400,
        'QUERY_TOO_BIG',
        `Query cannot be executed. The query is bigger than ${MAX_QUERY_BYTES} bytes`,
        requestId,
      )
    }
    return runContentGraph(
      {
        store: store(),
        access,
        spaceId: CONTENT_SPACE_ID,
        environmentId: c.req.param('environment') ?? 'master',
        requestId,
      },
      {
        query: request.query,
        variables: request.variables ?? undefined,
        operationName: request.operationName ?? undefined,
      },
    )
  }
  app.post(GRAPHQL_PATH, async (c) => {
    let body: unknown
    try {
      body = await c.req.json()
    } catch {
      const requestId = randomUUID()
      const failed = failedAnswer(400, 'INVALID_QUERY_FORMAT', 'The body is not JSON', requestId)
      return c.json(failed.body, failed.status)
    }
    const result = await answer(c, body, GraphBody)
    return c.json(result.body, result.status)
  })
  app.get(GRAPHQL_PATH, async (c) => {
    const result = await answer(c, c.req.query(), GraphGetQuery)
    return c.json(result.body, result.status)
  })
}

/** The scope and snapshot of a delivery-API request, or the error that ends it. */
function deliveryRequest(c: Context, deps: ServiceDeps, store: () => ContentStore) {
  const access = contentAccess(c, deps.config)
  if (access === 'missing' || access === 'invalid') {
    throw new DeliveryError(
      401,
      'AccessTokenInvalid',
      'The access token you sent could not be found or is invalid.',
    )
  }
  const place = knownPlace(c.req.param('space') ?? '', c.req.param('environment') ?? '')
  if (place !== 'ok')
    throw new DeliveryError(404, 'NotFound', 'The resource could not be found.', {
      type: place === 'space' ? 'Space' : 'Environment',
    })
  const params = Schema.decodeUnknownResult(QueryParams)(c.req.query())
  if (Result.isFailure(params)) throw invalidQuery('query', 'parameters may be at most 4096 characters')
  const locale = params.success['locale']
  if (locale !== undefined && locale !== 'sv-SE' && locale !== '*')
    throw invalidQuery('locale', `unknown locale ${locale}`)
  const scope: DeliveryScope = {
    spaceId: CONTENT_SPACE_ID,
    environmentId: c.req.param('environment') ?? 'master',
  }
  const snap = access === 'preview' ? store().preview : store().published
  return { scope, snap, params: params.success }
}

const notFound = (type: string, id: string) =>
  new DeliveryError(404, 'NotFound', 'The resource could not be found.', { type, id })

/** The Content Delivery API (with the preview token: the Content Preview API). */
function deliveryRoutes(app: Hono, deps: ServiceDeps, store: () => ContentStore): void {
  app.get(`${DELIVERY_PATH}/entries`, (c) => {
    const { scope, snap, params } = deliveryRequest(c, deps, store)
    const search = entrySearch(params)
    const found = search.order(snap.entries(search.contentType?.id).filter(search.test))
    const page = found.slice(search.skip, search.skip + search.limit)
    const includes = includesOf(snap, page, search.include, search.select)
    return c.json(
      arrayJson(
        page.map((e) => entryJson(scope, e, search.select)),
        found.length,
        search.skip,
        search.limit,
        {
          ...(search.include > 0
            ? {
                includes: {
                  Entry: includes.entries.map((e) => entryJson(scope, e)),
                  Asset: includes.assets.map((a) => assetJson(scope, a)),
                },
              }
            : {}),
          ...(includes.missing.length > 0
            ? {
                errors: includes.missing.map((m) => ({
                  sys: { id: 'notResolvable', type: 'error' },
                  details: { type: 'Link', linkType: m.linkType, id: m.id },
                })),
              }
            : {}),
        },
      ),
    )
  })
  app.get(`${DELIVERY_PATH}/entries/:id`, (c) => {
    const { scope, snap } = deliveryRequest(c, deps, store)
    const entry = snap.entry(c.req.param('id'))
    if (!entry) throw notFound('Entry', c.req.param('id'))
    return c.json(entryJson(scope, entry))
  })
  app.get(`${DELIVERY_PATH}/assets`, (c) => {
    const { scope, snap, params } = deliveryRequest(c, deps, store)
    const decoded = Schema.decodeUnknownResult(AssetParams)(params, { onExcessProperty: 'error' })
    if (Result.isFailure(decoded)) throw invalidQuery('query', decoded.failure.message)
    const ids = decoded.success['sys.id[in]']?.split(',')
    const images = decoded.success.mimetype_group === 'image'
    const found = snap
      .assets()
      .filter((a) => (!ids || ids.includes(a.id)) && (!images || a.contentType.startsWith('image/')))
    const { skip, limit } = pagingOf(decoded.success)
    return c.json(
      arrayJson(
        found.slice(skip, skip + limit).map((a) => assetJson(scope, a)),
        found.length,
        skip,
        limit,
      ),
    )
  })
  app.get(`${DELIVERY_PATH}/assets/:id`, (c) => {
    const { scope, snap } = deliveryRequest(c, deps, store)
    const asset = snap.asset(c.req.param('id'))
    if (!asset) throw notFound('Asset', c.req.param('id'))
    return c.json(assetJson(scope, asset))
  })
  app.get(`${DELIVERY_PATH}/content_types`, (c) => {
    const { scope } = deliveryRequest(c, deps, store)
    return c.json(
      arrayJson(
        contentTypes.map((t) => contentTypeJson(scope, t)),
        contentTypes.length,
        0,
        1000,
      ),
    )
  })
  app.get(`${DELIVERY_PATH}/content_types/:id`, (c) => {
    const { scope } = deliveryRequest(c, deps, store)
    const type = contentTypeById.get(c.req.param('id'))
    if (!type) throw notFound('ContentType', c.req.param('id'))
    return c.json(contentTypeJson(scope, type))
  })
  app.get(`${DELIVERY_PATH}/tags`, (c) => {
    const { scope } = deliveryRequest(c, deps, store)
    const tags = store().tags
    return c.json(
      arrayJson(
        tags.map((t) => tagJson(scope, t)),
        tags.length,
        0,
        1000,
      ),
    )
  })
  app.get(`${DELIVERY_PATH}/tags/:id`, (c) => {
    const { scope } = deliveryRequest(c, deps, store)
    const tag = store().tags.find((t) => t.id === c.req.param('id'))
    if (!tag) throw notFound('Tag', c.req.param('id'))
    return c.json(tagJson(scope, tag))
  })
  app.get(`${DELIVERY_PATH}/locales`, (c) => {
    deliveryRequest(c, deps, store)
    const locales = localesJson()
    return c.json(arrayJson(locales, locales.length, 0, 1000))
  })
}

/** The content base. */
export function contentRoutes(deps: ServiceDeps): Hono {
  const app = new Hono()
  const store = lazyStore()
  app.onError((error, c) => {
    const requestId = c.res.headers.get('x-contentful-request-id') ?? randomUUID()
    if (error instanceof DeliveryError) {
      return c.json(
        {
          sys: { type: 'Error', id: error.id },
          message: error.message,
          ...(error.details ? { details: error.details } : {}),
          requestId,
        },
        error.status,
      )
    }
    console.error('content service error', c.req.method, c.req.path, error)
    return c.json({ sys: { type: 'Error', id: 'ServerError' }, message: 'Internal error', requestId }, 500)
  })
  app.notFound((c) =>
    c.json(
      {
        sys: { type: 'Error', id: 'NotFound' },
        message: 'The resource could not be found.',
        requestId: randomUUID(),
      },
      404,
    ),
  )
  // Asset files are shown by <img>, which carries no token: they are public, as on Contentful's asset host.
  app.get('/files/:id/:file', (c) => {
    const asset = store().published.asset(c.req.param('id'))
    if (!asset || asset.fileName !== c.req.param('file')) throw notFound('Asset', c.req.param('id'))
    return c.body(new Uint8Array(asset.body), 200, {
      'content-type':
        asset.contentType === 'image/svg+xml' ? 'image/svg+xml; charset=utf-8' : asset.contentType,
      'cache-control': 'public, max-age=86400',
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
      'x-content-type-options': 'nosniff',
    })
  })
  app.route('/forms', formRoutes(deps, store))
  graphqlRoutes(app, deps, store)
  deliveryRoutes(app, deps, store)
  return app
}
