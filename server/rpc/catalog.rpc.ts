/** The RPCs of finding things: product search and the search box's find-as-you-type suggestions. */
import { Schema } from 'effect'
import { rpc, Text } from './rpc-definition'

/** A product as a search hit shows it. */
const Hit = Schema.Struct({
  articleNumber: Schema.String,
  name: Schema.String,
  productName: Schema.String,
  variantSlug: Schema.String,
  brand: Schema.String,
  image: Schema.String,
  discontinued: Schema.Boolean,
})

/** A content page found by page search, with its link (the listing's slug, then the page's). */
const PageHit = Schema.Struct({
  title: Schema.String,
  preTitle: Schema.NullOr(Schema.String),
  link: Schema.String,
})

/** The search RPCs. */
export const catalogRpcs = {
  /** Product search for the results page; an empty query fails with EmptySearch (the page sends the buyer home). */
  search: rpc({
    input: Schema.Struct({
      q: Text(200),
      offset: Schema.optionalKey(Schema.Int.check(Schema.isBetween({ minimum: 0, maximum: 10_000 }))),
    }),
    output: Schema.Struct({
      total: Schema.Int,
      offset: Schema.Int,
      limit: Schema.Int,
      hits: Schema.Array(Hit),
      correctedQuery: Schema.NullOr(Schema.String),
    }),
    session: 'none',
  }),
  /** Find-as-you-type: a few products and content pages for what has been typed so far. */
  suggest: rpc({
    input: Schema.Struct({ q: Text(200) }),
    output: Schema.Struct({
      products: Schema.Array(Hit),
      total: Schema.Int,
      pages: Schema.Array(PageHit),
    }),
    session: 'none',
  }),
}
