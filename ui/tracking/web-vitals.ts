/**
 * Web vitals (content §9) measured in the browser by the `web-vitals` package and rated with the
 * spec's thresholds (core/domain/web-vitals.ts), each pushed to the data layer as a `web-vitals`
 * event when the library reports it. This module and the library load once the page has settled
 * (whenSettled), in their own chunk, so they add nothing to the first load; the browser keeps the
 * entries they read (buffered), so nothing measured before is lost. FID, which the library no longer
 * measures (INP replaced it), is read from the browser's first-input entry.
 */
import { onCLS, onFCP, onINP, onLCP } from 'web-vitals'
import { webVitalEvent, type WebVitalName } from '@proffsbutik/core/domain'
import { pushEvent } from './data-layer'

let started = false

const report = (name: WebVitalName, value: number, id: string) =>
  pushEvent({ ok: true, event: webVitalEvent(name, value, id) })

/** Starts measuring, once per tab. */
export function measureWebVitals(): void {
  if (started || typeof window === 'undefined') return
  started = true
  for (const on of [onCLS, onFCP, onINP, onLCP])
    on((metric) => report(metric.name as WebVitalName, metric.value, metric.id))
  if (typeof PerformanceObserver === 'undefined') return
  try {
    const observer = new PerformanceObserver((list) => {
      const first = list.getEntries()[0] as PerformanceEventTiming | undefined
      if (!first) return
      observer.disconnect()
      report('FID', first.processingStart - first.startTime, `fid-${Math.round(first.startTime)}`)
    })
    observer.observe({ type: 'first-input', buffered: true })
  } catch {
    // A browser without first-input entries has no FID to report.
  }
}
