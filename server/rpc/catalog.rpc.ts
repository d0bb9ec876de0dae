/**
 * The RPCs of finding things: listings (category, search, campaign, assortment) as pages of product
 * cards, the product page, stock in every store, and the search box's find-as-you-type suggestions.
 */
import { Schema } from 'effect'
import { listingSorts, SEARCH_TEXT_MAX } from '@proffsbutik/core/domain'
import { Id, rpc, Text } from './rpc-definition'

/** Money in minor units of 1/10,000 SEK (core/domain/money.ts). */
const MoneyUnits = Schema.Int

/** A product as a suggestion shows it. */
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
  preTitle: Schema.optional(Schema.String),
  link: Schema.String,
})

/** core/domain/price-display.ts PriceDisplay. */
const PriceView = Schema.Union([
  Schema.Struct({ kind: Schema.Literals(['loginForPrice', 'hidden', 'askForPrice']) }),
  Schema.Struct({
    kind: Schema.Literal('price'),
    amount: MoneyUnits,
    salesPriceUnit: Schema.Number,
    alloying: Schema.optional(MoneyUnits),
    before: Schema.optional(MoneyUnits),
    discountPercentage: Schema.optional(Schema.Number),
    includingVat: Schema.optional(MoneyUnits),
    hasBracketPrices: Schema.Boolean,
  }),
])

/** core/domain/stock-display.ts StockDisplay. */
const StockView = Schema.Union([
  Schema.Struct({ kind: Schema.Literal('inStock'), quantity: Schema.Number }),
  Schema.Struct({ kind: Schema.Literal('deliveryIn'), fromDays: Schema.Number, toDays: Schema.Number }),
  Schema.Struct({ kind: Schema.Literals(['orderProduct', 'notStockedInStore', 'outOfStock', 'empty']) }),
])

/** core/domain/product-card.ts ProductCard. */
export const CardView = Schema.Struct({
  articleNumber: Schema.String,
  name: Schema.String,
  productName: Schema.String,
  variantSlug: Schema.String,
  brand: Schema.String,
  /** The product's category trail as one text (core/domain/variant.ts productCategory). */
  category: Schema.optional(Schema.String),
  image: Schema.optional(Schema.String),
  discontinued: Schema.Boolean,
  filterTags: Schema.Array(Schema.String),
  unit: Schema.String,
  conversion: Schema.optional(Schema.Struct({ factor: Schema.Number, unit: Schema.String })),
  orderMultiple: Schema.Number,
  price: PriceView,
  storeStock: Schema.optional(StockView),
  centralStock: StockView,
  onlineBlock: Schema.optional(Schema.Literals(['onlyStore', 'discontinued'])),
  storeBlock: Schema.Boolean,
  replacementArticleNumber: Schema.optional(Schema.String),
})

/** The delivery methods a logged-in buyer may add to, and the one chosen first; absent for a visitor. */
const QuickAdd = Schema.optional(
  Schema.Struct({
    methods: Schema.Array(Schema.Struct({ code: Schema.String, name: Schema.String })),
    preferred: Schema.optional(Schema.String),
  }),
)

/** The store whose stock the cards show, with its name. */
const StockStore = Schema.Struct({ id: Schema.String, name: Schema.String })

/** One page of a listing. */
const ListingView = Schema.Struct({
  total: Schema.Int,
  page: Schema.Int,
  pageCount: Schema.Int,
  pageSize: Schema.Int,
  facets: Schema.Array(
    Schema.Struct({
      name: Schema.String,
      label: Schema.String,
      items: Schema.Array(
        Schema.Struct({
          value: Schema.String,
          label: Schema.String,
          count: Schema.Int,
          selected: Schema.Boolean,
        }),
      ),
    }),
  ),
  cards: Schema.Array(CardView),
  correctedQuery: Schema.optional(Schema.String),
  /** The order the cards are in: a chosen sort the buyer is not offered is read as the default. */
  sort: Schema.Literals(listingSorts),
  store: StockStore,
  quickAdd: QuickAdd,
})

/** What a buyer chose on a listing: facet values by facet name, sort, page, store. */
const ListingChoice = {
  filters: Schema.optionalKey(
    Schema.Record(Text(60), Schema.Array(Text(120)).check(Schema.isMaxLength(20))).check(
      Schema.makeFilter((filters) => Object.keys(filters).length <= 12 || 'At most 12 facets'),
    ),
  ),
  sort: Schema.optionalKey(Schema.Literals(listingSorts)),
  page: Schema.optionalKey(Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: 400 }))),
  storeId: Schema.optionalKey(Id),
}

const Crumb = Schema.Struct({ name: Schema.String, slug: Schema.String })

const CampaignView = Schema.Struct({
  name: Schema.String,
  slug: Schema.String,
  isAssortment: Schema.Boolean,
  startsOn: Schema.String,
  endsOn: Schema.String,
})

