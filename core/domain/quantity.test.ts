import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  canAddFavourite,
  cartQuantity,
  checkAddToCart,
  formatQuantity,
  hasAtMostDecimals,
  PUNCHOUT_QUANTITY_DECIMALS,
  quantityRules,
  isValidMultiple,
  orderMultiple,
  QUANTITY_MAX,
  readCartQuantity,
  readQuantity,
  roundedUp,
  roundQuantity,
  roundUpToMultiple,
  steppedQuantity,
} from './quantity'

describe('roundQuantity', () => {
  it('takes the absolute value rounded to 10 decimals', () => {
    expect(roundQuantity(-3)).toBe(3)
    expect(roundQuantity(0.1 + 0.2)).toBe(0.3)
    expect(roundQuantity(1.00000000004)).toBe(1)
    expect(roundQuantity(2.123456789049)).toBe(2.123456789)
    expect(Object.is(roundQuantity(-0), 0)).toBe(true)
    expect(() => roundQuantity(Number.NaN)).toThrow(RangeError)
    expect(() => roundQuantity(Number.POSITIVE_INFINITY)).toThrow(RangeError)
  })

  it('is idempotent, non-negative and within half a unit of the tenth decimal', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e6, max: 1e6, noNaN: true }), (x) => {
        const rounded = roundQuantity(x)
        expect(rounded).toBeGreaterThanOrEqual(0)
        expect(roundQuantity(rounded)).toBe(rounded)
        expect(Math.abs(rounded - Math.abs(x))).toBeLessThanOrEqual(5e-11 + Math.abs(x) * Number.EPSILON)
      }),
      { numRuns: 1000 },
    )
  })
})

describe('orderMultiple', () => {
  const location = (locationId: string, multiple?: number) =>
    multiple === undefined
      ? { locationId, quantity: 10 }
      : { locationId, quantity: 10, orderMultiple: multiple }

  it('defaults to 1 without stock or location', () => {
    expect(orderMultiple(undefined)).toBe(1)
    expect(orderMultiple({ articleNumber: 'A', locations: [] })).toBe(1)
    expect(orderMultiple({ articleNumber: 'A', locations: [location('1', 5), location('2', 10)] }, '3')).toBe(
      1,
    )
  })

  it('uses the only location, otherwise the selected one', () => {
    expect(orderMultiple({ articleNumber: 'A', locations: [location('1', 5)] }, 'other')).toBe(5)
    expect(orderMultiple({ articleNumber: 'A', locations: [location('1', 5), location('2', 10)] }, '2')).toBe(
      10,
    )
    expect(orderMultiple({ articleNumber: 'A', locations: [location('1'), location('2', 10)] }, '1')).toBe(1)
  })
})

describe('multiples', () => {
  it('checks and rounds quantities to whole multiples, decimals included', () => {
    expect(isValidMultiple(30, 10)).toBe(true)
    expect(isValidMultiple(25, 10)).toBe(false)
    expect(isValidMultiple(0.3, 0.1)).toBe(true)
    expect(isValidMultiple(0, 5)).toBe(false)
    expect(roundUpToMultiple(25, 10)).toBe(30)
    expect(roundUpToMultiple(0.25, 0.1)).toBe(0.3)
    expect(roundUpToMultiple(0, 6)).toBe(6)
    expect(() => roundUpToMultiple(1, 0)).toThrow(RangeError)
  })

  it('rounds up to a valid multiple no more than one multiple away', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000 }),
        fc.constantFrom(0.1, 0.25, 1, 5, 6, 12, 100),
        (q, multiple) => {
          const quantity = q / 10
          const rounded = roundUpToMultiple(quantity, multiple)
          expect(isValidMultiple(rounded, multiple)).toBe(true)
          expect(rounded + 1e-9).toBeGreaterThanOrEqual(quantity)
          expect(rounded - quantity).toBeLessThan(multiple + 1e-9)
        },
      ),
      { numRuns: 1000 },
    )
  })
})

describe('favourites and add to cart', () => {
  it('caps favourites at 50', () => {
    expect(canAddFavourite(49)).toBe(true)
    expect(canAddFavourite(50)).toBe(false)
  })

  it('needs a delivery method to add to the cart', () => {
    expect(checkAddToCart(undefined)).toEqual({ ok: false, message: 'Vänligen välj ett leveranssätt.' })
    expect(checkAddToCart(' ')).toEqual({ ok: false, message: 'Vänligen välj ett leveranssätt.' })
    expect(checkAddToCart('DBI')).toEqual({ ok: true })
  })
})

