/** The use cases behind the favourites RPCs (favourites.rpc.ts). */
import { Effect } from 'effect'
import { favouriteArticles, removeFavourites } from '../../core/usecases/favourites.usecase'
import type { favouritesRpcs } from './favourites.rpc'
import type { Handlers } from './rpc-handlers'

/** Which use case answers each favourites RPC. */
export const favouritesHandlers: Handlers<typeof favouritesRpcs> = {
  favourites: () => favouriteArticles,
  removeFavourites: ({ favouriteIds }) => Effect.andThen(removeFavourites(favouriteIds), favouriteArticles),
}
