/**
 * The shop's Hono app: health, RPC, static assets and server-side rendering of every other path.
 * It is the same in production and development; only the renderer and the assets differ.
 */
import { serveStatic } from '@hono/node-server/serve-static'
import { Effect } from 'effect'
import { Hono, type Context } from 'hono'
import { getCookie, setCookie } from 'hono/cookie'
import { compress } from 'hono/compress'
import { HTTPException } from 'hono/http-exception'
import type { ServicesEndpoint } from '../adapters/http/service-client'
import { shopRequestEnv } from '@proffsbutik/services'
import { memoizedGets } from '../adapters/http/memoized-gets'
import { errorReporter, sentryClient } from '../adapters/reporting/error-reporter'
import {
  appModeOf,
  BRAND_HEADER,
  type BrandCode,
  brandCodes,
  brandProfiles,
  punchoutStorageValue,
} from '@proffsbutik/core/domain'
import { PageWait } from '@proffsbutik/core/ports'
import { videoMediaOrigins } from '@proffsbutik/core/usecases'
import type { ShopApi } from '../ui/api'
import type { PageAssets } from '../ui/entry-server'
import { faviconSvg } from '../ui/brands/brand-marks'
import { iconSvg } from '../ui/components/content/icons'
import { chooseLocale, LOCALE_COOKIE } from '../ui/i18n/locale-choice'
import { CLOSED_BANNERS_COOKIE, readClosedBanners, type ShellSettings } from '../ui/shell-settings'
import { DEFAULT_SERVICES_TIMEOUT_MS, type ServerConfig } from './config'
import type { ContentEndpoint } from '../adapters/content'
import { clientAddressOf } from './client-address'
import { compressPage } from './html-compression'
import { contentLayer, reportNow, requestServices, type RequestContext } from './context'
import { documentRoutes, documentStatusOf } from './documents.route'
import { rpcRoutes } from './rpc/rpc.route'
import { createServerApi } from './rpc/shop-api.server'
import { mountPunchoutEntry, punchoutOf } from './punchout.route'
import { sessionCookies } from './session'
import { CSRF_HEADER, ensureCsrfToken } from './csrf'
import { baseSecurityHeaders, contentSecurityPolicy, newNonce } from './security-headers'

/** Renders one request to HTML (the SSR bundle's `render`). */
export type Renderer = (
  request: Request,
  api: ShopApi,
  assets: PageAssets,
  page: { readonly nonce?: string; readonly settings: ShellSettings },
) => Promise<Response>

/** What the app is built from. */
export interface AppOptions {
  readonly config: ServerConfig
  readonly render: Renderer
  readonly assets: PageAssets
  /** Directory of the built client; hashed files under /assets are served with immutable caching. */
  readonly clientDir?: string
  /** The embedded reference services, mounted under /services when no external ones are configured. */
  readonly services?: Hono
}

