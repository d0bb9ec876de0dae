import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { validateDeliveryField, validateDeliveryForm } from './delivery-form'

describe('validateDeliveryField', () => {
  it('is in error when the field carries a message', () => {
    expect(validateDeliveryField({ value: 'ok', errorMessage: 'Ogiltigt' })).toEqual({
      valid: false,
      reason: 'message',
      message: 'Ogiltigt',
    })
  })

  it('needs a required value of at least minlength (default 1) that is not only whitespace', () => {
    expect(validateDeliveryField({ value: '', required: true })).toEqual({
      valid: false,
      reason: 'required',
      minlength: 1,
    })
    expect(validateDeliveryField({ value: '   ', required: true })).toEqual({
      valid: false,
      reason: 'required',
      minlength: 1,
    })
    expect(validateDeliveryField({ value: 'ab', required: true, minlength: 3 })).toEqual({
      valid: false,
      reason: 'required',
      minlength: 3,
    })
    expect(validateDeliveryField({ value: 'abc', required: true, minlength: 3 })).toEqual({ valid: true })
    expect(validateDeliveryField({ value: '' })).toEqual({ valid: true })
  })

  it('refuses more than maxlength characters with order.maxCharacters and the limit', () => {
    expect(validateDeliveryField({ value: 'abcdef', maxlength: 5 })).toEqual({
      valid: false,
      reason: 'maxLength',
      key: 'order.maxCharacters',
      values: { max: 5 },
    })
    expect(validateDeliveryField({ value: 'abcde', maxlength: 5 })).toEqual({ valid: true })
  })

  it('refuses every whitespace-only required value and accepts every value within limits', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[ \t\n]{0,20}$/), (blank) => {
        expect(validateDeliveryField({ value: blank, required: true }).valid).toBe(false)
      }),
      { numRuns: 1000 },
    )
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 40 }).filter((s) => s.trim() !== ''),
        fc.integer({ min: 0, max: 60 }),
        (value, extra) => {
          expect(
            validateDeliveryField({ value, required: true, maxlength: value.length + extra }).valid,
          ).toBe(true)
        },
      ),
      { numRuns: 1000 },
    )
  })
})

describe('validateDeliveryForm', () => {
  it('lists the fields in error by name', () => {
    expect(
      validateDeliveryForm({
        reference: { value: 'Projekt 12', required: true, maxlength: 30 },
        contact: { value: ' ', required: true },
        note: { value: 'x'.repeat(31), maxlength: 30 },
      }),
    ).toEqual({
      contact: { valid: false, reason: 'required', minlength: 1 },
      note: { valid: false, reason: 'maxLength', key: 'order.maxCharacters', values: { max: 30 } },
    })
  })
})
