/**
 * The shop's views as tracked variants (core/domain/tracking.ts): a product card, a cart line. The
 * tracked price is the buyer's net price plus the metal surcharge, only where a price is shown.
 */
import { fromMinorUnits } from '../../core/domain/money'
import type { TrackedVariant } from '../../core/domain/tracking'
import type { CardView } from '../components/catalogue/card-view'

/** The price part of a card as the tracking rules take it; none when the buyer sees no price. */
function trackedPrice(price: CardView['price']): TrackedVariant['price'] {
  if (price.kind !== 'price') return undefined
  return {
    netPrice: fromMinorUnits(price.amount),
    ...(price.alloying === null ? {} : { alloyingPrice: fromMinorUnits(price.alloying) }),
  }
}

/** A product card as tracked, with its place in the list (1-based) when it is in one. */
export function trackedCard(card: CardView, quantity?: number, listPosition?: number): TrackedVariant {
  const price = trackedPrice(card.price)
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
  readonly card: CardView | null
}

/** A cart line as tracked: its card when the article is known, else its article number and name. */
export function trackedLine(line: TrackedLineSource): TrackedVariant {
  return line.card
    ? trackedCard(line.card, line.quantity)
    : { articleNumber: line.articleNumber, name: line.name, quantity: line.quantity }
}

/** A line of checkout (delivery, summary) as tracked: its price per unit from what the line costs. */
export function trackedCheckoutLine(line: {
  readonly articleNumber: string
  readonly name: string
  readonly quantity: number
  readonly amount: number | null
}): TrackedVariant {
  return {
    articleNumber: line.articleNumber,
    name: line.name,
    quantity: line.quantity,
    ...(line.amount === null || line.quantity <= 0
      ? {}
      : { price: { netPrice: fromMinorUnits(Math.round(line.amount / line.quantity)) } }),
  }
}
