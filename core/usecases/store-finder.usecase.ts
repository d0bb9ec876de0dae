/**
 * The store finder (/hitta-butik): every store sorted by name with its hours today (Stockholm's
 * calendar day by the clock), and every retailer. Each part loads on its own: when one fails, the
 * other still shows, and the failed part carries its message — 'No store details was found' and
 * 'No retailers found' (content §8) get their own keys, a failed call the key of its failure.
 */
import { Effect } from 'effect'
import { stockholmDay, type IsoDate } from '../domain/calendar'
import type { GeoPoint, Retailer, StoreDetails } from '../domain/content'
import { contentNotFoundKey, type UserMessage } from '../domain/messages'
import { openingHoursOn, type DayHours } from '../domain/opening-hours'
import { ContentNotFound } from '../ports/content.port'
import { Clock } from '../ports/clock.port'
import { findStores, retailers, type ContentFailed } from './content.usecase'

/** One part of the finder: what loaded, or the message saying why nothing did. */
export type FinderPart<A> =
  | { readonly status: 'loaded'; readonly items: readonly A[] }
  | { readonly status: 'failed'; readonly message: UserMessage }

/** A store as the finder lists it. */
export interface FinderStore {
  /** The storeId: the store page is /butiker/{storeId}. */
  readonly storeId: string
  readonly name: string
  readonly address?: string | undefined
  readonly phone?: string | undefined
  readonly location?: GeoPoint | undefined
  readonly today: DayHours
}

/** What the finder page shows. */
export interface StoreFinder {
  /** Today in Stockholm, the day `today` of each store is for. */
  readonly today: IsoDate
  readonly stores: FinderPart<FinderStore>
  readonly retailers: FinderPart<Retailer>
}

/** A failure of the content lookups as the message the page shows. */
function messageOf(error: ContentFailed | ContentNotFound): UserMessage {
  return error instanceof ContentNotFound ? { key: contentNotFoundKey(error.message) } : error.message
}

/** A list lookup as a finder part that never fails. */
const part = <A, R>(
  load: Effect.Effect<readonly A[], ContentFailed | ContentNotFound, R>,
): Effect.Effect<FinderPart<A>, never, R> =>
  load.pipe(
    Effect.map((items): FinderPart<A> => ({ status: 'loaded', items })),
    Effect.catch((error) => Effect.succeed<FinderPart<A>>({ status: 'failed', message: messageOf(error) })),
  )

const finderStore =
  (today: IsoDate) =>
  (store: StoreDetails): FinderStore => ({
    storeId: store.storeId,
    name: store.name,
    address: store.address,
    phone: store.phone,
    location: store.location,
    today: openingHoursOn(store, today),
  })

/** Every store (sorted by name, with today's hours) and every retailer, each part on its own. */
export const storeFinder = Effect.gen(function* () {
  const today = stockholmDay((yield* Clock).now())
  const [stores, found] = yield* Effect.all(
    [part(Effect.map(findStores(), (all) => all.map(finderStore(today)))), part(retailers)],
    { concurrency: 2 },
  )
  return { today, stores, retailers: found } satisfies StoreFinder
})
