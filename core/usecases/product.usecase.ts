/**
 * The product page (/produkt/:slug): the variant the slug names with the customer's price, bracket
 * prices and stock, every other variant of its product as a card (the variant table) and the
 * choices between them by filter tags, its replacement when it is discontinued, attributes in the
 * category's sequence, whether it is outside the assortment the buyer browses, and the stock of
 * every pickup store when the buyer asks for it.
 */
import { Effect } from 'effect'
import type { PriceBracket } from '../domain/catalog'
import { articleNumberOfSlug } from '../domain/product-slug'
import { productCard, type ProductCard } from '../domain/product-card'
import { stockDisplay, type StockDisplay } from '../domain/stock-display'
import type { Money } from '../domain/money'
import type { Attribute, Variant } from '../domain/variant'
import { variantChoices, type VariantChoice } from '../domain/variant-choice'
import { CatalogPort } from '../ports/catalog.port'
import { CommerceGraphPort } from '../ports/commerce-graph.port'
import { cardContext, CatalogueNotFound, productCards } from './listing.usecase'
import { currentAssortment, scopeWithin } from './assortment.usecase'
import { pickupStores } from './catalog.usecase'

/** What the product page shows. */
export interface ProductPage {
  readonly card: ProductCard
  readonly variant: Variant
  /** The attributes, in the category's attribute sequence (the rest after, as given). */
  readonly attributes: readonly Attribute[]
  /**
   * Bracket prices from one unit on (lower unit prices from larger quantities, net of the customer's
   * discount); none when no quantity buys cheaper.
   */
  readonly brackets: readonly ShownBracket[]
  /** Every variant of the product, this one included, as cards in article-number order. */
  readonly variants: readonly ProductCard[]
  /** What the variants differ in by their filter tags, each value leading to a variant. */
  readonly choices: readonly VariantChoice[]
  readonly replacement: ProductCard | undefined
  /** The store whose stock the cards show. */
  readonly storeId: string
  /** The name of the assortment the buyer browses, when the article is outside it. */
  readonly outsideAssortment?: string | undefined
}

/** A row of the bracket table as the product page shows it: from this quantity on, this unit price charged. */
export interface ShownBracket {
  readonly minQuantity: number
  readonly unitPrice: Money
}

/** Attributes ordered by `sequence` (names); those it does not name keep their order after it. */
export function inSequence(attributes: readonly Attribute[], sequence: readonly string[]): Attribute[] {
  const rank = (name: string) => {
    const index = sequence.indexOf(name)
    return index === -1 ? sequence.length : index
  }
  return attributes
    .map((attribute, index) => ({ attribute, index }))
    .toSorted(
      (a, b) => rank(a.attribute.attributeName) - rank(b.attribute.attributeName) || a.index - b.index,
    )
    .map(({ attribute }) => attribute)
}

/**
 * The name of the assortment the buyer browses when `category` is outside it (the catalogue knows
 * no such category there); undefined in the whole range, or when it could not be told.
 */
const assortmentLeftOut = (category: string) =>
  Effect.gen(function* () {
    const assortment = yield* currentAssortment
    if (assortment === undefined) return undefined
    // The batch answers a category outside the assortment among its errors, where one would be a 404.
    const { result } = yield* (yield* CatalogPort).breadcrumbs([category], yield* scopeWithin(assortment))
    return result.length > 0 ? undefined : assortment.name
  }).pipe(Effect.catch(() => Effect.succeed(undefined)))

