/** What a page rendered on the server holds of an RPC's answer: the wire's shape, keys of undefined left out. */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { withoutUndefined } from './shop-api.server'

describe('withoutUndefined', () => {
  it('leaves out keys of undefined at every depth, and keeps null, false, 0 and empty text', () => {
    const card = {
      articleNumber: '1000003',
      category: undefined,
      price: { kind: 'price', amount: 0, before: undefined, alloying: null },
      filterTags: [{ tag: 'Dimension:4,0x40', note: undefined }],
      discontinued: false,
      label: '',
    }
    expect(withoutUndefined(card)).toStrictEqual({
      articleNumber: '1000003',
      price: { kind: 'price', amount: 0, alloying: null },
      filterTags: [{ tag: 'Dimension:4,0x40' }],
      discontinued: false,
      label: '',
    })
  })

  it('keeps objects that are not plain data (a date) as they are', () => {
    const at = new Date('2026-12-02T12:00:00Z')
    expect(withoutUndefined({ at, none: undefined }).at).toBe(at)
  })

  it('is what JSON makes of any JSON-like value, so a page holds what the browser’s call answers', () => {
    // JSON's own values (a -0 is 0 once it has been JSON), with keys of undefined mixed in.
    const json = fc.jsonValue().map((value) => JSON.parse(JSON.stringify(value)) as unknown)
    fc.assert(
      fc.property(json, fc.dictionary(fc.string(), fc.constant(undefined)), (value, absent) => {
        const withAbsent =
          value !== null && typeof value === 'object' && !Array.isArray(value)
            ? { ...absent, ...value }
            : value
        expect(withoutUndefined(withAbsent)).toStrictEqual(JSON.parse(JSON.stringify(withAbsent)))
      }),
    )
  })
})