/** The listing RPCs, the product page and suggestions. */
export const catalogRpcs = {
  /** Search results; an empty query fails with EmptySearch (the page sends the buyer home). */
  searchPage: rpc({
    input: Schema.Struct({ q: Text(SEARCH_TEXT_MAX), ...ListingChoice }),
    output: Schema.Struct({
      ...ListingView.fields,
      /** With no hits and no filter: categories the query's words lead to alone (core/domain/search-help). */
      broader: Schema.Array(Schema.Struct({ name: Schema.String, slug: Schema.String, count: Schema.Int })),
    }),
    session: 'none',
  }),
  /** A category by its path of slugs (top first): its page, or its full path; an unknown one is 404. */
  categoryPage: rpc({
    input: Schema.Struct({
      path: Schema.Array(Text(120)).check(Schema.isMinLength(1), Schema.isMaxLength(6)),
      ...ListingChoice,
    }),
    output: Schema.Union([
      Schema.Struct({ kind: Schema.Literal('moved'), path: Schema.Array(Schema.String) }),
      Schema.Struct({
        kind: Schema.Literal('page'),
        category: Schema.Struct({ name: Schema.String, slug: Schema.String, parents: Schema.Array(Crumb) }),
        listing: ListingView,
      }),
    ]),
    session: 'none',
  }),
  /** The running campaigns, or with `assortments` the assortments, by name. */
  campaigns: rpc({
    input: Schema.Struct({ assortments: Schema.Boolean }),
    output: Schema.Array(CampaignView),
    session: 'none',
  }),
  /** One campaign's or assortment's listing; an unknown or ended one is 404. */
  campaignPage: rpc({
    input: Schema.Struct({ slug: Text(120), assortments: Schema.Boolean, ...ListingChoice }),
    output: Schema.Struct({ campaign: CampaignView, listing: ListingView }),
    session: 'none',
  }),
  /** The product page of a variant slug; an old or partial slug answers where the page is. */
  productPage: rpc({
    input: Schema.Struct({ slug: Text(300), storeId: Schema.optionalKey(Id) }),
    output: Schema.Union([
      Schema.Struct({ kind: Schema.Literal('moved'), variantSlug: Schema.String }),
      Schema.Struct({
        kind: Schema.Literal('page'),
        card: CardView,
        description: Schema.String,
        ean: Schema.optional(Schema.String),
        breadcrumb: Schema.Array(Crumb),
        images: Schema.Array(Schema.Struct({ url: Schema.String, label: Schema.String })),
        /** Data sheets, manuals, declarations: the variant's assets that are no pictures. */
        documents: Schema.Array(
          Schema.Struct({ url: Schema.String, label: Schema.String, mimeType: Schema.String }),
        ),
        attributes: Schema.Array(Schema.Struct({ name: Schema.String, value: Schema.String })),
        warnings: Schema.Array(
          Schema.Struct({
            code: Schema.String,
            description: Schema.String,
            signalWord: Schema.optional(Schema.String),
            pictogram: Schema.optional(Schema.String),
            detailedDescription: Schema.optional(Schema.String),
          }),
        ),
        /** The customer's net price per unit from each quantity on, from one unit; none without savings. */
        brackets: Schema.Array(Schema.Struct({ minQuantity: Schema.Number, unitPrice: MoneyUnits })),
        /** The name of the assortment the buyer browses, when the article is outside it. */
        outsideAssortment: Schema.optional(Schema.String),
        variants: Schema.Array(CardView),
        /** What the variants differ in (by filter tags "name:value"), each value leading to a variant. */
        choices: Schema.Array(
          Schema.Struct({
            name: Schema.String,
            options: Schema.Array(
              Schema.Struct({
                value: Schema.String,
                articleNumber: Schema.String,
                variantSlug: Schema.String,
                selected: Schema.Boolean,
                discontinued: Schema.Boolean,
              }),
            ),
          }),
        ),
        replacement: Schema.optional(CardView),
        store: StockStore,
        quickAdd: QuickAdd,
      }),
    ]),
    session: 'none',
  }),
  /** The cards of content's selected-products sections, by product group id (at most 10 groups). */
  selectedProducts: rpc({
    input: Schema.Struct({
      ids: Schema.Array(Id).check(Schema.isMinLength(1), Schema.isMaxLength(10)),
      storeId: Schema.optionalKey(Id),
    }),
    output: Schema.Struct({
      groups: Schema.Record(Schema.String, Schema.Array(CardView)),
      store: StockStore,
      quickAdd: QuickAdd,
    }),
    session: 'none',
  }),
  /** An article's stock in every pickup store (the stores stock modal). */
  stockInStores: rpc({
    input: Schema.Struct({ articleNumber: Id }),
    output: Schema.Array(
      Schema.Struct({
        storeId: Schema.String,
        storeName: Schema.String,
        city: Schema.String,
        stock: StockView,
      }),
    ),
    session: 'none',
  }),
  /** Find-as-you-type: a few products and content pages for what has been typed so far. */
  suggest: rpc({
    input: Schema.Struct({ q: Text(SEARCH_TEXT_MAX) }),
    output: Schema.Struct({
      products: Schema.Array(Hit),
      /** The categories most hits are in (slug: the category's own; its page redirects to the full path). */
      categories: Schema.Array(
        Schema.Struct({ name: Schema.String, slug: Schema.String, count: Schema.Int }),
      ),
      total: Schema.Int,
      pages: Schema.Array(PageHit),
    }),
    session: 'none',
  }),
}
