/**
 * The server's error reporting (content §Errors): what the adapters find worth a developer's look is
 * written to the log and, with SENTRY_DSN, sent to Sentry. The client is Sentry's own server client
 * from `@sentry/core` (the core the browser SDK runs on; @sentry/node would bring OpenTelemetry and a
 * bundler toolchain for nothing the shop uses). The spec's limits: 100 breadcrumbs, a transport buffer
 * of 30 events, and the SDK's rate-limit wait (60 s unless the answer names another). Aborted requests
 * are never reported: the ports do not hand them over (core/domain/messages.ts `shouldReport`).
 */
import {
  createStackParser,
  createTransport,
  dedupeIntegration,
  linkedErrorsIntegration,
  Scope,
  type BaseTransportOptions,
  type Transport,
  type TransportMakeRequestResponse,
} from '@sentry/core'
import { nodeStackLineParser, ServerRuntimeClient } from '@sentry/core/server'
import { Effect, Layer } from 'effect'
import { ErrorReporter } from '@proffsbutik/core/ports'

/** How many breadcrumbs an event carries at most. */
export const MAX_BREADCRUMBS = 100

/** How many events the transport holds while sending; more are dropped until room is made. */
export const TRANSPORT_BUFFER = 30

/** Where reports go besides the log. */
export interface SentryTarget {
  readonly dsn: string
  /** The environment the events are filed under: the brand the shop serves. */
  readonly environment: string
  readonly release?: string | undefined
  /** How envelopes are sent (the global fetch unless a test brings its own). */
  readonly fetch?: typeof globalThis.fetch
}

/** The transport: envelopes POSTed with fetch, the rate-limit headers handed back to the SDK. */
const fetchTransport =
  (send: typeof globalThis.fetch) =>
  (options: BaseTransportOptions): Transport =>
    createTransport(
      { ...options, bufferSize: TRANSPORT_BUFFER },
      async (request): Promise<TransportMakeRequestResponse> => {
        const response = await send(options.url, {
          method: 'POST',
          body: request.body as BodyInit,
          ...(options.headers ? { headers: options.headers } : {}),
        })
        return {
          statusCode: response.status,
          headers: {
            'x-sentry-rate-limits': response.headers.get('x-sentry-rate-limits'),
            'retry-after': response.headers.get('retry-after'),
          },
        }
      },
    )

/** Sentry's server client for `target`, started. */
export function sentryClient(target: SentryTarget): ServerRuntimeClient {
  const client = new ServerRuntimeClient({
    dsn: target.dsn,
    environment: target.environment,
    ...(target.release ? { release: target.release } : {}),
    platform: 'node',
    runtime: { name: 'node', version: process.version },
    maxBreadcrumbs: MAX_BREADCRUMBS,
    stackParser: createStackParser(nodeStackLineParser()),
    integrations: [dedupeIntegration(), linkedErrorsIntegration()],
    transport: fetchTransport(target.fetch ?? globalThis.fetch),
  })
  client.init()
  return client
}

/** A report as the port takes it. */
type Report = Parameters<(typeof ErrorReporter)['Service']['report']>[0]

/** Sends one report: its message as an error event, its context as the event's extra data. */
function capture(client: ServerRuntimeClient, report: Report): void {
  const scope = new Scope()
  scope.setExtras(report.context)
  const service = report.context['service']
  if (typeof service === 'string') scope.setTag('service', service)
  client.captureMessage(report.message, 'error', undefined, scope)
}

/** Writes a report to the log. */
const log = (report: Report) => console.error(`[reported] ${report.message}`, JSON.stringify(report.context))

/** The error reporter: the log always, Sentry too when a client is given. */
export function errorReporter(client?: ServerRuntimeClient): Layer.Layer<ErrorReporter> {
  return Layer.succeed(ErrorReporter, {
    report: (report) =>
      Effect.sync(() => {
        log(report)
        if (client) capture(client, report)
      }),
  })
}
