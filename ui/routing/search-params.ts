/**
 * How the shop's URLs carry search parameters: plain `?q=rör&filter=a&filter=b`, as buyers and other
 * sites write them. Every value reads as text (a route's validateSearch turns it into what it needs:
 * "1000003" stays the article number a buyer searched for); a repeated key reads as a list.
 */

/** Reads a query string ("?a=1&b=x&b=y") into text values and lists of them. */
export function parseSearch(query: string): Record<string, string | string[]> {
  const result: Record<string, string | string[]> = {}
  for (const [key, value] of new URLSearchParams(query.startsWith('?') ? query.slice(1) : query)) {
    const seen = result[key]
    result[key] = seen === undefined ? value : Array.isArray(seen) ? [...seen, value] : [seen, value]
  }
  return result
}

/** Writes search values as a query string ("?…", or "" when there are none); lists repeat their key. */
export function stringifySearch(search: Record<string, unknown>): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(search)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item === undefined || item === null || item === '') continue
      params.append(key, typeof item === 'object' ? JSON.stringify(item) : String(item))
    }
  }
  const text = params.toString()
  return text ? `?${text}` : ''
}
