/**
 * The web server's composition root: for each request, the application's ports (adapters/composition)
 * with the session from the request's cookie and the request's brand, plus the process's content
 * port — and the one way to run a use case with them.
 */
import { Effect, Layer, Scope, type Context } from 'effect'
import { contentfulContent, type ContentEndpoint } from '../adapters/content'
import { applicationLayer, type ApplicationServices } from '../adapters/composition'
import type { ServicesEndpoint } from '../adapters/http/service-client'
import { errorReporter } from '../adapters/reporting/error-reporter'
import type { OpenedSession } from '../adapters/storage/session-cookie.storage'
import { memoryStorage } from '../adapters/storage/memory.storage'
import { type ContentPort, ErrorReporter } from '@proffsbutik/core/ports'
import type { BrandCode } from '@proffsbutik/core/domain'
import { shopSettings, type ServerConfig } from './config'

/** The services every use case may ask for. */
export type RequestServices = ApplicationServices | ContentPort

/** What a request carries into the application. */
export interface RequestContext {
  readonly config: ServerConfig
  /** The brand this request is served as (BRAND, or its host's in BRAND_HOSTS). */
  readonly brand?: BrandCode
  /** Where the commerce services answer; the embedded ones are reached in-process. */
  readonly endpoint: ServicesEndpoint
  /** The content port, built once per process (its throttle counts every request of the shop). */
  readonly content: Layer.Layer<ContentPort>
  /** Where failures worth a look go: the log, and Sentry with SENTRY_DSN (the log alone if absent). */
  readonly reporter?: Layer.Layer<ErrorReporter>
  /** The session of the request's cookie; none for calls that need no session. */
  readonly session?: OpenedSession
  readonly now?: () => Date
}

/** Reports a failure outside any use case (an error no handler expected). */
export function reportNow(
  reporter: Layer.Layer<ErrorReporter>,
  report: Parameters<(typeof ErrorReporter)['Service']['report']>[0],
): void {
  Effect.runSync(
    Effect.gen(function* () {
      yield* (yield* ErrorReporter).report(report)
    }).pipe(Effect.provide(reporter)),
  )
}

/** The content port for the life of the process: one client, one throttle, shared by all requests. */
export function contentLayer(
  endpoint: ContentEndpoint,
  reporter: Layer.Layer<ErrorReporter> = errorReporter(),
): Layer.Layer<ContentPort> {
  const scope = Effect.runSync(Scope.make())
  const services = Effect.runSync(
    Layer.buildWithScope(contentfulContent(endpoint).pipe(Layer.provide(reporter)), scope),
  )
  return Layer.succeedContext(services)
}

/** Builds the layers for one request: the application's one composition, with the request's session and brand. */
export function requestLayer(context: RequestContext): Layer.Layer<RequestServices> {
  const application = applicationLayer({
    endpoint: context.endpoint,
    settings: shopSettings(context.config, context.brand),
    store: context.session?.store ?? memoryStorage(),
    reporter: context.reporter ?? errorReporter(),
    tokenRefreshMarginSeconds: context.config.tokenRefreshMarginSeconds,
    ...(context.now ? { clock: { now: context.now } } : {}),
  })
  return Layer.merge(application, context.content)
}

/** The services of each request, built at its first use case (a page's loaders run a dozen). */
const builtServices = new WeakMap<RequestContext, Context.Context<RequestServices>>()

/**
 * The request's services, built once and shared by every use case the request runs: building the
 * adapters is a good part of a use case's cost, and none of them keeps anything a later use case of
 * the same request must not see (the session is read from its store at every call). Nothing the
 * layers build needs closing, so the scope is left to the garbage collector with the request.
 */
export function requestServices(context: RequestContext): Context.Context<RequestServices> {
  let services = builtServices.get(context)
  if (!services) {
    services = Effect.runSync(Layer.buildWithScope(requestLayer(context), Effect.runSync(Scope.make())))
    builtServices.set(context, services)
  }
  return services
}
