import { useEffect, useRef, useState } from 'react'
import { type GeoPoint, isGeoPoint } from '@proffsbutik/core/domain'
import { useT } from '../../i18n/use-t'
import { loadMaps, MAPS_REFUSED_EVENT, type MapsApi, type MapsMap, type MapsMarker } from './maps-loader'

/** A place the map marks: its name, position and where a click on its marker leads. */
export interface MapPlace {
  readonly id: string
  readonly name: string
  readonly location?: GeoPoint | undefined
  readonly href: string
}

/** Sweden, for a map without markers. */
const SWEDEN = { center: { lat: 62.0, lng: 15.0 }, zoom: 4 }

/**
 * The map of the listed stores (only rendered when MAPS_KEY is set): the maps library is loaded
 * when the map first shows, never in the bundle. If it cannot load, the map goes away without a
 * word — the list above it has everything the map shows.
 */
export function StoreMap({ mapsKey, places }: { mapsKey: string; places: readonly MapPlace[] }) {
  const t = useT()
  const element = useRef<HTMLDivElement>(null)
  const [maps, setMaps] = useState<{ api: MapsApi; map: MapsMap } | 'loading' | 'failed'>('loading')

  useEffect(() => {
    let current = true
    const refused = () => setMaps('failed')
    window.addEventListener(MAPS_REFUSED_EVENT, refused)
    loadMaps(mapsKey).then(
      (api) => {
        if (!current || !element.current) return
        const map = new api.Map(element.current, {
          ...SWEDEN,
          streetViewControl: false,
          mapTypeControl: false,
          fullscreenControl: false,
        })
        setMaps({ api, map })
      },
      () => current && setMaps('failed'),
    )
    return () => {
      current = false
      window.removeEventListener(MAPS_REFUSED_EVENT, refused)
    }
  }, [mapsKey])

  useEffect(() => {
    if (typeof maps === 'string') return
    const { api, map } = maps
    const bounds = new api.LatLngBounds()
    const markers: MapsMarker[] = []
    for (const place of places) {
      if (!place.location || !isGeoPoint(place.location)) continue
      const position = { lat: place.location.lat, lng: place.location.lon }
      const marker = new api.Marker({ position, map, title: place.name })
      marker.addListener('click', () => window.location.assign(place.href))
      markers.push(marker)
      bounds.extend(position)
    }
    if (markers.length === 1 && markers[0]) {
      const only = places.find((place) => place.location)?.location
      if (only) map.setCenter({ lat: only.lat, lng: only.lon })
      map.setZoom(12)
    } else if (markers.length > 1) map.fitBounds(bounds, 32)
    else {
      map.setCenter(SWEDEN.center)
      map.setZoom(SWEDEN.zoom)
    }
    return () => markers.forEach((marker) => marker.setMap(null))
  }, [maps, places])

  if (maps === 'failed') return null
  return (
    <div
      ref={element}
      className="store-map"
      role="region"
      aria-label={t('stores.map')}
      data-state={typeof maps === 'string' ? maps : 'ready'}
    />
  )
}
