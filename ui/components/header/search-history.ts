/** The buyer's recent searches, newest first, kept in the browser (the history container). */
import { readStored, writeStored } from '../../browser-storage'

/** Where the history is kept. */
export const SEARCH_HISTORY_KEY = 'search-history'

/** How many searches are remembered. */
export const SEARCH_HISTORY_SIZE = 8

const isTextList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string')

/** The history with `query` first, without an older copy of it, at most SEARCH_HISTORY_SIZE. */
export function withSearch(history: readonly string[], query: string): string[] {
  const text = query.trim()
  if (text === '') return [...history]
  const key = text.toLocaleLowerCase('sv')
  return [text, ...history.filter((item) => item.toLocaleLowerCase('sv') !== key)].slice(
    0,
    SEARCH_HISTORY_SIZE,
  )
}

/** The stored history. */
export function readSearchHistory(): string[] {
  return readStored(SEARCH_HISTORY_KEY, isTextList, []).slice(0, SEARCH_HISTORY_SIZE)
}

/** Remembers a search. */
export function rememberSearch(query: string): void {
  writeStored(SEARCH_HISTORY_KEY, withSearch(readSearchHistory(), query))
}

/** Forgets every search. */
export function clearSearchHistory(): void {
  writeStored(SEARCH_HISTORY_KEY, [])
}
