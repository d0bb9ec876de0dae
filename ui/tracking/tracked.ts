/**
 * The shop's views as tracked variants (core/domain/tracking.ts builds the items of the events from
 * them): one builder, `trackedVariant`, for every view of an article — a product card, a cart line, a
 * checkout line, a line of a placed order, a favourite — so that every event carries the same
 * fields: article number, name, brand, category (the product's breadcrumb), the price and the
 * quantity. The tracked price is the unit price the buyer is charged (core/domain/pricing: net plus
 * the metal surcharge, per sales price unit), only where a price is shown; a line's is the price the
 * cart, checkout or order charges it at (its bracket), never the card's one-unit price.
 */
import { fromMinorUnits, type TrackedVariant } from '@proffsbutik/core/domain'
import type { CardView } from '../components/catalogue/card-view'

/** What a view of an article gives tracking: the fields every view has, or can have. */
export interface TrackedSource {
  readonly articleNumber: string
  readonly name: string
  /** The article's brand (core/domain/variant.ts variantBrand); empty or absent when it has none. */
  readonly brand?: string | undefined
  /** The product's category trail (core/domain/variant.ts productCategory), absent when it has none. */
  readonly category?: string | undefined
  /** How many; absent for one (a card, a product page). */
  readonly quantity?: number | undefined
  /** The unit price the buyer is charged, per sales price unit (minor units); absent without a price. */
  readonly unitPrice?: number | undefined
  /** How many units `unitPrice` is for; 1 when absent. */
  readonly salesPriceUnit?: number | undefined
  /** Its place in the list it is shown in (1-based), when it is in one. */
  readonly listPosition?: number | undefined
}

/** An article as tracked. */
export function trackedVariant({
  articleNumber,
  name,
  brand,
  category,
  quantity,
  unitPrice,
  salesPriceUnit = 1,
  listPosition,
}: TrackedSource): TrackedVariant {
  return {
    articleNumber,
    name,
    ...(brand ? { brand } : {}),
    ...(category ? { category } : {}),
    ...(unitPrice === undefined ? {} : { price: { unitPrice: fromMinorUnits(unitPrice), salesPriceUnit } }),
    ...(quantity === undefined ? {} : { quantity }),
    ...(listPosition === undefined ? {} : { listPosition }),
  }
}

/**
 * A product card as tracked: its one-unit price (none when the buyer sees no price, or on request),
 * with its place in the list (1-based) when it is in one.
 */
export function trackedCard(card: CardView, quantity?: number, listPosition?: number): TrackedVariant {
  const price = card.price.kind === 'price' ? card.price : undefined
  return trackedVariant({
    ...card,
    quantity,
    unitPrice: price?.amount,
    salesPriceUnit: price?.salesPriceUnit,
    listPosition,
  })
}

/** What a cart line shows that tracking takes: its article's brand and category are its card's. */
export interface TrackedLineSource extends Omit<TrackedSource, 'brand' | 'category' | 'listPosition'> {
  readonly quantity: number
  readonly card?: Pick<CardView, 'brand' | 'category'> | undefined
}

/** A cart line as tracked: priced as the cart charges it, with its card's brand and category. */
export function trackedLine(line: TrackedLineSource): TrackedVariant {
  return trackedVariant({ ...line, brand: line.card?.brand, category: line.card?.category })
}