/** Builds the shop's HTTP app. */
export function createApp(options: AppOptions): Hono {
  const { config, render, assets, clientDir, services } = options
  const endpoint = servicesEndpoint(config, services)
  const reporter = errorReporter(
    config.sentryDsn ? sentryClient({ dsn: config.sentryDsn, environment: config.brand }) : undefined,
  )
  const content = contentLayer(contentEndpoint(config, services), reporter)
  const cookies = sessionCookies(config.sessionSecret, config.previousSessionSecrets)
  const brandOf = (c: Context): BrandCode =>
    config.brandHosts[new URL(c.req.url).hostname.toLowerCase()] ?? config.brand
  const contextFor = async (c: Context): Promise<RequestContext> => ({
    config,
    brand: brandOf(c),
    endpoint: endpointOfRequest(endpoint, { address: clientAddressOf(c), brand: brandOf(c) }, services),
    content,
    reporter,
    session: await cookies.open(c),
  })
  const app = new Hono()
  // What no handler expected is reported (and answered 500); an HTTPException is a planned answer.
  app.onError((error, c) => {
    if (error instanceof HTTPException) return error.getResponse()
    reportNow(reporter, { message: error.message, context: { method: c.req.method, path: c.req.path } })
    return c.text('Internal Server Error', 500)
  })
  app.use('*', async (c, next) => {
    await next()
    baseSecurityHeaders(c)
  })
  app.get('/healthz', (c) => c.json({ status: 'ok' }))
  // The brand's mark as the tab's icon; browsers that ask for /favicon.ico get the same picture.
  app.get('/favicon.svg', (c) => favicon(c, brandOf(c)))
  app.get('/favicon.ico', (c) => favicon(c, brandOf(c)))
  // The content's icons as files, for the banner links that name one (site-banners.tsx).
  app.get('/icons/:file', (c) => {
    const file = c.req.param('file')
    const svg = file.endsWith('.svg') ? iconSvg(file.slice(0, -'.svg'.length)) : undefined
    if (svg === undefined) return c.notFound()
    c.header('content-type', 'image/svg+xml')
    c.header('cache-control', 'public, max-age=86400')
    return c.body(svg)
  })
  // shop-core §7: the configuration keyed by brand.
  app.get('/api/brand-config', (c) =>
    c.json(
      Object.fromEntries(
        brandCodes.map((code) => [
          code,
          {
            defaultStoreId: brandProfiles[code].defaultStoreId,
            centralStorageId: brandProfiles[code].centralStorageId,
          },
        ]),
      ),
    ),
  )
  // JSON answers are compressed here; pages in the renderer's handler below, flushed chunk by chunk.
  app.use('/rpc/*', compress())
  app.use('/api/*', compress())
  app.route('/', rpcRoutes(contextFor, cookies))
  app.route('/', documentRoutes(contextFor, cookies))
  // Punch-out entry: a procurement system opens a page with its parameters (GET or POST).
  mountPunchoutEntry(app, contextFor, cookies)
  if (services) app.route('/', services)
  if (clientDir) {
    app.use('/assets/*', async (c, next) => {
      if (c.req.path.endsWith('.map')) return c.notFound()
      await next()
      if (c.res.ok) c.header('Cache-Control', 'public, max-age=31536000, immutable')
    })
    app.use('/assets/*', serveStatic({ root: clientDir, precompressed: true }))
  }
  app.get('*', async (c) => {
    // The locale is chosen at the first visit and kept in its cookie (content §4, §9).
    const locale = chooseLocale(getCookie(c, LOCALE_COOKIE.name), c.req.header('accept-language'))
    if (getCookie(c, LOCALE_COOKIE.name) !== locale)
      setCookie(c, LOCALE_COOKIE.name, locale, {
        maxAge: LOCALE_COOKIE.maxAgeSeconds,
        path: LOCALE_COOKIE.path,
        sameSite: LOCALE_COOKIE.sameSite,
      })
    const context = await contextFor(c)
    const punchout = punchoutOf(context.session)
    // The page's scripts send this with every RPC (docs/adr/0016); a new visitor gets one here.
    const csrfToken = context.session ? ensureCsrfToken(context.session) : null
    // In development Vite's client injects inline scripts without the nonce: the policy is for production.
    const nonce = config.production ? newNonce() : undefined
    // The hosts the content's films play from, read while the page renders (kept in the process),
    // as a page's read: a content service that holds the call is given up after the page's wait.
    const media = nonce
      ? Effect.runPromise(
          Effect.provideService(videoMediaOrigins, PageWait, config.pageWaitMs).pipe(
            Effect.provideContext(requestServices(context)),
          ),
        )
      : Promise.resolve([])
    const response = await render(c.req.raw, createServerApi(context, config.pageWaitMs), assets, {
      settings: {
        brand: context.brand ?? config.brand,
        // A logged-in session the punch-out entry opened is PUNCHOUT; the browser keeps a copy of its settings.
        appMode: appModeOf(c.req.header('user-agent'), punchout !== undefined),
        punchout: punchout ? punchoutStorageValue(punchout) : null,
        adminSiteUrl: config.adminSiteUrl ?? null,
        mapsKey: config.mapsKey ?? null,
        gtmId: config.gtmId ?? null,
        sentryDsn: config.sentryDsn ?? null,
        closedBanners: readClosedBanners(getCookie(c, CLOSED_BANNERS_COOKIE)),
        csrfToken,
        documentStatus: documentStatusOf(c),
      },
      ...(nonce ? { nonce } : {}),
    })
    if (nonce)
      response.headers.set(
        'Content-Security-Policy',
        contentSecurityPolicy(nonce, config.frameAncestors, {
          maps: config.mapsKey !== undefined,
          tagManager: config.gtmId !== undefined,
          ...(config.sentryDsn ? { errorReporting: new URL(config.sentryDsn).origin } : {}),
          ...(punchout ? { handBack: new URL(punchout.HOOK_URL).origin } : {}),
          media: await media,
        }),
      )
    // A page whose loaders refreshed the tokens or ended the session writes the cookie like an RPC.
    if (context.session) {
      // Loaders that ended the session on the way leave a token for no login: the next one is made.
      response.headers.set(CSRF_HEADER, ensureCsrfToken(context.session))
      await cookies.write(c, context.session)
    }
    for (const cookie of c.res.headers.getSetCookie()) response.headers.append('Set-Cookie', cookie)
    // A refused document's page (documents.route.ts) answers the refusal's status, not the router's 404.
    const documentStatus = documentStatusOf(c)
    const answered =
      documentStatus === null
        ? response
        : new Response(response.body, { status: documentStatus, headers: response.headers })
    return compressPage(answered, c.req.header('accept-encoding'))
  })
  return app
}

