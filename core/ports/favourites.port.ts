import { Context, type Effect } from 'effect'
import type { NotLoggedIn } from './credentials.port'
import type { ServiceCallFailed } from './service-call.errors'

type Call<A> = Effect.Effect<A, ServiceCallFailed | NotLoggedIn>

/** A favourite article of the user. */
export interface Favourite {
  readonly favouriteId: string
  readonly articleNumber: string
}

/** A favourite (shopping) list (shop-core §3). */
export interface FavouriteList {
  readonly favoriteId: string
  readonly favoriteName: string
  readonly access: 'private' | 'customer'
  readonly userId: string
  readonly customerId: string
  readonly createdAt: string
  readonly updatedAt: string
  readonly totalRows: number
  readonly userFullName: string
}

/** A line of a favourite list. */
export interface FavouriteListItem {
  readonly favoriteItemId: string
  readonly articleNumber: string
  readonly quantity: number
}

/** The user's favourites (the heart) and their favourite lists (shop-core §7 Favourites). */
export class FavouritesPort extends Context.Service<
  FavouritesPort,
  {
    /** The user's favourites, at most 50 (the spec's fetch limit). */
    readonly favourites: () => Call<readonly Favourite[]>
    readonly addFavourite: (articleNumber: string) => Call<Favourite>
    readonly removeFavourites: (favouriteIds: readonly string[]) => Call<void>
    readonly lists: () => Call<readonly FavouriteList[]>
    /** GET /v2/favorites/{id}: one list the user sees, with its owner's name and its line count. */
    readonly list: (listId: string) => Call<FavouriteList>
    readonly listItems: (
      listId: string,
      page: { readonly offset: number; readonly limit: number },
    ) => Call<{ readonly data: readonly FavouriteListItem[]; readonly next: number | null }>
    /** A new list in the customer (the user's default customer when left out). */
    readonly createList: (
      name: string,
      access: FavouriteList['access'],
      customerId?: string,
    ) => Call<FavouriteList>
    readonly renameList: (listId: string, name: string) => Call<FavouriteList>
    readonly shareList: (listId: string, access: FavouriteList['access']) => Call<FavouriteList>
    readonly deleteList: (listId: string) => Call<void>
    readonly addToList: (
      listId: string,
      items: readonly { articleNumber: string; quantity: number }[],
    ) => Call<void>
    readonly changeListItem: (listId: string, itemId: string, quantity: number) => Call<void>
    readonly removeListItems: (listId: string, itemIds: readonly string[]) => Call<void>
  }
>()('proffsbutik/FavouritesPort') {}
