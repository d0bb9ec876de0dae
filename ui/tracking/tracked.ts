/**
 * The shop's views as tracked variants (core/domain/tracking.ts): a product card, a cart line, a
 * checkout line. The tracked price is the unit price the buyer is charged (core/domain/pricing: net
 * plus the metal surcharge, per sales price unit), only where a price is shown; a line's is the price
 * the cart charges it at (its bracket), never the card's one-unit price.
 */
import { fromMinorUnits, type TrackedPrice, type TrackedVariant } from '@proffsbutik/core/domain'
import type { CardView } from '../components/catalogue/card-view'

/** A unit price as the RPCs answer it (minor units, absent where none is shown) as tracking takes it. */
function trackedPrice(unitPrice: number | undefined, salesPriceUnit: number): TrackedPrice | undefined {
  return unitPrice === undefined ? undefined : { unitPrice: fromMinorUnits(unitPrice), salesPriceUnit }
}

/** A card's price as tracked: its one-unit price; none when the buyer sees no price, or on request. */
function cardPrice(price: CardView['price']): TrackedPrice | undefined {
  return price.kind === 'price' ? trackedPrice(price.amount, price.salesPriceUnit) : undefined
}

/** A product card as tracked, with its place in the list (1-based) when it is in one. */
export function trackedCard(card: CardView, quantity?: number, listPosition?: number): TrackedVariant {
  const price = cardPrice(card.price)
  return {
    articleNumber: card.articleNumber,
    name: card.name,
    brand: card.brand,
    ...(price ? { price } : {}),
    ...(quantity === undefined ? {} : { quantity }),
    ...(listPosition === undefined ? {} : { listPosition }),
  }
}

/** What a cart line shows that tracking takes. */
export interface TrackedLineSource {
  readonly articleNumber: string
  readonly name: string
  readonly quantity: number
  /** The line's unit price as the cart charges it (minor units); absent without a price. */
  readonly unitPrice?: number | undefined
  readonly salesPriceUnit: number
  readonly card?: Pick<CardView, 'brand'> | undefined
}

/** A cart line as tracked: priced as the cart charges it, with its card's brand when the article is known. */
export function trackedLine(line: TrackedLineSource): TrackedVariant {
  const price = trackedPrice(line.unitPrice, line.salesPriceUnit)
  return {
    articleNumber: line.articleNumber,
    name: line.name,
    quantity: line.quantity,
    ...(line.card ? { brand: line.card.brand } : {}),
    ...(price ? { price } : {}),
  }
}

/** A line of checkout (delivery, summary) as tracked: priced as checkout charges it. */
export function trackedCheckoutLine(line: {
  readonly articleNumber: string
  readonly name: string
  readonly quantity: number
  readonly unitPrice?: number | undefined
  readonly salesPriceUnit: number
}): TrackedVariant {
  const price = trackedPrice(line.unitPrice, line.salesPriceUnit)
  return {
    articleNumber: line.articleNumber,
    name: line.name,
    quantity: line.quantity,
    ...(price ? { price } : {}),
  }
}
