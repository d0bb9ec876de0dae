import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { rateWebVital, webVitalEvent, webVitalThresholds, type WebVitalName } from './web-vitals'

describe('rateWebVital', () => {
  it('uses the spec thresholds, inclusive of the good and poor limits', () => {
    expect(rateWebVital('LCP', 2500)).toBe('good')
    expect(rateWebVital('LCP', 2501)).toBe('needs-improvement')
    expect(rateWebVital('LCP', 4000)).toBe('needs-improvement')
    expect(rateWebVital('LCP', 4001)).toBe('poor')
    expect(rateWebVital('CLS', 0.1)).toBe('good')
    expect(rateWebVital('CLS', 0.26)).toBe('poor')
    expect(rateWebVital('FCP', 1800)).toBe('good')
    expect(rateWebVital('FID', 301)).toBe('poor')
    expect(rateWebVital('INP', 200)).toBe('good')
    expect(rateWebVital('INP', 499)).toBe('needs-improvement')
  })

  it('never rates a larger value better', () => {
    const order = { good: 0, 'needs-improvement': 1, poor: 2 }
    fc.assert(
      fc.property(
        fc.constantFrom(...(Object.keys(webVitalThresholds) as WebVitalName[])),
        fc.double({ min: 0, max: 10_000, noNaN: true }),
        fc.double({ min: 0, max: 10_000, noNaN: true }),
        (name, a, b) => {
          const [low, high] = a <= b ? [a, b] : [b, a]
          expect(order[rateWebVital(name, low)]).toBeLessThanOrEqual(order[rateWebVital(name, high)])
        },
      ),
      { numRuns: 1000 },
    )
  })
})

describe('webVitalEvent', () => {
  it('rates with the spec thresholds and rounds times to ms, CLS to 4 decimals', () => {
    expect(webVitalEvent('LCP', 2600.4, 'v1')).toEqual({
      event: 'web-vitals',
      name: 'LCP',
      value: 2600,
      rating: 'needs-improvement',
      id: 'v1',
    })
    expect(webVitalEvent('CLS', 0.251234, 'v2')).toMatchObject({ value: 0.2512, rating: 'poor' })
    expect(webVitalEvent('FID', 80, 'v3')).toMatchObject({ value: 80, rating: 'good' })
  })
})
