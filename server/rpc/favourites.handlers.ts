/** The use cases behind the favourites RPCs (favourites.rpc.ts). */
import { favouriteAndList, favouriteArticles, unfavouriteAndList } from '@proffsbutik/core/usecases'
import type { favouritesRpcs } from './favourites.rpc'
import type { Handlers } from './rpc-handlers'

/** Which use case answers each favourites RPC. */
export const favouritesHandlers: Handlers<typeof favouritesRpcs> = {
  favourites: () => favouriteArticles,
  addFavourite: ({ articleNumber }) => favouriteAndList(articleNumber),
  removeFavourites: ({ favouriteIds }) => unfavouriteAndList(favouriteIds),
}
