/**
 * The RPCs of the shopping-list screens (favourite lists, shop-core §3, §7 Favourites): the
 * overview, one list and its lines page by page, the changes of a list and its lines, and putting a
 * list or its ticked lines into the cart with a delivery method.
 */
import { Schema } from 'effect'
import { QUANTITY_MAX } from '@proffsbutik/core/domain'
import { CartView } from './cart.rpc'
import { Id, rpc, Text } from './rpc-definition'

const Access = Schema.Literals(['private', 'customer'])

/** A list as the screens show it. */
const ShoppingList = Schema.Struct({
  favoriteId: Schema.String,
  favoriteName: Schema.String,
  access: Access,
  userId: Schema.String,
  customerId: Schema.String,
  createdAt: Schema.String,
  updatedAt: Schema.String,
  totalRows: Schema.Number,
  userFullName: Schema.String,
  /** The user may share it, keep it private or delete it (its owner, or an admin of its customer). */
  mayManage: Schema.Boolean,
})

/** A line with its article named. */
const ShoppingListLine = Schema.Struct({
  favoriteItemId: Schema.String,
  articleNumber: Schema.String,
  quantity: Schema.Number,
  name: Schema.String,
  variantSlug: Schema.optional(Schema.String),
  unit: Schema.String,
  image: Schema.optional(Schema.String),
})

/** A page of lines and the offset of the next page (absent on the last). */
const LinesPage = Schema.Struct({ lines: Schema.Array(ShoppingListLine), next: Schema.optional(Schema.Int) })

/** The offset of a page. */
const Offset = Schema.Int.check(Schema.isBetween({ minimum: 0, maximum: 100_000 }))

/**
 * A quantity as the form sends it; whether it is one the list takes (positive, at most QUANTITY_MAX)
 * is the use case's to say, with the field named.
 */
const Quantity = Schema.Number.check(Schema.isFinite(), Schema.isLessThanOrEqualTo(QUANTITY_MAX * 10))

/** A name as typed; the use case trims it and says when it is empty or too long. */
const Name = Text(200)

/** A message for the buyer by catalog key, with its values. */
const Message = Schema.Struct({
  key: Schema.String,
  values: Schema.optionalKey(Schema.Record(Schema.String, Schema.Union([Schema.String, Schema.Number]))),
})

/** The shopping-list RPCs. */
export const shoppingListsRpcs = {
  /** A page of the lists of the customer the user acts for that the user sees, the last changed first. */
  shoppingLists: rpc({
    input: Schema.Struct({ offset: Offset }),
    output: Schema.Struct({
      customerId: Schema.optional(Schema.String),
      lists: Schema.Array(ShoppingList),
      next: Schema.optional(Schema.Int),
    }),
    session: 'user',
  }),
  /** One list, the first page of its lines, and the delivery methods its lines may go to now. */
  shoppingList: rpc({
    input: Schema.Struct({ listId: Id }),
    output: Schema.Struct({
      list: ShoppingList,
      lines: LinesPage.fields.lines,
      next: LinesPage.fields.next,
      methods: Schema.Array(Schema.Struct({ code: Schema.String, name: Schema.String })),
      preferredMethod: Schema.optional(Schema.String),
    }),
    session: 'user',
    readsLines: true,
  }),
  /** A further page of a list's lines. */
  shoppingListLines: rpc({
    input: Schema.Struct({ listId: Id, offset: Offset }),
    output: LinesPage,
    session: 'user',
  }),
  /** Makes a list in the customer the user acts for. */
  createShoppingList: rpc({
    input: Schema.Struct({ name: Name, access: Access }),
    output: Schema.Struct({ favoriteId: Schema.String }),
    session: 'user',
  }),
  /** Renames a list, or shares it within the customer / keeps it private. */
  changeShoppingList: rpc({
    input: Schema.Struct({
      listId: Id,
      name: Schema.optionalKey(Name),
      access: Schema.optionalKey(Access),
    }),
    output: ShoppingList,
    session: 'user',
  }),
  /** Deletes a list and its lines. */
  deleteShoppingList: rpc({
    input: Schema.Struct({ listId: Id }),
    output: Schema.Struct({}),
    session: 'user',
  }),
  /** Adds articles to a list (an article already on it adds to its quantity). */
  addToShoppingList: rpc({
    input: Schema.Struct({
      listId: Id,
      items: Schema.Array(Schema.Struct({ articleNumber: Id, quantity: Quantity })).check(
        Schema.isMinLength(1),
        Schema.isMaxLength(500),
      ),
    }),
    output: Schema.Struct({ added: Schema.Int }),
    session: 'user',
  }),
  /** Sets the quantity of a line. */
  changeShoppingListLine: rpc({
    input: Schema.Struct({ listId: Id, itemId: Id, quantity: Quantity }),
    output: Schema.Struct({ quantity: Schema.Number }),
    session: 'user',
  }),
  /** Removes the ticked lines of a list in one batch. */
  removeShoppingListLines: rpc({
    input: Schema.Struct({
      listId: Id,
      itemIds: Schema.Array(Id).check(Schema.isMinLength(1), Schema.isMaxLength(2000)),
    }),
    output: Schema.Struct({ removed: Schema.Int }),
    session: 'user',
  }),
  /**
   * Puts the whole list, or its ticked lines, into the cart with a delivery method the user may
   * choose now; lines the cart refused come back in `message`.
   */
  addShoppingListToCart: rpc({
    input: Schema.Struct({
      listId: Id,
      deliveryId: Text(20),
      itemIds: Schema.optionalKey(Schema.Array(Id).check(Schema.isMinLength(1), Schema.isMaxLength(2000))),
    }),
    output: Schema.Struct({ cart: CartView, addedCount: Schema.Int, message: Schema.optional(Message) }),
    session: 'user',
  }),
}
