/**
 * A failed ShopApi call as the UI sees it: HTTP status, message key (a catalog id), the failure's
 * tag (`LoginFailed`, `ContextNotAllowed` …) with its details, and field issues.
 */
export class ShopApiError extends Error {
  override readonly name = 'ShopApiError'

  constructor(
    readonly status: number,
    readonly key: string,
    readonly issues: readonly { path: string; message: string }[] = [],
    readonly tag?: string,
    readonly details: Readonly<Record<string, unknown>> = {},
  ) {
    super(`${key} (${status})`)
  }
}

/**
 * Whether a failed ShopApi call answered 404 — in the browser a ShopApiError, on the server the
 * in-process API's failure; both carry the status.
 */
export function isNotFoundFailure(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 404
}

/**
 * The message key of a failed ShopApi call — in the browser a ShopApiError's, on the server the
 * in-process API's failure's (its answer's body) — or `fallback` for anything else. A loader's
 * failure is read with it, since a loader runs in both.
 */
export function failureKeyOf(error: unknown, fallback: string): string {
  if (error instanceof ShopApiError) return error.key
  const key = (error as { body?: { error?: { key?: unknown } } } | null)?.body?.error?.key
  return typeof key === 'string' ? key : fallback
}
