import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { rateWebVital, webVitalThresholds, type WebVitalName } from './web-vitals'

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
