/** The status of a page that failed to load (content §2 Error page). */

/**
 * The HTTP status a failed loader carries (a failed RPC's), else 500. An error the server rendered
 * reaches the browser with its message only, so the status is also read from the message's end,
 * `… (403)`, where ShopApiError and the server's RpcFailed put it.
 */
export function statusOf(error: unknown): number {
  const carried = (error as { status?: unknown } | null)?.status
  const status =
    typeof carried === 'number'
      ? carried
      : Number(/\((\d{3})\)$/.exec(String((error as { message?: unknown } | null)?.message ?? ''))?.[1])
  return Number.isInteger(status) && status >= 400 && status < 600 ? status : 500
}
