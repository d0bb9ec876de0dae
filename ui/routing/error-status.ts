/** The status of a page that failed to load (content §2 Error page). */

/**
 * The status a page answers for a failure answered `status`: a refusal's own 4xx, else 500 — a
 * page is a 500 whichever way the services behind it failed (502 failed, 503 down), the error
 * page's internal-server-error case.
 */
export function pageStatus(status: number): number {
  return Number.isInteger(status) && status >= 400 && status < 500 ? status : 500
}

/**
 * The page status (pageStatus) of the failure a loader threw (a failed RPC's), else 500. An error
 * the server rendered reaches the browser with its message only, so the status is also read from
 * the message's end, `… (403)`, where ShopApiError and the server's RpcFailed put it.
 */
export function statusOf(error: unknown): number {
  const carried = (error as { status?: unknown } | null)?.status
  const status =
    typeof carried === 'number'
      ? carried
      : Number(/\((\d{3})\)$/.exec(String((error as { message?: unknown } | null)?.message ?? ''))?.[1])
  return pageStatus(status)
}
