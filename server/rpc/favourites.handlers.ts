/** The use cases behind the favourites RPCs (favourites.rpc.ts). */
import { Effect } from 'effect'
import { FAVOURITES_CAP } from '@proffsbutik/core/domain'
import { addFavourite, favouriteArticles, removeFavourites } from '@proffsbutik/core/usecases'
import type { favouritesRpcs } from './favourites.rpc'
import type { Handlers } from './rpc-handlers'

/** Which use case answers each favourites RPC. */
export const favouritesHandlers: Handlers<typeof favouritesRpcs> = {
  favourites: () => favouriteArticles,
  addFavourite: ({ articleNumber }) =>
    Effect.gen(function* () {
      const added = yield* addFavourite(articleNumber)
      return { outcome: added.kind, cap: FAVOURITES_CAP, favourites: yield* favouriteArticles }
    }),
  removeFavourites: ({ favouriteIds }) => Effect.andThen(removeFavourites(favouriteIds), favouriteArticles),
}
