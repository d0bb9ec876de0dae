/**
 * Favourites and favourite lists (shop-core §5, §8): a 51st favourite is not added — the confirm
 * dialog shows instead; a failing list call answers errors.try_again_later_or_contact.
 */
import { Data, Effect } from 'effect'
import { cartAddFailed, favouriteListFailed, type UserMessage } from '../domain/messages'
import { canAddFavourite, FAVOURITES_CAP } from '../domain/quantity'
import { LIST_NAME_MAX } from '../domain/shopping-list'
import { productCategory, variantBrand } from '../domain/variant'
import { CartPort } from '../ports/cart.port'
import { CommerceGraphPort } from '../ports/commerce-graph.port'
import {
  FavouritesPort,
  type Favourite,
  type FavouriteList,
  type FavouriteListItem,
  type FavouriteListSort,
} from '../ports/favourites.port'
import { ServiceCallFailed } from '../ports/service-call.errors'
import { offeredDeliveryMethod } from './cart.usecase'
import { failureDetails, inputAnswer, messageAnswer, type FailureAnswer } from '../domain/failures'

/** A favourite-list call failed. */
export class FavouritesFailed extends Data.TaggedError('FavouritesFailed')<{
  readonly message: UserMessage
}> {
  get answer(): FailureAnswer {
    return messageAnswer(this.message, failureDetails(this))
  }
}

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
    const atCap = { kind: 'confirmCap', cap: FAVOURITES_CAP } as const
    if (!canAddFavourite(current.length)) return atCap
    return yield* favourites.addFavourite(articleNumber).pipe(
      Effect.map((favourite) => ({ kind: 'added', favourite }) as const),
      // Another tab reached 50 in between: the service refuses with 409, the dialog shows all the same.
      Effect.catchIf(
        (error): error is ServiceCallFailed =>
          error instanceof ServiceCallFailed && error.failure.kind === 'http' && error.failure.status === 409,
        () => Effect.succeed(atCap),
      ),
    )
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

/** Lists per page on the favourite-lists screen, and the most the graph gives in one page. */
export const LISTS_PER_PAGE = 50
const MAX_LISTS_PER_PAGE = 100

/** What the favourite-lists screen asks for: a page, and optionally only private or only shared lists. */
export interface ListsPageQuery {
  readonly offset: number
  readonly limit?: number
  readonly access?: FavouriteList['access']
  /** The last changed first unless asked otherwise. */
  readonly sort?: FavouriteListSort
  /** Only the lists of this customer (the one the user acts for). */
  readonly customerId?: string
}

/**
 * A page of the favourite lists the user sees, with the offset of the next page (undefined on the last).
 * Offset and limit are kept in the range the graph takes, so it has no paging value to replace.
 */
export const favouriteListsPage = (query: ListsPageQuery) => {
  const offset = Math.max(0, Math.trunc(query.offset))
  const limit = Math.min(Math.max(1, Math.trunc(query.limit ?? LISTS_PER_PAGE)), MAX_LISTS_PER_PAGE)
  return Effect.flatMap(FavouritesPort, (favourites) =>
    favourites.searchLists({
      offset,
      limit,
      sort: query.sort ?? '-updatedAt',
      ...(query.access === undefined ? {} : { access: query.access }),
      ...(query.customerId === undefined ? {} : { customerId: query.customerId }),
    }),
  ).pipe(
    // A next marker that does not move forward would page for ever: it ends the paging instead.
    Effect.map(({ data, next }) => ({ data, next: next !== null && next > offset ? next : undefined })),
    asListFailure,
  )
}

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

export { LIST_NAME_MAX }

/** A list name that cannot be used. */
export class ListNameInvalid extends Data.TaggedError('ListNameInvalid')<{ readonly reason: string }> {
  get answer(): FailureAnswer {
    return inputAnswer(failureDetails(this))
  }
}

/** Makes a list, private or shared within the customer; the name is trimmed and 1–100 characters. */
export const createList = (name: string, access: FavouriteList['access'], customerId?: string) =>
  Effect.gen(function* () {
    const trimmed = name.trim()
    if (trimmed.length === 0) return yield* new ListNameInvalid({ reason: 'Name the list' })
    if (trimmed.length > LIST_NAME_MAX)
      return yield* new ListNameInvalid({ reason: `At most ${LIST_NAME_MAX} characters` })
    return yield* (yield* FavouritesPort).createList(trimmed, access, customerId)
  }).pipe(asListFailure)

