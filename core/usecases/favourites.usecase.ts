/**
 * Favourites and favourite lists (shop-core §5, §8): a 51st favourite is not added — the confirm
 * dialog shows instead; a failing list call answers errors.try_again_later_or_contact.
 */
import { Data, Effect } from 'effect'
import { favouriteListFailed, type UserMessage } from '../domain/messages'
import { canAddFavourite, FAVOURITES_CAP } from '../domain/quantity'
import { FavouritesPort, type FavouriteList } from '../ports/favourites.port'
import { ServiceCallFailed } from '../ports/service-call.errors'

/** A favourite-list call failed. */
export class FavouritesFailed extends Data.TaggedError('FavouritesFailed')<{
  readonly message: UserMessage
}> {}

const asListFailure = <A, E, R>(effect: Effect.Effect<A, E, R>) =>
  Effect.catchIf(
    effect,
    (error): error is E & ServiceCallFailed => error instanceof ServiceCallFailed,
    () => Effect.fail(new FavouritesFailed({ message: favouriteListFailed() })),
  )

/** Adds a favourite, or asks for the confirm dialog when the user already has 50. */
export const addFavourite = (articleNumber: string) =>
  Effect.gen(function* () {
    const favourites = yield* FavouritesPort
    const current = yield* favourites.favourites()
    if (current.some((f) => f.articleNumber === articleNumber)) return { kind: 'alreadyFavourite' } as const
    if (!canAddFavourite(current.length)) return { kind: 'confirmCap', cap: FAVOURITES_CAP } as const
    return { kind: 'added', favourite: yield* favourites.addFavourite(articleNumber) } as const
  })

/** Removes favourites by id. */
export const removeFavourites = (favouriteIds: readonly string[]) =>
  Effect.flatMap(FavouritesPort, (favourites) => favourites.removeFavourites(favouriteIds))

/** Renames a list or changes who sees it. */
export const changeList = (listId: string, change: { name: string } | { access: FavouriteList['access'] }) =>
  Effect.flatMap(FavouritesPort, (favourites) =>
    'name' in change
      ? favourites.renameList(listId, change.name.trim())
      : favourites.shareList(listId, change.access),
  ).pipe(asListFailure)

/** A page of a list's lines, with the marker of the next page. */
export const listPage = (listId: string, offset: number, limit = 50) =>
  Effect.flatMap(FavouritesPort, (favourites) => favourites.listItems(listId, { offset, limit })).pipe(
    asListFailure,
  )

/** Adds articles to a list. */
export const addToList = (listId: string, items: readonly { articleNumber: string; quantity: number }[]) =>
  Effect.flatMap(FavouritesPort, (favourites) => favourites.addToList(listId, items)).pipe(asListFailure)

/** Removes lines of a list in one batch. */
export const removeListItems = (listId: string, itemIds: readonly string[]) =>
  Effect.flatMap(FavouritesPort, (favourites) => favourites.removeListItems(listId, itemIds)).pipe(
    asListFailure,
  )
