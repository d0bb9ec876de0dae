/**
 * What a search that found nothing suggests besides a corrected spelling and the article-number
 * search (shop-core §5 Search, issue 28): each word of the query tried alone, and the categories its
 * hits are in — "kulventil 99 mm mässing" finds nothing, "kulventil" finds the valve categories.
 */
import type { Facet } from './catalog'

/** How many words of a fruitless query are tried alone. */
export const WIDENED_WORDS = 3

/** How many broader categories are suggested. */
export const BROADER_CATEGORIES = 3

/** The shortest word worth a search of its own (a size or a unit alone finds everything). */
const MIN_WORD_LENGTH = 3

/**
 * The words of a query to try alone: each at least three characters and not a number, each once
 * (whatever its case), longest first, at most WIDENED_WORDS. A query of one word has nothing broader.
 */
export function wordsToWiden(query: string): string[] {
  const words = query.trim().split(/\s+/)
  if (words.length < 2) return []
  const distinct = new Map<string, string>()
  for (const word of words) {
    const key = word.toLocaleLowerCase('sv')
    if (word.length >= MIN_WORD_LENGTH && !/^[\d.,]+$/.test(word) && !distinct.has(key))
      distinct.set(key, word)
  }
  return [...distinct.values()].toSorted((a, b) => b.length - a.length).slice(0, WIDENED_WORDS)
}

/** A category a broader search found: its name, slug and how many articles of it the word found. */
export interface BroaderCategory {
  readonly name: string
  readonly slug: string
  readonly count: number
}

/**
 * The categories the words' searches found (their category facets): each once with its largest
 * count, most hits first (then by name), at most BROADER_CATEGORIES.
 */
export function broaderCategories(facets: readonly (readonly Facet[])[]): BroaderCategory[] {
  const best = new Map<string, BroaderCategory>()
  for (const items of facets.map((found) => found.find((facet) => facet.name === 'category')?.items ?? []))
    for (const item of items) {
      const known = best.get(item.value)
      if (item.count > 0 && (!known || item.count > known.count))
        best.set(item.value, { name: item.label, slug: item.value, count: item.count })
    }
  return [...best.values()]
    .toSorted((a, b) => b.count - a.count || a.name.localeCompare(b.name, 'sv'))
    .slice(0, BROADER_CATEGORIES)
}
