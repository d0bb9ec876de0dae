/**
 * Variants as the product service answers them (shop-core §3 Variant), without price and stock:
 * the product with its breadcrumb parents and category path, brand, generated images, attributes,
 * safety warnings with pictograms, purchase constraints, the stores that stock it, and the
 * replacement article (ersättningsartikel) of a discontinued one.
 */
import type { Kysely } from 'kysely'
import type { Database, StoredAttribute, StoredWarning } from '../db/schema'
import { variantPriceBasis, type VariantPriceBasis } from './prices'

/** A variant's catalogue data as answered. */
export interface VariantView {
  readonly articleNumber: string
  readonly name: string
  readonly variantSlug: string
  readonly discontinued: boolean
  readonly filterTags: readonly string[]
  readonly stockedAt: readonly string[]
  readonly purchaseConstraints: { readonly onlyStore: boolean; readonly mustBeInStockedAt: boolean }
  readonly webSalesUnit: {
    readonly unit: string
    readonly conversionFactor: number | null
    readonly conversionUnit: string | null
  }
  readonly orderMultiple: number
  readonly ean: string
  readonly product: {
    readonly id: string
    readonly name: string
    readonly slug: string
    readonly description: string
    readonly breadcrumbParents: readonly { readonly name: string; readonly slug: string }[]
    readonly categoryPaths: readonly string[]
  }
  readonly brands: readonly { readonly brand: string }[]
  readonly images: readonly {
    readonly assetUrl: string
    readonly assetLabel: string
    readonly assetMimeType: string
    readonly assetType: string
  }[]
  readonly attributes: readonly StoredAttribute[]
  readonly warnings: readonly (StoredWarning & { readonly assetUrl: string })[]
  readonly relations: readonly {
    readonly relationType: 'ersattningsartikel'
    readonly articleNumber: string
  }[]
}

/** Where the generated pictures are served. */
export const imagePath = (productId: string) => `/services/product/images/${productId}.svg`
export const pictogramPath = (code: string) => `/services/product/pictograms/${code}.svg`

/** The catalogue data of the variants asked for, in the order asked; unknown ones are left out. */
export async function variantsOf(
  db: Kysely<Database>,
  articleNumbers: readonly string[],
): Promise<VariantView[]> {
  return (await variantsWithPriceBasis(db, articleNumbers)).map(({ variant }) => variant)
}

/**
 * The catalogue data of the variants asked for (variantsOf), each with what its price is computed
 * from (prices.ts `KnownPriceFacts`), read in the same statement. The basis is never answered as
 * catalogue data: a buyer denied prices must not find list prices there.
 */
export async function variantsWithPriceBasis(
  db: Kysely<Database>,
  articleNumbers: readonly string[],
): Promise<{ readonly variant: VariantView; readonly basis: VariantPriceBasis }[]> {
  const articles = [...new Set(articleNumbers)]
  if (articles.length === 0) return []
  const [rows, stocked] = await Promise.all([
    db
      .selectFrom('variants')
      .innerJoin('products', 'products.id', 'variants.productId')
      .innerJoin('categories as sub', 'sub.id', 'products.categoryId')
      .leftJoin('categories as top', 'top.id', 'sub.parentId')
      .select([
        'variants.articleNumber',
        'variants.name',
        'variants.slug',
        'variants.discontinued',
        'variants.filterTags',
        'variants.onlyStore',
        'variants.mustBeInStockedAt',
        'variants.unit',
        'variants.conversionFactor',
        'variants.conversionUnit',
        'variants.orderMultiple',
        'variants.ean',
        'variants.attributes',
        'variants.warnings',
        'variants.replacementArticleNumber',
        'variants.listPrice',
        'variants.alloyingPrice',
        'variants.askForPrice',
        'variants.vatPercentage',
        'sub.id as subId',
        'sub.parentId as subParentId',
        'products.id as productId',
        'products.name as productName',
        'products.slug as productSlug',
        'products.description',
        'products.manufacturer',
        'sub.name as subName',
        'sub.slug as subSlug',
        'top.name as topName',
        'top.slug as topSlug',
      ])
      .where('variants.articleNumber', 'in', articles)
      .execute(),
    db
      .selectFrom('stock')
      .innerJoin('locations', 'locations.id', 'stock.locationId')
      .select(['stock.articleNumber', 'stock.locationId'])
      .where('stock.articleNumber', 'in', articles)
      .where('stock.stocked', '=', true)
      .where('locations.kind', '=', 'store')
      .orderBy('stock.locationId')
      .execute(),
  ])
  const stockedAt = new Map<string, string[]>()
  for (const row of stocked) {
    stockedAt.set(row.articleNumber, [...(stockedAt.get(row.articleNumber) ?? []), row.locationId])
  }
  const byArticle = new Map(rows.map((row) => [row.articleNumber, row]))
  return articles.flatMap((article) => {
    const row = byArticle.get(article)
    if (!row) return []
    const parents = [
      ...(row.topName && row.topSlug ? [{ name: row.topName, slug: row.topSlug }] : []),
      { name: row.subName, slug: row.subSlug },
    ]
    const variant: VariantView = {
      articleNumber: row.articleNumber,
      name: row.name,
      variantSlug: row.slug,
      discontinued: row.discontinued,
      filterTags: row.filterTags,
      stockedAt: stockedAt.get(row.articleNumber) ?? [],
      purchaseConstraints: { onlyStore: row.onlyStore, mustBeInStockedAt: row.mustBeInStockedAt },
      webSalesUnit: {
        unit: row.unit,
        conversionFactor: row.conversionFactor === null ? null : Number(row.conversionFactor),
        conversionUnit: row.conversionUnit,
      },
      orderMultiple: row.orderMultiple,
      ean: row.ean,
      product: {
        id: row.productId,
        name: row.productName,
        slug: row.productSlug,
        description: row.description,
        breadcrumbParents: parents,
        categoryPaths: [parents.map((p) => p.slug).join('/')],
      },
      brands: [{ brand: row.manufacturer }],
      images: [
        {
          assetUrl: imagePath(row.productId),
          assetLabel: row.productName,
          assetMimeType: 'image/svg+xml',
          assetType: 'image',
        },
      ],
      attributes: row.attributes,
      warnings: row.warnings.map((w) => ({ ...w, assetUrl: pictogramPath(w.code) })),
      relations: row.replacementArticleNumber
        ? [{ relationType: 'ersattningsartikel', articleNumber: row.replacementArticleNumber }]
        : [],
    }
    const basis = variantPriceBasis({ ...row, categoryId: row.subId, parentId: row.subParentId })
    return [{ variant, basis }]
  })
}

/** One variant of a product as its product lists it. */
export interface ProductVariantView {
  readonly articleNumber: string
  readonly name: string
  readonly variantSlug: string
  readonly discontinued: boolean
}

/** Every variant of a product, in article-number order. */
export async function productVariants(
  db: Kysely<Database>,
  productId: string,
): Promise<ProductVariantView[]> {
  return db
    .selectFrom('variants')
    .select(['articleNumber', 'name', 'slug as variantSlug', 'discontinued'])
    .where('productId', '=', productId)
    .orderBy('articleNumber')
    .execute()
}
