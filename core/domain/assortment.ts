/** Assortment and search rules (shop-core §4, §5). */

/** The assortment name that means "no particular assortment". */
export const DEFAULT_ASSORTMENT_NAME = 'default'

/** The id the assortment service knows the whole range by. */
export const WHOLE_RANGE_ASSORTMENT_ID = 'default'

/** The assortment service is used only when its setting is an http(s) address. */
export function isAssortmentServiceEnabled(setting: string | undefined): boolean {
  return setting?.startsWith('http') ?? false
}

/** The assortment id to use: none when the customer has none or it is named 'default'. */
export function effectiveAssortmentId(
  assortment: { readonly id?: string; readonly name?: string } | undefined,
): string | undefined {
  if (!assortment?.id || assortment.name === DEFAULT_ASSORTMENT_NAME) return undefined
  return assortment.id
}

/** The longest search text (UTF-16 units, as the RPCs count). */
export const SEARCH_TEXT_MAX = 200

/**
 * The search text an address carries (the first when repeated), cut to SEARCH_TEXT_MAX without
 * splitting a character written as two units; '' when there is none.
 */
export function searchText(q: unknown): string {
  const text = Array.isArray(q) ? q[0] : q
  if (typeof text !== 'string') return ''
  const cut = text.slice(0, SEARCH_TEXT_MAX)
  return /[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1) : cut
}

/** The search query to run, or undefined when it is empty (the search page then sends the user home). */
export function searchQuery(q: unknown): string | undefined {
  const text = Array.isArray(q) ? q[0] : q
  if (typeof text !== 'string') return undefined
  const trimmed = text.trim()
  return trimmed === '' ? undefined : trimmed
}
