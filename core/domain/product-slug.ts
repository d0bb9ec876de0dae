/**
 * Variant slugs: the variant's name made URL-safe, then a dash and its article number
 * ("kulventil-tour-andersson-15-mm-1000003"). The product page reads the article number from the
 * end of the slug and then checks the whole slug against the variant's own.
 */

/** The article number a variant slug ends with, or undefined when the slug cannot name one. */
export function articleNumberOfSlug(slug: string): string | undefined {
  const tail = slug.slice(slug.lastIndexOf('-') + 1)
  return /^[\dA-Za-z]{1,40}$/.test(tail) ? tail : undefined
}
