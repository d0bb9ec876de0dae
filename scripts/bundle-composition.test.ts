import { describe, expect, it } from 'vitest'
import { addParts, decodeSegment, groupOf, spansBySource } from './bundle-composition'

describe('decodeSegment', () => {
  it('reads Base64 VLQ fields, signs and continuations included', () => {
    expect(decodeSegment('AAAA')).toEqual([0, 0, 0, 0])
    expect(decodeSegment('CACD')).toEqual([1, 0, 1, -1])
    // 16 needs a continuation digit: 32 = 'g', then 1 = 'B'.
    expect(decodeSegment('gB')).toEqual([16])
  })
  it('refuses a character that is no Base64 digit', () => {
    expect(() => decodeSegment('A!')).toThrow(/Base64/)
  })
})

describe('spansBySource', () => {
  it('gives each generated column to the source of the segment before it, unmapped text to none', () => {
    // Line 0: columns 0–3 from source 0, 4– unmapped (a one-field segment); line 1: source 1 from column 2.
    const code = 'abcdefgh\nxyz'
    const spans = spansBySource(code, 'AAAA,IAAA,E;ECAA')
    expect(spans).toEqual([
      { line: 0, start: 0, end: 4, source: 0 },
      { line: 0, start: 4, end: 6, source: 0 },
      { line: 0, start: 6, end: 8, source: -1 },
      { line: 1, start: 0, end: 2, source: -1 },
      { line: 1, start: 2, end: 3, source: 1 },
    ])
  })
})

describe('groupOf', () => {
  it('names npm packages, scoped or not, and the app by its folder', () => {
    expect(groupOf('../../node_modules/react-dom/cjs/react-dom-client.production.js')).toBe('react-dom')
    expect(groupOf('../../node_modules/@tanstack/router-core/dist/esm/router.js')).toBe(
      '@tanstack/router-core',
    )
    expect(groupOf('../../ui/components/header/search-box.tsx')).toBe('ui/components/header')
    expect(groupOf('../../core/domain/money.ts')).toBe('core/domain')
    expect(groupOf('../../ui/router.tsx')).toBe('ui')
    expect(groupOf(undefined)).toBe('(no source)')
  })
})

describe('addParts', () => {
  it('adds the parts of several chunks by group, largest first', () => {
    expect(
      addParts([
        { group: 'a', bytes: 10, gzipBytes: 5 },
        { group: 'b', bytes: 30, gzipBytes: 20 },
        { group: 'a', bytes: 10, gzipBytes: 5 },
      ]),
    ).toEqual([
      { group: 'b', bytes: 30, gzipBytes: 20 },
      { group: 'a', bytes: 20, gzipBytes: 10 },
    ])
  })
})
