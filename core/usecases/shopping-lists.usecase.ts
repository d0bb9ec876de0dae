/**
 * The shopping-list screens (favourite lists, shop-core §3): the overview of the acting customer's
 * lists the user sees, one list with a page of its lines named, and the changes of a list and its
 * lines. A failing list call is errors.try_again_later_or_contact (§8); a list that is gone or not
 * the user's to see is FavouriteListNotFound.
 */
import { Data, Effect } from 'effect'
import { LIST_ITEMS_PER_PAGE, listNameProblem, mayManageList } from '../domain/shopping-list'
import { PIECE_UNIT } from '../domain/product-card'
import { readQuantity } from '../domain/quantity'
import { favouriteListFailed } from '../domain/messages'
import { CommerceGraphPort } from '../ports/commerce-graph.port'
import { FavouritesPort, type FavouriteList } from '../ports/favourites.port'
import { ServiceCallFailed } from '../ports/service-call.errors'
import { deliveryChoiceFor, actingRights } from './delivery-options.usecase'
import { FavouritesFailed, favouriteListsPage } from './favourites.usecase'
import { currentUser, readSession } from './session.usecase'
import { failureDetails, inputAnswer, type FailureAnswer } from '../domain/failures'

/** The list is gone, or is not the user's to see (a private list of someone else). */
export class FavouriteListNotFound extends Data.TaggedError('FavouriteListNotFound')<{
  readonly listId: string
}> {
  get answer(): FailureAnswer {
    return { status: 404, key: 'errors.not_found', details: failureDetails(this) }
  }
}

/** None of the lines asked for is on the list (they are gone, or belong to another list). */
export class ListLinesNotFound extends Data.TaggedError('ListLinesNotFound')<{
  readonly listId: string
  readonly itemIds: readonly string[]
}> {
  get answer(): FailureAnswer {
    return { status: 404, key: 'errors.not_found', details: failureDetails(this) }
  }
}

/** Input the use case refused before any call: which field, and why. */
export class ListInputInvalid extends Data.TaggedError('ListInputInvalid')<{
  readonly field: 'name' | 'quantity' | 'items'
  readonly reason: 'empty' | 'tooLong' | 'invalid' | 'tooLarge'
}> {
  get answer(): FailureAnswer {
    return inputAnswer(failureDetails(this))
  }
}

const isMissing = (error: ServiceCallFailed) =>
  error.failure.kind === 'http' && (error.failure.status === 404 || error.failure.status === 403)

/** A list call's failure: a missing list as FavouriteListNotFound, any other errors.try_again_later_or_contact. */
const listFailure =
  (listId: string) =>
  <A, E, R>(effect: Effect.Effect<A, E, R>) =>
    Effect.catchIf(
      effect,
      (error): error is E & ServiceCallFailed => error instanceof ServiceCallFailed,
      (error) =>
        Effect.fail(
          isMissing(error)
            ? new FavouriteListNotFound({ listId })
            : new FavouritesFailed({ message: favouriteListFailed() }),
        ),
    )

/** A list as the screens show it, with whether the user may share, keep private or delete it. */
export interface ShoppingListView extends FavouriteList {
  readonly mayManage: boolean
}

/**
 * A page of the lists of the customer the user acts for that the user sees (their own and the ones
 * shared within the customer), the last changed first.
 */
export const shoppingListsOverview = (offset: number) =>
  Effect.gen(function* () {
    const user = yield* currentUser
    const session = yield* readSession
    const customerId = session?.currentCustomerId ?? user.defaultCustomerId ?? undefined
    const page = yield* favouriteListsPage({ offset, ...(customerId ? { customerId } : {}) })
    return {
      customerId,
      lists: page.data.map((list): ShoppingListView => ({ ...list, mayManage: mayManageList(list, user) })),
      next: page.next,
    }
  })

/** A line of a list with its article named. */
export interface ShoppingListLine {
  readonly favoriteItemId: string
  readonly articleNumber: string
  readonly quantity: number
  readonly name: string
  readonly variantSlug: string | undefined
  readonly unit: string
  readonly image: string | undefined
}

/** A page of a list's lines from `offset`, each named by its article (one getVariants call). */
export const shoppingListLines = (listId: string, offset: number) =>
  Effect.gen(function* () {
    const page = yield* (yield* FavouritesPort).listItems(listId, {
      offset: Math.max(0, Math.trunc(offset)),
      limit: LIST_ITEMS_PER_PAGE,
    })
    const variants =
      page.data.length === 0
        ? []
        : yield* (yield* CommerceGraphPort).getVariants({
            articleNumbers: [...new Set(page.data.map((item) => item.articleNumber))],
            skipPrice: true,
            skipStock: true,
          })
    const byArticle = new Map(variants.map((variant) => [variant.articleNumber, variant]))
    const lines = page.data.map((item): ShoppingListLine => {
      const variant = byArticle.get(item.articleNumber)
      return {
        favoriteItemId: item.favoriteItemId,
        articleNumber: item.articleNumber,
        quantity: item.quantity,
        name: variant?.name ?? item.articleNumber,
        variantSlug: variant?.variantSlug || undefined,
        unit: variant?.webSalesUnit?.unit ?? PIECE_UNIT,
        image: variant?.images?.[0]?.assetUrl,
      }
    })
    // A next marker that does not move forward would page for ever: it ends the paging instead.
    return { lines, next: page.next !== null && page.next > offset ? page.next : undefined }
  }).pipe(listFailure(listId))

