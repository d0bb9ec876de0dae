/**
 * A variant as a buyer meets it in a list or on a product page: name, picture, article number, the
 * price as it may be shown, stock in the chosen store and in the central warehouse, the unit it is
 * sold in with its order multiple, and whether it can be bought online at all.
 */
import { priceDisplay, type PriceDisplay } from './price-display'
import { purchasability } from './purchase-constraints'
import { orderMultiple } from './quantity'
import { stockDisplay, type StockDisplay, type StockDisplayContext } from './stock-display'
import { productCategory, type Variant, variantBrand } from './variant'

/** One variant, ready to show. */
export interface ProductCard {
  readonly articleNumber: string
  readonly name: string
  readonly productName: string
  readonly variantSlug: string
  readonly brand: string
  /** The product's category trail as one text ("VVS / Ventiler"), when it has one (productCategory). */
  readonly category: string | undefined
  readonly image: string | undefined
  readonly discontinued: boolean
  readonly filterTags: readonly string[]
  /** The web sales unit ('ST', 'M', …) and its pack conversion, when it has one. */
  readonly unit: string
  readonly conversion: { readonly factor: number; readonly unit: string } | undefined
  /** Quantities are whole numbers of this. */
  readonly orderMultiple: number
  readonly price: PriceDisplay
  /** Stock in the buyer's store (undefined when no store is chosen). */
  readonly storeStock: StockDisplay | undefined
  readonly centralStock: StockDisplay
  /** Why the variant cannot be bought for delivery (only in a store, or gone), or null when it can. */
  readonly onlineBlock: 'onlyStore' | 'discontinued' | undefined
  /**
   * Whether the card's store may not sell it: it is sold in a store only where the store stocks it
   * (purchaseConstraints.mustBeInStockedAt), and this store does not.
   */
  readonly storeBlock: boolean
  /** The replacement article (ersättningsartikel) of a discontinued variant. */
  readonly replacementArticleNumber: string | undefined
}

/** Where the card's stock is read and how it is shown. */
export interface CardContext extends Omit<StockDisplayContext, 'discontinued'> {
  readonly storeId: string | undefined
  readonly loggedIn: boolean
}

function onlineBlock(variant: Variant): ProductCard['onlineBlock'] {
  const online = purchasability(variant, { kind: 'online' })
  if (online.purchasable) return undefined
  return online.reason === 'discontinued' ? 'discontinued' : 'onlyStore'
}

/** Whether `storeId` may not sell the variant because it does not stock it (mustBeInStockedAt). */
function notStockedAt(variant: Variant, storeId: string): boolean {
  const inStore = purchasability(variant, { kind: 'store', storeId })
  return !inStore.purchasable && inStore.reason === 'notStockedAtStore'
}

/** The unit of an article whose web sales unit is not known: pieces. */
export const PIECE_UNIT = 'ST'

/** The card of a variant as the commerce graph answered it. */
export function productCard(variant: Variant, context: CardContext): ProductCard {
  const locations = variant.stock?.locations ?? []
  const at = (id: string | undefined) =>
    id === undefined ? undefined : locations.find((location) => location.locationId === id)
  const stockContext = { ...context, discontinued: variant.discontinued ?? false }
  const conversion = variant.webSalesUnit
  return {
    articleNumber: variant.articleNumber,
    name: variant.name,
    productName: variant.product?.name ?? variant.name,
    variantSlug: variant.variantSlug ?? '',
    brand: variantBrand(variant) ?? '',
    category: productCategory(variant.product),
    image: variant.images?.[0]?.assetUrl,
    discontinued: variant.discontinued ?? false,
    filterTags: variant.filterTags ?? [],
    unit: variant.webSalesUnit?.unit ?? PIECE_UNIT,
    conversion:
      conversion?.conversionFactor && conversion.conversionUnit
        ? { factor: conversion.conversionFactor, unit: conversion.conversionUnit }
        : undefined,
    orderMultiple: orderMultiple(variant.stock, context.storeId),
    price: priceDisplay(variant.price, context.loggedIn),
    storeStock: context.storeId === undefined ? undefined : stockDisplay(at(context.storeId), stockContext),
    centralStock: stockDisplay(at(context.centralStorageId), stockContext),
    onlineBlock: onlineBlock(variant),
    storeBlock: context.storeId !== undefined && notStockedAt(variant, context.storeId),
    replacementArticleNumber: variant.replacementArticleNumber,
  }
}
