import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isOrganisationNumber } from './organisation-number'

/** The Luhn check digit of nine digits, computed the plain way: double every other from the first. */
function checkDigit(nine: readonly number[]): number {
  const sum = nine
    .map((digit, index) => (index % 2 === 0 ? digit * 2 : digit))
    .map((value) => Math.floor(value / 10) + (value % 10))
    .reduce((a, b) => a + b, 0)
  return (10 - (sum % 10)) % 10
}

const nineDigits = fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 9, maxLength: 9 })

describe('isOrganisationNumber', () => {
  it('takes real-looking numbers, with or without the dash', () => {
    expect(isOrganisationNumber('556677-8899')).toBe(true)
    expect(isOrganisationNumber('5566778899')).toBe(true)
    expect(isOrganisationNumber(' 556123-4567 ')).toBe(true)
  })

  it('refuses what is not ten digits', () => {
    for (const text of ['abc', '', '556677-889', '556677-88990', '55667a-8899', '556677+8899'])
      expect(isOrganisationNumber(text), text).toBe(false)
  })

  it('takes every nine digits with their check digit, and refuses every other last digit', () => {
    fc.assert(
      fc.property(nineDigits, fc.integer({ min: 1, max: 9 }), (nine, shift) => {
        const head = nine.join('')
        const right = checkDigit(nine)
        const wrong = (right + shift) % 10
        expect(isOrganisationNumber(`${head.slice(0, 6)}-${head.slice(6)}${right}`)).toBe(true)
        expect(isOrganisationNumber(`${head}${wrong}`)).toBe(false)
      }),
    )
  })
})
