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
