/**
 * The store finder's search (content §2 store finder): a place matches when every word of the
 * search starts a word of its name or address (street, postcode, town), compared without case and
 * without diacritics ("orebro" finds Örebro), and a postcode matches with or without its space
 * ("114 55" = "11455"). A search of digits only is a postcode prefix, so "3" does not find every
 * house number 3.
 */

/** What a searchable place has: a name and an address such as "Elektravägen 3, 126 30 Stockholm". */
export interface SearchablePlace {
  readonly name: string
  readonly address?: string | undefined
}

/** The longest search text the finder takes (the URL's ?q= is cut to it). */
export const MAX_PLACE_SEARCH_LENGTH = 100

/** Text folded for comparison: lower case, Swedish rules, diacritics removed, å ä ö → a a o. */
export function foldForSearch(text: string): string {
  return text
    .toLocaleLowerCase('sv')
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
}

const words = (text: string) =>
  foldForSearch(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w !== '')

const POSTCODE = /\b(\d{3})\s?(\d{2})\b/

/** The postcode written in an address, without its space ("12630"). */
export function postcodeOf(address: string | undefined): string | undefined {
  const match = POSTCODE.exec(address ?? '')
  return match ? `${match[1]}${match[2]}` : undefined
}

/** The words of a search; neighbouring groups of digits join into one ("114 55" → "11455"). */
export function searchWords(text: string): string[] {
  return words(text).reduce<string[]>((joined, word) => {
    const last = joined.at(-1)
    if (last !== undefined && /^\d+$/.test(last) && /^\d+$/.test(word) && last.length + word.length <= 5)
      joined[joined.length - 1] = last + word
    else joined.push(word)
    return joined
  }, [])
}

/** Whether a place matches a search; empty text matches every place. */
export function placeMatches(place: SearchablePlace, text: string): boolean {
  const query = text.trim().slice(0, MAX_PLACE_SEARCH_LENGTH)
  if (query === '') return true
  const postcode = postcodeOf(place.address)
  if (/^[\d\s]+$/.test(query)) return postcode?.startsWith(query.replace(/\s+/g, '')) ?? false
  const haystack = [...words(place.name), ...words(place.address ?? ''), ...(postcode ? [postcode] : [])]
  return searchWords(query).every((word) => haystack.some((candidate) => candidate.startsWith(word)))
}

/** The places that match a search, in the order given. */
export function searchPlaces<P extends SearchablePlace>(places: readonly P[], text: string): P[] {
  return places.filter((place) => placeMatches(place, text))
}
