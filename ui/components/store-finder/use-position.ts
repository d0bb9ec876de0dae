/**
 * The buyer's position, asked for only when they press "Visa närmast mig" (never on page load):
 * where the browser says the buyer is, or why it could not say. Kept in the tab only.
 */
import { useCallback, useState } from 'react'
import type { GeoPoint } from '@proffsbutik/core/domain'

/** Where asking for the position has got to. */
export type PositionState =
  | { readonly kind: 'idle' }
  | { readonly kind: 'locating' }
  | { readonly kind: 'located'; readonly position: GeoPoint }
  /** The buyer or the browser said no. */
  | { readonly kind: 'denied' }
  /** No position could be had (no geolocation, no fix, timed out). */
  | { readonly kind: 'unavailable' }

const PERMISSION_DENIED = 1

/** The position state, a function that asks the browser, and one that forgets the position. */
export function usePosition(): {
  readonly state: PositionState
  readonly locate: () => void
  readonly forget: () => void
} {
  const [state, setState] = useState<PositionState>({ kind: 'idle' })
  const locate = useCallback(() => {
    if (!('geolocation' in navigator)) {
      setState({ kind: 'unavailable' })
      return
    }
    setState({ kind: 'locating' })
    navigator.geolocation.getCurrentPosition(
      ({ coords }) =>
        setState({ kind: 'located', position: { lat: coords.latitude, lon: coords.longitude } }),
      (error) => setState({ kind: error.code === PERMISSION_DENIED ? 'denied' : 'unavailable' }),
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 300_000 },
    )
  }, [])
  const forget = useCallback(() => setState({ kind: 'idle' }), [])
  return { state, locate, forget }
}