describe('formatQuantity', () => {
  it('writes a quantity the Swedish way: decimal comma, thousands grouped, no trailing zeros', () => {
    expect(formatQuantity(2.5)).toBe('2,5')
    expect(formatQuantity(3)).toBe('3')
    expect(formatQuantity(12000)).toBe('12\u00a0000')
    expect(formatQuantity(0.0000000001)).toBe('0,0000000001')
    expect(formatQuantity(52931.2875324226)).toBe('52\u00a0931,2875324226')
  })
})

describe('quantities in punch-out mode', () => {
  it('refuses more than 3 decimals with its own problem, never rounding; other modes take 10', () => {
    const punchOut = quantityRules(true)
    expect(readQuantity('1,2345', punchOut)).toEqual({ ok: false, problem: 'tooManyDecimals' })
    expect(readQuantity('1,234', punchOut)).toEqual({ ok: true, quantity: 1.234 })
    expect(readQuantity('2,500', punchOut)).toEqual({ ok: true, quantity: 2.5 })
    expect(readQuantity('1,2345', quantityRules(false))).toEqual({ ok: true, quantity: 1.2345 })
    expect(readCartQuantity('0,0001', 1, punchOut)).toEqual({ ok: false, problem: 'tooManyDecimals' })
    expect(PUNCHOUT_QUANTITY_DECIMALS).toBe(3)
  })

  it('tells whether a quantity has at most n decimals, exactly (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000_000 }),
        fc.integer({ min: 0, max: 6 }),
        (units, decimals) => {
          const quantity = Number((units / 10 ** decimals).toFixed(decimals))
          expect(hasAtMostDecimals(quantity, 6)).toBe(true)
          if (decimals <= 3) expect(hasAtMostDecimals(quantity, 3)).toBe(true)
        },
      ),
    )
    expect(hasAtMostDecimals(0.1 + 0.2, 3)).toBe(true)
    expect(hasAtMostDecimals(1.0005, 3)).toBe(false)
  })
})

describe('readQuantity', () => {
  it('reads Swedish and English decimals and spaced thousands', () => {
    expect(readQuantity('2,5')).toEqual({ ok: true, quantity: 2.5 })
    expect(readQuantity('2.5')).toEqual({ ok: true, quantity: 2.5 })
    expect(readQuantity(' 12 ')).toEqual({ ok: true, quantity: 12 })
    expect(readQuantity('1 000')).toEqual({ ok: true, quantity: 1000 })
    expect(readQuantity('1\u00a0000')).toEqual({ ok: true, quantity: 1000 })
  })

  it('takes at most QUANTITY_MAX and says when a quantity is over it', () => {
    expect(readQuantity('1000000')).toEqual({ ok: true, quantity: QUANTITY_MAX })
    expect(readQuantity('1000001')).toEqual({ ok: false, problem: 'tooLarge' })
    expect(readQuantity('1000000,5')).toEqual({ ok: false, problem: 'tooLarge' })
  })

  it('refuses what is no positive quantity', () => {
    for (const text of ['', '0', '-1', 'tre', '1e3', '0.00000000001', '1,2,3', '2 st', '+2'])
      expect(readQuantity(text), text).toEqual({ ok: false, problem: 'invalid' })
  })

  it('reads back every quantity it accepts as the field writes it', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: QUANTITY_MAX * 1000 }), (thousandths) => {
        const quantity = thousandths / 1000
        const written = String(quantity).replace('.', ',')
        expect(readQuantity(written)).toEqual(
          quantity <= QUANTITY_MAX ? { ok: true, quantity } : { ok: false, problem: 'tooLarge' },
        )
      }),
    )
  })
})

describe('cartQuantity', () => {
  it('is absolute, rounded to 10 decimals, and rounded up to an order multiple above 1', () => {
    expect(cartQuantity(-2.5)).toBe(2.5)
    expect(cartQuantity(0.1 + 0.2)).toBe(0.3)
    expect(cartQuantity(7, 5)).toBe(10)
    expect(cartQuantity(2.5, 1)).toBe(2.5)
  })
})