/** The product page of the variant `slug` names, with stock in `storeId` (the brand's store when unset). */
export const productPage = (slug: string, storeId: string | undefined) =>
  Effect.gen(function* () {
    const notFound = new CatalogueNotFound({ what: 'product', slug })
    const articleNumber = articleNumberOfSlug(slug)
    if (articleNumber === undefined) return yield* Effect.fail(notFound)
    const { session, context } = yield* cardContext(storeId)
    const [variant] = yield* (yield* CommerceGraphPort).getVariants({
      articleNumbers: [articleNumber],
      withProductVariants: true,
      stockInput: { locationIds: [...new Set([context.storeId, context.centralStorageId])] },
      ...(session?.currentCustomerId ? { customerId: session.currentCustomerId } : {}),
      ...(session?.currentProjectId ? { projectId: session.currentProjectId } : {}),
    })
    if (!variant?.variantSlug) return yield* Effect.fail(notFound)
    if (variant.variantSlug !== slug) return { kind: 'moved', variantSlug: variant.variantSlug } as const

    const catalog = yield* CatalogPort
    const category = variant.product?.categoryPaths?.[0]?.split('/').at(-1)
    const others = (variant.product?.variants ?? [])
      .map((sibling) => sibling.articleNumber)
      .filter((sibling) => sibling !== articleNumber)
    const [siblings, sequence, brackets, outsideAssortment] = yield* Effect.all(
      [
        productCards(
          [...others, ...(variant.replacementArticleNumber ? [variant.replacementArticleNumber] : [])],
          storeId,
        ),
        category
          ? catalog
              .attributeSequence(category)
              .pipe(Effect.catch(() => Effect.succeed<readonly string[]>([])))
          : Effect.succeed<readonly string[]>([]),
        session && variant.price?.hasBracketPrices
          ? catalog
              .priceBrackets(articleNumber, session.currentCustomerId)
              .pipe(Effect.catch(() => Effect.succeed<readonly PriceBracket[]>([])))
          : Effect.succeed<readonly PriceBracket[]>([]),
        category ? assortmentLeftOut(category) : Effect.succeed(undefined),
      ],
      { concurrency: 4 },
    )
    const card = productCard(variant, context)
    const byArticle = new Map([card, ...siblings.cards].map((c) => [c.articleNumber, c]))
    const variants = [articleNumber, ...others].toSorted().flatMap((number) => {
      const found = byArticle.get(number)
      return found ? [found] : []
    })
    const page: ProductPage = {
      card,
      variant,
      attributes: inSequence(variant.attributes ?? [], sequence),
      // The price base answers the table as charged (core/domain/pricing `bracketTable`).
      brackets: brackets.map(({ minQuantity, unitPrice }) => ({ minQuantity, unitPrice })),
      variants,
      choices: variantChoices(articleNumber, variants),
      replacement: variant.replacementArticleNumber
        ? byArticle.get(variant.replacementArticleNumber)
        : undefined,
      storeId: context.storeId,
      ...(outsideAssortment ? { outsideAssortment } : {}),
    }
    return { kind: 'page', page } as const
  })

/** One store's stock of an article, for the stores stock modal. */
export interface StoreStock {
  readonly storeId: string
  readonly storeName: string
  readonly city: string
  readonly stock: StockDisplay
}

/**
 * The article's stock in every pickup store, stores by name, shown by the same rules as its card
 * (a discontinued article without stock is not stocked in a store, with the availability colours).
 */
export const stockInStores = (articleNumber: string) =>
  Effect.gen(function* () {
    const stores = yield* pickupStores
    const { context } = yield* cardContext(undefined)
    const [answer, variants] = yield* Effect.all(
      [
        (yield* CatalogPort).stock(
          [articleNumber],
          stores.map((store) => store.id),
        ),
        (yield* CommerceGraphPort).getVariants({
          articleNumbers: [articleNumber],
          skipPrice: true,
          skipStock: true,
        }),
      ],
      { concurrency: 2 },
    )
    const discontinued = variants.some(
      (variant) => variant.articleNumber === articleNumber && variant.discontinued,
    )
    const locations = answer.stock.find((stock) => stock.articleNumber === articleNumber)?.locations ?? []
    return stores.map((store): StoreStock => ({
      storeId: store.id,
      storeName: store.name,
      city: store.address.city,
      stock: stockDisplay(
        locations.find((location) => location.locationId === store.id),
        { ...context, discontinued },
      ),
    }))
  })
