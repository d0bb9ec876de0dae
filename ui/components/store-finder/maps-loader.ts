/**
 * Loads the Google Maps JavaScript API by URL with the configured key (content §7 third-party
 * loads), once per tab and only when a page asks for it: no npm package, nothing in the bundle.
 * The script carries the page's nonce (the Content-Security-Policy allows the maps hosts only when
 * MAPS_KEY is set). A failed load — no network, a refused key — rejects quietly; the caller hides
 * the map and the lists stay as they are.
 */

/** The few parts of google.maps the store map uses. */
export interface MapsApi {
  readonly Map: new (element: HTMLElement, options: MapOptions) => MapsMap
  readonly Marker: new (options: MarkerOptions) => MapsMarker
  readonly LatLngBounds: new () => MapsBounds
}

/** A position as the maps library takes it. */
export interface LatLng {
  readonly lat: number
  readonly lng: number
}

/** The options a map is created with. */
export interface MapOptions {
  readonly center: LatLng
  readonly zoom: number
  readonly streetViewControl?: boolean
  readonly mapTypeControl?: boolean
  readonly fullscreenControl?: boolean
}

/** The options of one marker. */
export interface MarkerOptions {
  readonly position: LatLng
  readonly map: MapsMap
  readonly title: string
}

/** A map on the page. */
export interface MapsMap {
  fitBounds(bounds: MapsBounds, padding?: number): void
  setCenter(center: LatLng): void
  setZoom(zoom: number): void
}

/** A marker on a map. */
export interface MapsMarker {
  setMap(map: MapsMap | null): void
  addListener(event: 'click', handler: () => void): unknown
}

/** The bounds markers are fitted into. */
export interface MapsBounds {
  extend(point: LatLng): void
}

interface MapsWindow {
  google?: { maps?: MapsApi }
  [callback: string]: unknown
}

const CALLBACK = '__proffsbutikMapsReady'
const AUTH_FAILURE = 'gm_authFailure'

/** The window event sent when Google refuses the key (gm_authFailure). */
export const MAPS_REFUSED_EVENT = 'proffsbutik:maps-refused'

/** How long the library may take to load before the map is given up. */
export const LOAD_TIMEOUT_MS = 15_000

/** The script URL of the maps library for a key, in Swedish for Sweden, loaded asynchronously. */
export function mapsScriptUrl(key: string): string {
  const query = new URLSearchParams({
    key,
    callback: CALLBACK,
    loading: 'async',
    language: 'sv',
    region: 'SE',
    v: 'weekly',
  })
  return `https://maps.googleapis.com/maps/api/js?${query.toString()}`
}

let loading: Promise<MapsApi> | undefined

/** The maps library, loaded on first call; later calls share the load. A failed load can be retried. */
export function loadMaps(key: string): Promise<MapsApi> {
  const win = window as unknown as MapsWindow
  if (win.google?.maps) return Promise.resolve(win.google.maps)
  loading ??= new Promise<MapsApi>((resolve, reject) => {
    const fail = () => {
      clearTimeout(timer)
      loading = undefined
      script.remove()
      reject(new Error('The maps library could not be loaded'))
    }
    // A load that hangs (a network that swallows the request) counts as failed.
    const timer = setTimeout(fail, LOAD_TIMEOUT_MS)
    win[CALLBACK] = () => {
      clearTimeout(timer)
      if (win.google?.maps) resolve(win.google.maps)
      else fail()
    }
    // Google calls this when the key is refused, possibly after the map is shown: it is then hidden.
    win[AUTH_FAILURE] = () => {
      fail()
      window.dispatchEvent(new Event(MAPS_REFUSED_EVENT))
    }
    const nonce = document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce
    // The library gives the styles it inserts the nonce of the first <style nonce> it finds.
    if (nonce && !document.querySelector('style[nonce]')) {
      const style = document.createElement('style')
      style.nonce = nonce
      document.head.append(style)
    }
    const script = document.createElement('script')
    script.src = mapsScriptUrl(key)
    script.async = true
    if (nonce) script.nonce = nonce
    script.onerror = fail
    document.head.append(script)
  })
  return loading
}
