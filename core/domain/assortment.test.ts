import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  effectiveAssortmentId,
  isAssortmentServiceEnabled,
  SEARCH_TEXT_MAX,
  searchQuery,
  searchText,
} from './assortment'

describe('assortment', () => {
  it('is fetched only when the service setting starts with http', () => {
    expect(isAssortmentServiceEnabled('https://assortment.example.com')).toBe(true)
    expect(isAssortmentServiceEnabled('http://localhost:3000/services/assortment')).toBe(true)
    expect(isAssortmentServiceEnabled('')).toBe(false)
    expect(isAssortmentServiceEnabled('off')).toBe(false)
    expect(isAssortmentServiceEnabled(undefined)).toBe(false)
  })

  it("is cleared when the customer has none or its name is 'default'", () => {
    expect(effectiveAssortmentId({ id: 'A17', name: 'VVS-installatör' })).toBe('A17')
    expect(effectiveAssortmentId({ id: 'A1', name: 'default' })).toBeUndefined()
    expect(effectiveAssortmentId({ name: 'VVS' })).toBeUndefined()
    expect(effectiveAssortmentId(undefined)).toBeUndefined()
  })
})

describe('searchText', () => {
  it('is the first text, cut to the longest search without splitting a character', () => {
    expect(searchText(['rör', 'böj'])).toBe('rör')
    expect(searchText(undefined)).toBe('')
    expect(searchText('x'.repeat(300))).toHaveLength(SEARCH_TEXT_MAX)
    // A rocket is two units: one that would be cut in half is left out.
    expect(searchText(`${'x'.repeat(SEARCH_TEXT_MAX - 1)}🚀`)).toBe('x'.repeat(SEARCH_TEXT_MAX - 1))
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 400 }), (text) => {
        const cut = searchText(text)
        expect(cut.length).toBeLessThanOrEqual(SEARCH_TEXT_MAX)
        expect(text.startsWith(cut)).toBe(true)
        expect(/[\uD800-\uDBFF]$/.test(cut)).toBe(false)
      }),
    )
  })
})

describe('searchQuery', () => {
  it('needs a non-empty query', () => {
    expect(searchQuery('  kulventil ')).toBe('kulventil')
    expect(searchQuery(['rör', 'böj'])).toBe('rör')
    expect(searchQuery('   ')).toBeUndefined()
    expect(searchQuery(undefined)).toBeUndefined()
    expect(searchQuery(42)).toBeUndefined()
  })

  it('returns a trimmed non-empty query or nothing', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const query = searchQuery(text)
        if (query === undefined) expect(text.trim()).toBe('')
        else expect(query).toBe(text.trim())
      }),
      { numRuns: 1000 },
    )
  })
})