describe('readCartQuantity', () => {
  it('takes what the cart takes: a multiple above 1 rounds up, and says so; 2,5 of a multiple of 1 stays', () => {
    expect(readCartQuantity('7', 5)).toEqual({ ok: true, quantity: 10, rounded: true })
    expect(readCartQuantity('10', 5)).toEqual({ ok: true, quantity: 10, rounded: false })
    expect(readCartQuantity('2,5', 1)).toEqual({ ok: true, quantity: 2.5, rounded: false })
  })

  it('counts the limit after the rounding, and refuses what is no quantity', () => {
    expect(readCartQuantity('1000000', 7)).toEqual({ ok: false, problem: 'tooLarge' })
    expect(readCartQuantity('1000000', 1)).toEqual({ ok: true, quantity: QUANTITY_MAX, rounded: false })
    expect(readCartQuantity('abc', 5)).toEqual({ ok: false, problem: 'invalid' })
  })

  it('always gives a whole number of multiples above 1, at or above what was written', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100_000 }),
        fc.integer({ min: 2, max: 50 }),
        (written, multiple) => {
          const read = readCartQuantity(String(written), multiple)
          if (!read.ok) {
            expect(read.problem).toBe('tooLarge')
            return
          }
          expect(read.quantity % multiple).toBe(0)
          expect(read.quantity).toBeGreaterThanOrEqual(written)
          expect(read.quantity - written).toBeLessThan(multiple)
          expect(read.rounded).toBe(read.quantity !== written)
        },
      ),
    )
  })
})

/** A quantity as the cart keeps it: positive, at most 10 decimals (0,0001 to 10 000 here). */
const keptQuantity = fc.integer({ min: 1, max: 100_000_000 }).map((tenThousandths) => tenThousandths / 10_000)

describe('roundedUp', () => {
  it('tells of a rounding only when the order multiple made the cart take more than was written', () => {
    expect(roundedUp(7, 5)).toEqual({ quantity: 10, multiple: 5 })
    expect(roundedUp(1, 6)).toEqual({ quantity: 6, multiple: 6 })
    expect(roundedUp(12, 6)).toBeUndefined()
    expect(roundedUp(3, 1)).toBeUndefined()
    expect(roundedUp(2.5, 1)).toBeUndefined()
  })

  it('says nothing of a step a float adds up past the 10th decimal (0,36 + 1 is 1,36, as written)', () => {
    expect(0.36 + 1).not.toBe(1.36)
    expect(roundedUp(0.36 + 1, 1)).toBeUndefined()
    expect(roundedUp(2.9999999999999996, 1)).toBeUndefined()
  })

  it('never tells of a rounding for a multiple of 1 or less, whatever the quantity or step', () => {
    fc.assert(
      fc.property(
        keptQuantity,
        fc.integer({ min: 1, max: 1000 }),
        fc.constantFrom(1, 0.5, 0),
        (q, step, m) => {
          expect(roundedUp(q, m)).toBeUndefined()
          expect(roundedUp(q + step, m)).toBeUndefined()
          expect(roundedUp(Math.abs(q - step), m)).toBeUndefined()
        },
      ),
    )
  })

  it('tells of a rounding above 1 exactly when the quantity is no whole number of multiples, up to the next', () => {
    fc.assert(
      fc.property(keptQuantity, fc.integer({ min: 2, max: 50 }), (q, m) => {
        const notice = roundedUp(q, m)
        // A property fails on any answer but true or undefined: expect's Assertion is not returned.
        if (isValidMultiple(q, m)) {
          expect(notice).toBeUndefined()
          return
        }
        expect(notice?.multiple).toBe(m)
        expect(isValidMultiple(notice!.quantity, m)).toBe(true)
        expect(notice!.quantity).toBeGreaterThan(q)
        expect(notice!.quantity - q).toBeLessThan(m)
      }),
    )
  })
})

describe('steppedQuantity', () => {
  it('steps one order multiple (at least 1), exact to 10 decimals, never below one step', () => {
    expect(steppedQuantity(0.36, 1, 'up')).toBe(1.36)
    expect(steppedQuantity(2.119, 1, 'down')).toBe(1.119)
    expect(steppedQuantity(10, 5, 'up')).toBe(15)
    expect(steppedQuantity(5, 5, 'down')).toBe(5)
    expect(steppedQuantity(0.5, 0.5, 'up')).toBe(1.5)
  })

  it('keeps what a step gives as the cart takes it, so a step of a multiple of 1 is never a rounding', () => {
    fc.assert(
      fc.property(keptQuantity, fc.constantFrom<'down' | 'up'>('down', 'up'), (q, direction) => {
        const stepped = steppedQuantity(q, 1, direction)
        expect(stepped).toBe(roundQuantity(stepped))
        expect(roundedUp(stepped, 1)).toBeUndefined()
      }),
    )
  })
})
