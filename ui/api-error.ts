/** A failed ShopApi call as the UI sees it: HTTP status, message key (a catalog id) and field issues. */
export class ShopApiError extends Error {
  override readonly name = 'ShopApiError'

  constructor(
    readonly status: number,
    readonly key: string,
    readonly issues: readonly { path: string; message: string }[] = [],
  ) {
    super(`${key} (${status})`)
  }
}
