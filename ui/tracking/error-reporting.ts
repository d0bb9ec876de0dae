/**
 * Error reporting in the browser (content §Errors) through Sentry's SDK, loaded after hydration in
 * its own chunk and only when SENTRY_DSN is set — without it the SDK costs no bytes. The spec's
 * limits: 100 breadcrumbs, a transport buffer of 30 events; the SDK itself waits out a rate limit
 * (60 s unless the server says otherwise). Aborted requests are never reported.
 */
import type * as SentryBrowser from '@sentry/browser'

/** How many breadcrumbs an event carries at most. */
export const MAX_BREADCRUMBS = 100

/** How many events the transport holds while sending. */
export const TRANSPORT_BUFFER = 30

/** The SDK once it is loaded; none without SENTRY_DSN. */
let sdk: Promise<typeof SentryBrowser> | null = null

/**
 * Reports made before error reporting started (hydration runs before the root starts it), sent
 * once it does; at most a transport buffer's worth is kept.
 */
const early: ((Sentry: typeof SentryBrowser) => void)[] = []

/** Sends a report through the SDK, or keeps it until error reporting starts. */
function send(report: (Sentry: typeof SentryBrowser) => void): void {
  if (sdk) void sdk.then(report)
  else if (early.length < TRANSPORT_BUFFER) early.push(report)
}

/** Whether an error is an aborted request (a navigation away, a cancelled fetch): never reported. */
export function isAbort(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    ((error as { name?: unknown }).name === 'AbortError' ||
      (error as { name?: unknown }).name === 'TimeoutError' ||
      /\baborted\b/i.test(String((error as { message?: unknown }).message ?? '')))
  )
}

/** Starts error reporting to `dsn`, once per tab. */
export function startErrorReporting(dsn: string, brand: string): void {
  if (sdk) return
  sdk = import('@sentry/browser').then((Sentry) => {
    Sentry.init({
      dsn,
      environment: brand,
      maxBreadcrumbs: MAX_BREADCRUMBS,
      transportOptions: { bufferSize: TRANSPORT_BUFFER },
      beforeSend: (event, hint) =>
        isAbort(hint.originalException) ||
        event.exception?.values?.some((value) => value.type === 'AbortError')
          ? null
          : event,
    })
    for (const report of early.splice(0)) report(Sentry)
    return Sentry
  })
}

/**
 * Reports what a developer should know but the buyer need not see (a missing tracking id): to the
 * console always, and to Sentry when error reporting runs.
 */
export function reportProblem(message: string): void {
  console.warn(message)
  send((Sentry) => Sentry.captureMessage(message, 'error'))
}

/**
 * What React met while rendering in the browser: `recoverable` for an error it recovered from — a
 * hydration mismatch, where it threw the server's HTML away and rendered the tree anew — and
 * `uncaught` for one no error boundary caught.
 */
export type RenderProblemKind = 'recoverable' | 'uncaught'

/** How a render problem's console line starts: the journeys fail on any line that does. */
export const RENDER_PROBLEM_PREFIX = 'Render problem'

/**
 * Reports a render problem to the console and to Sentry, with the component stack React gave: a
 * mismatch means the server and the browser rendered different pages, which no test may let pass.
 */
export function reportRenderProblem(kind: RenderProblemKind, error: unknown, componentStack?: string): void {
  console.error(`${RENDER_PROBLEM_PREFIX} (${kind}):`, error, componentStack ?? '')
  send((Sentry) =>
    Sentry.captureException(error, {
      tags: { render: kind },
      ...(componentStack ? { contexts: { react: { componentStack } } } : {}),
    }),
  )
}
