/**
 * What the command line writes about prices and lines, in Swedish as the web shop does: the price
 * the product page shows (surcharge included), "Pris på förfrågan" for a price on request, amounts
 * in kronor and quantities with a decimal comma.
 */
import {
  type CartItem,
  formatQuantity,
  formatSek,
  itemAmount,
  PIECE_UNIT,
  PRICE_ON_REQUEST,
  type ProductCard,
  type StockDisplay,
  unitLabel,
} from '@proffsbutik/core/domain'

/** The Swedish label of a sales unit ("fp" for FRP, core/domain/unit-codes); pieces when unknown. */
export const unitName = (unit: string | undefined) => unitLabel(unit ?? PIECE_UNIT)

/** A card's price as the product page's headline gives it (core/domain/price-display: surcharge included). */
export function cardPriceText(card: Pick<ProductCard, 'price' | 'unit'>): string {
  switch (card.price.kind) {
    case 'askForPrice':
      return PRICE_ON_REQUEST
    case 'price':
      return `${formatSek(card.price.amount)}/${unitName(card.unit)}`
    default:
      return 'pris visas ej'
  }
}

/** Stock as the listings say it, in words. */
export function stockText(stock: StockDisplay): string {
  switch (stock.kind) {
    case 'inStock':
      return `${stock.quantity} i lager`
    case 'deliveryIn':
      return `leverans om ${stock.fromDays}–${stock.toDays} dagar`
    case 'orderProduct':
      return 'beställningsvara'
    case 'notStockedInStore':
      return 'lagerförs inte i butiken'
    default:
      return 'slut i lager'
  }
}

/** A cart line: article, name, quantity and unit, and its amount (or that it is priced on request). */
export function cartLineText(item: CartItem): string {
  const amount = itemAmount(item)
  const price = item.price ?? item.variant?.price
  const money = amount !== undefined ? formatSek(amount) : price?.askForPrice ? PRICE_ON_REQUEST : undefined
  return `  ${item.articleNumber}  ${item.variant?.name ?? ''}  ${formatQuantity(item.quantity)} ${unitName(item.variant?.webSalesUnit?.unit)}${money === undefined ? '' : `  ${money}`}`
}
