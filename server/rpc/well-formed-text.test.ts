import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { illFormedTextPaths, isWellFormedText } from './well-formed-text'

describe('well-formed text in RPC bodies', () => {
  it('finds lone surrogates in values and keys, and passes pairs', () => {
    expect(isWellFormedText('Rörbolaget 😀')).toBe(true)
    expect(isWellFormedText('\ud800')).toBe(false)
    expect(isWellFormedText('a\udc00b')).toBe(false)
    expect(illFormedTextPaths({ ids: ['ok', '\ud800'], note: { '\udfff': 1 } })).toEqual([
      'note.\udfff',
      'ids.1',
    ])
    expect(illFormedTextPaths({ a: [1, null, true, 'ok'] })).toEqual([])
  })

  it('agrees with encodeURIComponent on any string', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        let encodes = true
        try {
          encodeURIComponent(text)
        } catch {
          encodes = false
        }
        expect(isWellFormedText(text)).toBe(encodes)
      }),
      { numRuns: 500 },
    )
  })

  it('walks any depth without recursion', () => {
    const deep = JSON.parse('['.repeat(50_000) + '"\\ud800"' + ']'.repeat(50_000)) as unknown
    expect(illFormedTextPaths(deep)).toHaveLength(1)
  })
})
