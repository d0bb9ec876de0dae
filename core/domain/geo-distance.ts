/**
 * Distances on the map for the store finder: the great-circle distance between two positions
 * (haversine, on a sphere of the Earth's mean radius) and places ordered nearest first.
 */
import type { GeoPoint } from './content'

/** The Earth's mean radius in kilometres (IUGG). */
export const EARTH_RADIUS_KM = 6371.0088

const radians = (degrees: number) => (degrees * Math.PI) / 180

/** Whether a point is a real position: finite, latitude within ±90 and longitude within ±180. */
export function isGeoPoint(point: GeoPoint): boolean {
  return (
    Number.isFinite(point.lat) &&
    Number.isFinite(point.lon) &&
    Math.abs(point.lat) <= 90 &&
    Math.abs(point.lon) <= 180
  )
}

/** The great-circle distance between two positions, in kilometres. */
export function distanceKm(from: GeoPoint, to: GeoPoint): number {
  const dLat = radians(to.lat - from.lat)
  const dLon = radians(to.lon - from.lon)
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(from.lat)) * Math.cos(radians(to.lat)) * Math.sin(dLon / 2) ** 2
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)))
}

/** A place with its distance from the buyer, when both positions are known. */
export interface WithDistance<P> {
  readonly place: P
  readonly distanceKm?: number | undefined
}

/**
 * Places ordered nearest first from `from`; places without a (valid) position keep their order
 * after the others. Without `from` the order is left as it is and no distance is given.
 */
export function nearestFirst<P extends { readonly location?: GeoPoint | undefined }>(
  places: readonly P[],
  from: GeoPoint | undefined,
): WithDistance<P>[] {
  const measured = places.map((place): WithDistance<P> => ({
    place,
    distanceKm:
      from && isGeoPoint(from) && place.location && isGeoPoint(place.location)
        ? distanceKm(from, place.location)
        : undefined,
  }))
  if (!from) return measured
  // Array.prototype.sort is stable: equal distances and unknown positions keep their order.
  return measured.sort((a, b) => (a.distanceKm ?? Infinity) - (b.distanceKm ?? Infinity))
}
