import { Schema } from 'effect'
import { describe, expect, it } from 'vitest'
import { money } from '@proffsbutik/core/domain'
import { OptionalFromNull } from './absent'
import { MoneyFromNumber } from './money.schema'

const Wire = Schema.Struct({ id: Schema.String, phone: OptionalFromNull(Schema.String) })
const decode = Schema.decodeUnknownSync(Wire)
const encode = Schema.encodeSync(Wire)

describe('OptionalFromNull', () => {
  it('decodes null to an absent key', () => {
    const decoded = decode({ id: 'a', phone: null })
    expect(decoded).toStrictEqual({ id: 'a' })
    expect('phone' in decoded).toBe(false)
  })

  it('decodes a missing key, or one holding undefined, to an absent key', () => {
    expect('phone' in decode({ id: 'a' })).toBe(false)
    expect('phone' in decode({ id: 'a', phone: undefined })).toBe(false)
  })

  it('decodes a value to the value, through the inner schema', () => {
    expect(decode({ id: 'a', phone: '08-123' })).toStrictEqual({ id: 'a', phone: '08-123' })
    const Priced = Schema.Struct({ alloyingPrice: OptionalFromNull(MoneyFromNumber) })
    expect(Schema.decodeUnknownSync(Priced)({ alloyingPrice: 2.5 })).toStrictEqual({
      alloyingPrice: money(2.5),
    })
    expect(Schema.decodeUnknownSync(Priced)({ alloyingPrice: null })).toStrictEqual({})
  })

  it('still refuses a value the inner schema refuses', () => {
    expect(() => decode({ id: 'a', phone: 42 })).toThrow()
  })

  it('encodes an absent key by leaving it out, and a value as the value', () => {
    const encoded = encode({ id: 'a' })
    expect(encoded).toStrictEqual({ id: 'a' })
    expect('phone' in encoded).toBe(false)
    expect(encode({ id: 'a', phone: '08-123' })).toStrictEqual({ id: 'a', phone: '08-123' })
  })
})