/**
 * The services endpoint of one request: its calls carry the browser's address (login throttling)
 * and the brand of the host it came to (X-Brand: the name and address in the services' mails), a GET
 * it repeats is answered from its first answer (adapters/http/memoized-gets.ts), and the embedded
 * services verify its token once for all its calls (services/platform/caller.ts).
 */
function endpointOfRequest(
  endpoint: ServicesEndpoint,
  request: { readonly address: string | undefined; readonly brand: BrandCode },
  services: Hono | undefined,
): ServicesEndpoint {
  return {
    ...endpoint,
    fetch: memoizedGets(
      endpoint.inProcess && services ? embeddedFetch(services) : (endpoint.fetch ?? globalThis.fetch),
    ),
    headers: {
      ...endpoint.headers,
      [BRAND_HEADER]: request.brand,
      ...(request.address ? { 'x-forwarded-for': request.address } : {}),
    },
  }
}

/** A fetch into the embedded services for the calls of one request of the shop. */
function embeddedFetch(services: Hono): typeof globalThis.fetch {
  const env = shopRequestEnv()
  return async (input, init) =>
    services.fetch(input instanceof Request && init === undefined ? input : new Request(input, init), env)
}

/** The brand's favicon, cached for a day. */
function favicon(c: Context, brand: BrandCode): Response {
  c.header('Content-Type', 'image/svg+xml')
  c.header('Cache-Control', 'public, max-age=86400')
  return c.body(faviconSvg(brand))
}

/**
 * Where the content is: CONTENT_URL (Contentful or another content service), else the services'
 * content base — SERVICES_URL's, or the embedded one reached in-process.
 */
export function contentEndpoint(config: ServerConfig, services: Hono | undefined): ContentEndpoint {
  const { url, token, previewToken, environment, space, timeoutMs } = config.content
  const embedded = !url && !config.servicesUrl && services
  return {
    url:
      url ??
      (embedded
        ? 'http://embedded.services/services/content'
        : `${config.servicesUrl ?? 'http://localhost:3001'}/services/content`),
    accessToken: token,
    environment,
    ...(previewToken ? { previewAccessToken: previewToken } : {}),
    ...(space ? { space } : {}),
    // Outside development the ids of links the content could not resolve are reported (content §8).
    reportUnresolvable: config.production,
    ...(timeoutMs === undefined ? {} : { timeoutMs }),
    ...(embedded
      ? { fetch: async (input, init) => services.fetch(new Request(input, init)), inProcess: true as const }
      : {}),
  }
}

/**
 * Where the use cases reach the services: the external ones at SERVICES_URL, or the embedded ones
 * straight through their app, in-process (no port, no loopback).
 */
export function servicesEndpoint(config: ServerConfig, services: Hono | undefined): ServicesEndpoint {
  const timeoutMs = config.servicesTimeoutMs ?? DEFAULT_SERVICES_TIMEOUT_MS
  if (config.servicesUrl || !services) {
    return { baseUrl: config.servicesUrl ?? 'http://localhost:3001', timeoutMs }
  }
  return {
    baseUrl: 'http://embedded.services',
    timeoutMs,
    fetch: async (input, init) => services.fetch(new Request(input, init)),
    inProcess: true,
  }
}