/**
 * One list as its screen shows it: the list, the first page of its lines, and the delivery methods
 * the user may put its lines in now (with the one to preselect).
 */
export const shoppingListPage = (listId: string) =>
  Effect.gen(function* () {
    const rights = yield* actingRights
    const list = yield* (yield* FavouritesPort).list(listId).pipe(listFailure(listId))
    const page = yield* shoppingListLines(listId, 0)
    const choice = yield* deliveryChoiceFor(rights)
    return {
      list: { ...list, mayManage: mayManageList(list, rights.user) } satisfies ShoppingListView,
      ...page,
      methods: choice.methods.map((method) => ({ code: method.code, name: method.name })),
      preferredMethod: choice.preferred,
    }
  })

/** A list as `list` answers it (after a rename or a share), with whether the user may manage it. */
export const withMayManage = (list: FavouriteList) =>
  Effect.map(currentUser, (user): ShoppingListView => ({ ...list, mayManage: mayManageList(list, user) }))

/** Makes a list in the customer the user acts for; the name is trimmed and 1–100 characters. */
export const createShoppingList = (name: string, access: FavouriteList['access']) =>
  Effect.gen(function* () {
    const problem = listNameProblem(name)
    if (problem) return yield* new ListInputInvalid({ field: 'name', reason: problem })
    const session = yield* readSession
    return yield* (yield* FavouritesPort)
      .createList(name.trim(), access, session?.currentCustomerId)
      .pipe(listFailure(''))
  })

/** Renames a list; the name is trimmed and 1–100 characters. */
export const renameShoppingList = (listId: string, name: string) =>
  Effect.gen(function* () {
    const problem = listNameProblem(name)
    if (problem) return yield* new ListInputInvalid({ field: 'name', reason: problem })
    return yield* (yield* FavouritesPort).renameList(listId, name.trim()).pipe(listFailure(listId))
  })

/** Shares a list within its customer, or keeps it private again. */
export const shareShoppingList = (listId: string, access: FavouriteList['access']) =>
  Effect.flatMap(FavouritesPort, (port) => port.shareList(listId, access)).pipe(listFailure(listId))

/**
 * Renames a list, shares it or keeps it private, or both, as one change: the list as the last step
 * left it, or as it is when nothing was asked to change.
 */
export const changeShoppingList = (
  listId: string,
  change: { readonly name?: string | undefined; readonly access?: FavouriteList['access'] | undefined },
) =>
  Effect.gen(function* () {
    const renamed = change.name === undefined ? undefined : yield* renameShoppingList(listId, change.name)
    const shared = change.access === undefined ? renamed : yield* shareShoppingList(listId, change.access)
    const list = shared ?? (yield* (yield* FavouritesPort).list(listId).pipe(listFailure(listId)))
    return yield* withMayManage(list)
  })

/** Deletes a list and its lines. */
export const deleteShoppingList = (listId: string) =>
  Effect.flatMap(FavouritesPort, (port) => port.deleteList(listId)).pipe(listFailure(listId))

/** A quantity read as the list takes it, or ListInputInvalid. */
const listQuantity = (quantity: number) => {
  // A list takes any decimals (no rules): its lines are not handed back as they are.
  const read = readQuantity(String(quantity))
  return read.ok
    ? Effect.succeed(read.quantity)
    : Effect.fail(
        new ListInputInvalid({
          field: 'quantity',
          reason: read.problem === 'tooManyDecimals' ? 'invalid' : read.problem,
        }),
      )
}

/** Adds articles to a list (an article already on it adds to its quantity). */
export const addToShoppingList = (
  listId: string,
  items: readonly { readonly articleNumber: string; readonly quantity: number }[],
) =>
  Effect.gen(function* () {
    if (items.length === 0) return yield* new ListInputInvalid({ field: 'items', reason: 'empty' })
    const read = yield* Effect.forEach(items, (item) =>
      Effect.map(listQuantity(item.quantity), (quantity) => ({
        articleNumber: item.articleNumber,
        quantity,
      })),
    )
    yield* (yield* FavouritesPort).addToList(listId, read).pipe(listFailure(listId))
    return { added: read.length }
  })

/** Sets the quantity of a line. */
export const changeShoppingListLine = (listId: string, itemId: string, quantity: number) =>
  Effect.gen(function* () {
    const read = yield* listQuantity(quantity)
    yield* (yield* FavouritesPort).changeListItem(listId, itemId, read).pipe(listFailure(listId))
    return { quantity: read }
  })

/** Removes the ticked lines of a list in one batch. */
export const removeShoppingListLines = (listId: string, itemIds: readonly string[]) =>
  Effect.gen(function* () {
    if (itemIds.length === 0) return yield* new ListInputInvalid({ field: 'items', reason: 'empty' })
    const removed = yield* (yield* FavouritesPort).removeListItems(listId, itemIds).pipe(listFailure(listId))
    if (removed === 0) return yield* new ListLinesNotFound({ listId, itemIds })
    return { removed }
  })
