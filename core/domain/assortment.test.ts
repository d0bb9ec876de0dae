import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { effectiveAssortmentId, isAssortmentServiceEnabled, searchQuery } from './assortment'

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
