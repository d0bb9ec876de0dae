/**
 * The catalogue entities of the spec (shop-core §3) as plain types: price, stock per location and
 * the variant that carries them. Adapters decode service responses into these; rules read them.
 */
import type { Money } from './money'
import { documentHref } from './safe-navigation'

/** One discount applied to a price. */
export interface Discount {
  readonly amount: Money
  readonly name: string
  readonly percentage: number
  readonly type: string
}

/** A customer's price for one article; `alloyingPrice` is the metal surcharge. */
export interface Price {
  readonly articleNumber: string
  readonly netPrice: Money
  readonly alloyingPrice?: Money
  readonly salesPrice?: Money
  readonly salesPriceIncludingVat?: Money
  /** How many units the price is for (the OCI price unit); 1 when absent. */
  readonly salesPriceUnit?: number
  readonly discountAmount?: Money
  readonly discountPercentage?: number
  readonly discounts?: readonly Discount[]
  readonly priceType?: string
  readonly preCampaignPrice?: Money
  readonly askForPrice?: boolean
  readonly hasBracketPrices?: boolean
}

/** Supply group codes of central stock: warehouse, transit, transit-plus and virtual. */
export type SupplyGroup = 'LAG' | 'TRA' | 'TRA_PLUS' | 'VIR'

/** A dated part of a location's future availability. */
export interface SubAvailability {
  readonly date: string
  readonly quantity: number
}

/**
 * Stock of one article at one location (a store or the central warehouse). For central stock
 * `status` carries the supply group code; `availability` carries the colour code ('gray', 'yellow',
 * …) used when the stock-availability-colours setting is on.
 */
export interface StockLocation {
  readonly locationId: string
  readonly quantity: number
  readonly availability?: string
  readonly availabilityDate?: string
  readonly availabilityDateISO?: string
  readonly availableFromDays?: number
  readonly availableToDays?: number
  readonly orderMultiple?: number
  readonly stocked?: boolean
  readonly status?: string
  readonly subAvailabilities?: readonly SubAvailability[]
}

/** Stock of one article over the locations asked for. */
export interface Stock {
  readonly articleNumber: string
  readonly stockType?: string
  readonly locations: readonly StockLocation[]
}

/** The unit an article is sold in on the web, and its conversion. */
export interface WebSalesUnit {
  readonly unit: string
  readonly conversionFactor?: number
  readonly conversionUnit?: string
}

/** Purchase constraints of a variant (shop-core §4). */
export interface PurchaseConstraints {
  /** Only sold in stores, never online. */
  readonly onlyStore?: boolean
  /** Sold in a store only if the store stocks it (`stockedAt`). */
  readonly mustBeInStockedAt?: boolean
}

/** A parent in a product's breadcrumb trail. */
export interface BreadcrumbParent {
  readonly name: string
  readonly slug?: string
}

/** The product a variant belongs to. */
export interface ProductRef {
  readonly id: string
  readonly name: string
  readonly slug?: string
  readonly description?: string
  /** Every variant of the product (asked for on the product page only). */
  readonly variants?: readonly {
    readonly articleNumber: string
    readonly name: string
    readonly variantSlug: string
    readonly discontinued: boolean
  }[]
  readonly breadcrumbParents?: readonly BreadcrumbParent[]
  readonly categoryPaths?: readonly string[]
}

/** A named attribute value, e.g. SSG (the external product id for OCI). */
export interface Attribute {
  readonly attributeName: string
  readonly attributeValue: string
}

/** A product image or document. */
export interface VariantImage {
  readonly assetUrl: string
  readonly assetLabel?: string
  readonly assetMimeType?: string
  readonly assetType?: string
}

/** A picture of the article, with its label (the article's name when the asset has none). */
export interface ArticlePicture {
  readonly url: string
  readonly label: string
}

/** A document of the article (data sheet, manual …) to open or download. */
export interface ArticleDocument {
  readonly url: string
  readonly label: string
  readonly mimeType: string
}

/**
 * An article's assets as its page shows them (shop-core §4 product page): assets typed image (or
 * untyped) are pictures; the others are documents, labelled by their label or file name. A document
 * whose address is no path or http(s) URL (javascript:, data: …) is left out.
 */
export function articleMedia(
  name: string,
  assets: readonly VariantImage[] = [],
): { readonly images: ArticlePicture[]; readonly documents: ArticleDocument[] } {
  const isPicture = (asset: VariantImage) => (asset.assetType ?? 'image') === 'image'
  return {
    images: assets
      .filter(isPicture)
      .map((asset) => ({ url: asset.assetUrl, label: asset.assetLabel ?? name })),
    documents: assets.flatMap((asset) => {
      const url = isPicture(asset) ? undefined : documentHref(asset.assetUrl)
      if (url === undefined) return []
      const label = asset.assetLabel ?? asset.assetUrl.split('/').at(-1) ?? asset.assetUrl
      return [{ url, label, mimeType: asset.assetMimeType ?? '' }]
    }),
  }
}

/** A safety warning shown with the article. */
export interface Warning {
  readonly code: string
  readonly description: string
  readonly signalWord?: string
  readonly assetUrl?: string
  readonly detailedDescription?: string
}

/** A sellable variant of a product with the data the shop shows and the rules read. */
export interface Variant {
  readonly articleNumber: string
  readonly name: string
  /** Missing slug means the variant is missing from the catalogue (a cart requirement). */
  readonly variantSlug?: string
  readonly discontinued?: boolean
  readonly stockedAt?: readonly string[]
  readonly purchaseConstraints?: PurchaseConstraints
  readonly webSalesUnit?: WebSalesUnit
  readonly ean?: string
  readonly filterTags?: readonly string[]
  readonly product?: ProductRef
  readonly brands?: readonly { readonly brand: string }[]
  readonly images?: readonly VariantImage[]
  readonly attributes?: readonly Attribute[]
  readonly warnings?: readonly Warning[]
  /** Article number of the replacement article (ersättningsartikel), when there is one. */
  readonly replacementArticleNumber?: string
  readonly price?: Price
  readonly stock?: Stock
}

/**
 * The brand a variant is shown and tracked with: its first brand entry's (content §3 Variant);
 * undefined when it has none.
 */
export function variantBrand(variant: Pick<Variant, 'brands'> | undefined): string | undefined {
  const brand = variant?.brands?.[0]?.brand.trim()
  return brand ? brand : undefined
}

/** What separates the levels of a category trail written as one text ("VVS / Ventiler"). */
export const CATEGORY_TRAIL_SEPARATOR = ' / '

/**
 * The category a product is in, as one text: its breadcrumb parents' names, top first ("VVS /
 * Ventiler"); without parents its first category path (slugs). Undefined when it has neither. It is
 * the product's `item_category` in analytics (content §3 Variant: categoryPaths, breadcrumb parents).
 */
export function productCategory(
  product: Pick<ProductRef, 'breadcrumbParents' | 'categoryPaths'> | undefined,
): string | undefined {
  const names = (product?.breadcrumbParents ?? []).map((parent) => parent.name.trim()).filter(Boolean)
  if (names.length > 0) return names.join(CATEGORY_TRAIL_SEPARATOR)
  const path = product?.categoryPaths?.[0]
    ?.split('/')
    .map((slug) => slug.trim())
    .filter(Boolean)
  return path && path.length > 0 ? path.join(CATEGORY_TRAIL_SEPARATOR) : undefined
}
