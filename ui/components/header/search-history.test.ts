import { describe, expect, it } from 'vitest'
import { SEARCH_HISTORY_SIZE, withSearch } from './search-history'

describe('withSearch', () => {
  it('puts the newest search first and keeps one copy, whatever its case', () => {
    expect(withSearch(['rör', 'Kulventil', 'koppling'], ' kulventil ')).toEqual([
      'kulventil',
      'rör',
      'koppling',
    ])
  })

  it('keeps at most the last searches and ignores empty ones', () => {
    const full = Array.from({ length: SEARCH_HISTORY_SIZE }, (_, i) => `sök ${i}`)
    expect(withSearch(full, 'ny')).toEqual(['ny', ...full.slice(0, SEARCH_HISTORY_SIZE - 1)])
    expect(withSearch(['rör'], '   ')).toEqual(['rör'])
  })
})
