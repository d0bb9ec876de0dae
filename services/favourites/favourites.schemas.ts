/** Decoders of favourite and favourite-list input, shared by the REST routes and the commerce graph. */
import { Schema } from 'effect'
import { roundQuantity } from '@proffsbutik/core/domain'
import { IntFromString } from '../platform/decode'
import { Id } from '../platform/schemas'
import { listAccesses, listSorts, MAX_LIST_NAME } from './favourite-lists'
import { MAX_ITEMS_PER_LIST, MAX_QUANTITY } from './list-items'

/** An article number as the catalogue writes them. */
export const ArticleNumber = Schema.String.check(Schema.isPattern(/^[A-Za-z0-9-]{1,32}$/))

/** A quantity on a list: positive, finite, at most MAX_QUANTITY, not 0 once rounded to 10 decimals. */
export const Quantity = Schema.Number.check(
  Schema.isFinite(),
  Schema.isGreaterThan(0),
  Schema.isLessThanOrEqualTo(MAX_QUANTITY),
  Schema.makeFilter((quantity: number) => roundQuantity(quantity) > 0 || 'Rounds to 0 at 10 decimals'),
)

/** A list name: trimmed, 1–100 characters. */
export const ListName = Schema.String.check(
  Schema.isTrimmed(),
  Schema.isNonEmpty(),
  Schema.isMaxLength(MAX_LIST_NAME),
)

/** Who sees a list. */
export const Access = Schema.Literals(listAccesses)

/** The order lists are read in. */
export const ListSortSchema = Schema.Literals(listSorts)

/**
 * A point in time from 1900 on: an ISO date (`2026-01-31`, midnight UTC) or a date-time with its
 * zone (`2026-01-31T08:00:00Z`, `2026-01-31T09:00+01:00`).
 */
export const Instant = Schema.String.check(
  Schema.isPattern(/^(19|[2-9]\d)\d{2}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2}))?$/),
  Schema.makeFilter((text: string) => !Number.isNaN(Date.parse(text)) || 'Not a date'),
)

/** The filters of a search of lists (REST query and graph arguments alike). */
export const ListFilterFields = {
  access: Schema.optionalKey(Access),
  userId: Schema.optionalKey(Id),
  customerId: Schema.optionalKey(Id),
  fromUpdatedAt: Schema.optionalKey(Instant),
}

/** GET /v2/favorites. */
export const ListsQuery = Schema.Struct({
  limit: Schema.optionalKey(IntFromString.check(Schema.isBetween({ minimum: 1, maximum: 100 }))),
  offset: Schema.optionalKey(IntFromString.check(Schema.isBetween({ minimum: 0, maximum: 1_000_000 }))),
  sort: Schema.optionalKey(ListSortSchema),
  ...ListFilterFields,
})

/** The filters of getFavoriteLists, which a wrong value refuses (the paging and sort are lenient). */
export const ListFilters = Schema.Struct(ListFilterFields)

/** GET /v3/favorites/{id}/items. */
export const ItemsQuery = Schema.Struct({
  offset: Schema.optionalKey(
    IntFromString.check(Schema.isBetween({ minimum: 0, maximum: MAX_ITEMS_PER_LIST })),
  ),
  limit: Schema.optionalKey(IntFromString.check(Schema.isBetween({ minimum: 1, maximum: 500 }))),
})

/** POST /v2/favorites. */
export const NewList = Schema.Struct({
  name: ListName,
  access: Schema.optionalKey(Access),
  customerId: Schema.optionalKey(Id),
})

/** PUT /v2/favorites/{id}: a new name, a new access, or both. */
export const ListChange = Schema.Struct({
  name: Schema.optionalKey(ListName),
  access: Schema.optionalKey(Access),
}).check(
  Schema.makeFilter(
    (change: { readonly name?: string; readonly access?: string }) =>
      change.name !== undefined || change.access !== undefined || 'Either name or access',
  ),
)

const Item = Schema.Struct({ articleNumber: ArticleNumber, quantity: Quantity })

/** PUT /v2/favorites/{id}/articles: one article, or a batch of up to 500. */
export const ItemsToAdd = Schema.Union([
  Item,
  Schema.Struct({ items: Schema.Array(Item).check(Schema.isMinLength(1), Schema.isMaxLength(500)) }),
])

/** PUT /v2/favorites/{id}/articles/{itemId}. */
export const ItemChange = Schema.Struct({ quantity: Quantity })

/** PUT /v2/favorites/{id}/articles/batch/delete. */
export const ItemsToRemove = Schema.Struct({
  itemIds: Schema.Array(Id).check(Schema.isMinLength(1), Schema.isMaxLength(MAX_ITEMS_PER_LIST)),
})

/** POST /users/favourites. */
export const NewFavourite = Schema.Struct({ articleNumber: ArticleNumber })

/** DELETE /users/favourites: the ids in the body. */
export const FavouritesToRemove = Schema.Struct({
  favouriteIds: Schema.Array(Id).check(Schema.isMinLength(1), Schema.isMaxLength(100)),
})

/** GET /users/favourites. */
export const FavouritesQuery = Schema.Struct({
  limit: Schema.optionalKey(IntFromString.check(Schema.isBetween({ minimum: 1, maximum: 50 }))),
  offset: Schema.optionalKey(IntFromString.check(Schema.isBetween({ minimum: 0, maximum: 1_000 }))),
})
