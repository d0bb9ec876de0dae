/** Web-vitals ratings against the spec's thresholds (content-and-surroundings §9). */

/** The metrics the shop reports. */
export type WebVitalName = 'FCP' | 'LCP' | 'CLS' | 'FID' | 'INP'

/** A metric's rating. */
export type WebVitalRating = 'good' | 'needs-improvement' | 'poor'

/** Good and poor thresholds per metric (ms, CLS unitless). */
export const webVitalThresholds: Readonly<Record<WebVitalName, readonly [good: number, poor: number]>> = {
  FCP: [1800, 3000],
  LCP: [2500, 4000],
  CLS: [0.1, 0.25],
  FID: [100, 300],
  INP: [200, 500],
}

/** Rates a value: good up to the good threshold, poor above the poor one (as the web-vitals library). */
export function rateWebVital(name: WebVitalName, value: number): WebVitalRating {
  const [good, poor] = webVitalThresholds[name]
  if (value > poor) return 'poor'
  if (value > good) return 'needs-improvement'
  return 'good'
}

/** A measured metric as the data layer gets it: the `web-vitals` event with the spec's rating. */
export function webVitalEvent(
  name: WebVitalName,
  value: number,
  id: string,
): {
  event: 'web-vitals'
  name: WebVitalName
  value: number
  rating: WebVitalRating
  id: string
} {
  // CLS is unitless with 4 decimals; the times are whole milliseconds.
  const rounded = name === 'CLS' ? Math.round(value * 10_000) / 10_000 : Math.round(value)
  return { event: 'web-vitals', name, value: rounded, rating: rateWebVital(name, value), id }
}
