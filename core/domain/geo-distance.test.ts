import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { distanceKm, isGeoPoint, nearestFirst } from './geo-distance'

const stockholm = { lat: 59.3293, lon: 18.0686 }
const goteborg = { lat: 57.7089, lon: 11.9746 }
const malmo = { lat: 55.605, lon: 13.0038 }

describe('distanceKm', () => {
  it('is zero from a place to itself', () => {
    expect(distanceKm(stockholm, stockholm)).toBe(0)
  })

  it('measures known distances between Swedish cities within a kilometre', () => {
    expect(distanceKm(stockholm, goteborg)).toBeCloseTo(397, -1)
    expect(Math.abs(distanceKm(stockholm, malmo) - 513)).toBeLessThan(2)
  })

  it('is the same both ways', () => {
    expect(distanceKm(goteborg, malmo)).toBeCloseTo(distanceKm(malmo, goteborg), 9)
  })

  it('counts one degree of latitude as about 111 km and half the globe as πR', () => {
    expect(distanceKm({ lat: 0, lon: 0 }, { lat: 1, lon: 0 })).toBeCloseTo(111.2, 1)
    expect(distanceKm({ lat: 0, lon: 0 }, { lat: 0, lon: 180 })).toBeCloseTo(Math.PI * 6371.0088, 6)
  })
})

describe('isGeoPoint', () => {
  it('refuses positions off the globe or not numbers', () => {
    expect(isGeoPoint(stockholm)).toBe(true)
    expect(isGeoPoint({ lat: 91, lon: 0 })).toBe(false)
    expect(isGeoPoint({ lat: 0, lon: -181 })).toBe(false)
    expect(isGeoPoint({ lat: Number.NaN, lon: 0 })).toBe(false)
  })
})

describe('nearestFirst', () => {
  const places = [
    { name: 'Malmö', location: malmo },
    { name: 'Okänd' },
    { name: 'Göteborg', location: goteborg },
    { name: 'Stockholm', location: stockholm },
  ]

  it('orders by distance, places without a position last, with the distance given', () => {
    const ordered = nearestFirst(places, { lat: 57.7, lon: 12 })
    expect(ordered.map((p) => p.place.name)).toEqual(['Göteborg', 'Malmö', 'Stockholm', 'Okänd'])
    expect(ordered[0]?.distanceKm).toBeLessThan(2)
    expect(ordered[3]?.distanceKm).toBeUndefined()
  })

  it('keeps the order and gives no distance without a position', () => {
    const kept = nearestFirst(places, undefined)
    expect(kept.map((p) => p.place.name)).toEqual(['Malmö', 'Okänd', 'Göteborg', 'Stockholm'])
    expect(kept.every((p) => p.distanceKm === undefined)).toBe(true)
  })
})

describe('distanceKm over the globe', () => {
  const point = fc.record({
    lat: fc.double({ min: -90, max: 90, noNaN: true }),
    lon: fc.double({ min: -180, max: 180, noNaN: true }),
  })

  it('is symmetric, never negative, at most half the circumference, and keeps the triangle inequality', () => {
    // Floating point near antipodal points is good to about a centimetre; a metre is far below
    // anything a buyer sees (distances show to 0.1 km).
    const metre = 1e-3
    fc.assert(
      fc.property(point, point, point, (a, b, c) => {
        const ab = distanceKm(a, b)
        expect(ab).toBeGreaterThanOrEqual(0)
        expect(ab).toBeLessThanOrEqual(Math.PI * 6371.0088 + metre)
        expect(Math.abs(ab - distanceKm(b, a))).toBeLessThan(metre)
        expect(ab).toBeLessThanOrEqual(distanceKm(a, c) + distanceKm(c, b) + metre)
      }),
    )
  })
})
