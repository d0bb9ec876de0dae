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

/** An order favourite lists are read in: by name, creation or last change, `-` for descending. */
export type FavouriteListSort =
  'favoriteName' | '-favoriteName' | 'createdAt' | '-createdAt' | 'updatedAt' | '-updatedAt'

/** What getFavoriteLists asks for (shop-core §7); a filter left out is not applied. */
export interface FavouriteListSearch {
  /** Lists per page, 1–100 (the graph uses 50 when left out). */
  readonly limit?: number
  readonly offset?: number
  /** The graph's default is `-updatedAt`, the last changed first. */
  readonly sort?: FavouriteListSort
  /** Only private lists, or only lists shared within the customer. */
  readonly access?: FavouriteList['access']
  /** Only the lists of this owner. */
  readonly userId?: string
  /** Only the lists of this customer (one the user acts for). */
  readonly customerId?: string
  /** Only lists changed at or after this moment. */
  readonly fromUpdatedAt?: Date
}

/** A paging or sort value the graph did not take, and what it used instead. */
export interface FavouriteListSearchIssue {
  readonly field: string
  readonly message: string
}

/** A page of getFavoriteLists: the lists, the offset of the next page (null on the last) and the issues. */
export interface FavouriteListsPage {
  readonly data: readonly FavouriteList[]
  readonly next: number | null
  readonly errors: readonly FavouriteListSearchIssue[]
}

/** The user's favourites (the heart) and their favourite lists (shop-core §7 Favourites). */
export class FavouritesPort extends Context.Service<
  FavouritesPort,
  {
    /** The user's favourites, at most 50 (the spec's fetch limit). */
    readonly favourites: () => Call<readonly Favourite[]>
    readonly addFavourite: (articleNumber: string) => Call<Favourite>
    readonly removeFavourites: (favouriteIds: readonly string[]) => Call<void>
    /** Every list the user sees, page after page over REST (GET /v2/favorites), unfiltered. */
    readonly lists: () => Call<readonly FavouriteList[]>
    /** One page of the lists the user sees, filtered and sorted (the commerce graph's getFavoriteLists). */
    readonly searchLists: (search: FavouriteListSearch) => Call<FavouriteListsPage>
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
    /** Removes those of the lines that are on the list; answers how many were. */
    readonly removeListItems: (listId: string, itemIds: readonly string[]) => Call<number>
  }
>()('proffsbutik/FavouritesPort') {}
