/** The RPCs of the user's favourites as the favourites flyout shows them. */
import { Schema } from 'effect'
import { Id, rpc } from './rpc-definition'

/** A favourite with its article's name and picture, and its brand and category for tracking. */
const FavouriteArticle = Schema.Struct({
  favouriteId: Schema.String,
  articleNumber: Schema.String,
  name: Schema.String,
  variantSlug: Schema.optional(Schema.String),
  image: Schema.optional(Schema.String),
  brand: Schema.optional(Schema.String),
  category: Schema.optional(Schema.String),
})

/** The favourites RPCs. */
export const favouritesRpcs = {
  /** The user's favourites (at most 50), named. */
  favourites: rpc({
    input: Schema.Struct({}),
    output: Schema.Array(FavouriteArticle),
    session: 'user',
  }),
  /**
   * Makes an article a favourite. At the cap of 50 nothing is added and the answer says so (the
   * shop shows the confirm dialog, shop-core §5); an article already a favourite stays one.
   */
  addFavourite: rpc({
    input: Schema.Struct({ articleNumber: Id }),
    output: Schema.Struct({
      outcome: Schema.Literals(['added', 'alreadyFavourite', 'confirmCap']),
      cap: Schema.Int,
      favourites: Schema.Array(FavouriteArticle),
    }),
    session: 'user',
  }),
  /** Removes favourites by id; answers the favourites left. */
  removeFavourites: rpc({
    input: Schema.Struct({
      favouriteIds: Schema.Array(Id).check(Schema.isMinLength(1), Schema.isMaxLength(50)),
    }),
    output: Schema.Array(FavouriteArticle),
    session: 'user',
  }),
}
