/** The use cases behind the store finder's RPCs (stores.rpc.ts). */
import { Effect } from 'effect'
import type { DayHours, GeoPoint, Retailer } from '@proffsbutik/core/domain'
import { type FinderPart, type FinderStore, storeFinder } from '@proffsbutik/core/usecases'
import type { Handlers } from './rpc-handlers'
import type { storesRpcs } from './stores.rpc'

/** An object without its undefined fields: the wire leaves absent fields out. */
const defined = <T extends object>(value: T) =>
  Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined)) as {
    [K in keyof T]: Exclude<T[K], undefined>
  }

const point = (location: GeoPoint | undefined) =>
  location === undefined ? undefined : { lat: location.lat, lon: location.lon }

const hours = (today: DayHours) => defined(today)

const store = (s: FinderStore) =>
  defined({
    storeId: s.storeId,
    name: s.name,
    address: s.address,
    phone: s.phone,
    location: point(s.location),
    today: hours(s.today),
  })

const retailer = (r: Retailer) =>
  defined({
    id: r.id,
    name: r.name,
    address: r.address,
    location: point(r.location),
    offerings: r.offerings,
    link: r.link,
  })

const part = <A, B>(found: FinderPart<A>, map: (item: A) => B) =>
  found.status === 'loaded'
    ? { status: 'loaded' as const, items: found.items.map(map) }
    : {
        status: 'failed' as const,
        message: defined({ key: found.message.key, values: found.message.values }),
      }

/** Which use case answers each store-finder RPC. */
export const storesHandlers: Handlers<typeof storesRpcs> = {
  storeFinder: () =>
    Effect.map(storeFinder, (finder) => ({
      today: finder.today,
      stores: part(finder.stores, store),
      retailers: part(finder.retailers, retailer),
    })),
}
