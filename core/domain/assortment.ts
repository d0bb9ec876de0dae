/** Assortment and search rules (shop-core §4, §5). */

/** The assortment name that means "no particular assortment". */
export const DEFAULT_ASSORTMENT_NAME = 'default'

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

/** The search query to run, or undefined when it is empty (the search page then sends the user home). */
export function searchQuery(q: unknown): string | undefined {
  const text = Array.isArray(q) ? q[0] : q
  if (typeof text !== 'string') return undefined
  const trimmed = text.trim()
  return trimmed === '' ? undefined : trimmed
}
