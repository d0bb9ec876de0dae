import { describe, expect, it } from 'vitest'
import { mapsScriptUrl } from './maps-loader'

describe('mapsScriptUrl', () => {
  it('asks Google for the library with the key, in Swedish, with a callback', () => {
    const url = new URL(mapsScriptUrl('AIzaSyA-test_key'))
    expect(url.origin).toBe('https://maps.googleapis.com')
    expect(url.pathname).toBe('/maps/api/js')
    expect(Object.fromEntries(url.searchParams)).toEqual({
      key: 'AIzaSyA-test_key',
      callback: '__proffsbutikMapsReady',
      loading: 'async',
      language: 'sv',
      region: 'SE',
      v: 'weekly',
    })
  })

  it('escapes a key so it cannot add parameters', () => {
    const url = new URL(mapsScriptUrl('abc&callback=evil'))
    expect(url.searchParams.get('key')).toBe('abc&callback=evil')
    expect(url.searchParams.getAll('callback')).toEqual(['__proffsbutikMapsReady'])
  })
})