/** Deletes a list. */
export const deleteList = (listId: string) =>
  Effect.flatMap(FavouritesPort, (favourites) => favourites.deleteList(listId)).pipe(asListFailure)

/** Every line of a list, page after page. */
const allListItems = (listId: string) =>
  Effect.gen(function* () {
    const favourites = yield* FavouritesPort
    const items: FavouriteListItem[] = []
    let offset: number | null = 0
    while (offset !== null) {
      const page: { readonly data: readonly FavouriteListItem[]; readonly next: number | null } =
        yield* favourites.listItems(listId, { offset, limit: 100 })
      items.push(...page.data)
      offset = page.next !== null && page.next > offset ? page.next : null
    }
    return items
  })

/**
 * Puts a whole list, or its chosen lines, into a delivery of the cart with the list's quantities
 * (in a method the buyer may choose now).
 * A failing list is errors.try_again_later_or_contact; lines the cart refuses are named.
 */
export const addListToCart = (
  listId: string,
  cartId: string,
  deliveryId: string,
  itemIds?: readonly string[],
) =>
  Effect.gen(function* () {
    yield* offeredDeliveryMethod(deliveryId)
    const items = (yield* allListItems(listId).pipe(asListFailure)).filter(
      (item) => itemIds === undefined || itemIds.includes(item.favoriteItemId),
    )
    if (items.length === 0) return { addedCount: 0 }
    const answer = yield* (yield* CartPort)
      .addItems(
        cartId,
        items.map((item) => ({ articleNumber: item.articleNumber, quantity: item.quantity, deliveryId })),
      )
      .pipe(
        Effect.catchTag('ServiceCallFailed', () =>
          Effect.fail(
            new FavouritesFailed({ message: cartAddFailed(items.map((item) => item.articleNumber)) }),
          ),
        ),
      )
    return answer.errors.length === 0
      ? { addedCount: answer.cartItemIds.length }
      : {
          addedCount: answer.cartItemIds.length,
          message: cartAddFailed(answer.errors.map((error) => error.id)),
        }
  })

/** A favourite with what the favourites flyout shows of its article. */
export interface FavouriteArticle extends Favourite {
  readonly name: string
  readonly variantSlug: string | undefined
  readonly image: string | undefined
  /** The article's brand (variantBrand) and its product's category trail (productCategory), for tracking. */
  readonly brand: string | undefined
  readonly category: string | undefined
}

/**
 * The user's favourites with their articles' names, pictures, brands and categories (one
 * getVariants call, without prices or stock); a favourite whose article is gone keeps its article
 * number as its name.
 */
export const favouriteArticles = Effect.gen(function* () {
  const favourites = yield* (yield* FavouritesPort).favourites()
  if (favourites.length === 0) return []
  const variants = yield* (yield* CommerceGraphPort).getVariants({
    articleNumbers: favourites.map((f) => f.articleNumber),
    skipPrice: true,
    skipStock: true,
  })
  const byArticle = new Map(variants.map((v) => [v.articleNumber, v]))
  return favourites.map((favourite): FavouriteArticle => {
    const variant = byArticle.get(favourite.articleNumber)
    return {
      ...favourite,
      name: variant?.name ?? favourite.articleNumber,
      variantSlug: variant?.variantSlug,
      image: variant?.images?.[0]?.assetUrl,
      brand: variantBrand(variant),
      category: productCategory(variant?.product),
    }
  })
})

/**
 * Makes an article a favourite, as the favourite button asks: how it went (added, already one, or
 * the cap reached, with the cap) and the favourites after it.
 */
export const favouriteAndList = (articleNumber: string) =>
  Effect.gen(function* () {
    const added = yield* addFavourite(articleNumber)
    return { outcome: added.kind, cap: FAVOURITES_CAP, favourites: yield* favouriteArticles }
  })

/** Removes favourites, answering those left. */
export const unfavouriteAndList = (favouriteIds: readonly string[]) =>
  Effect.andThen(removeFavourites(favouriteIds), favouriteArticles)
