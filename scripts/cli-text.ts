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
  PRICE_ON_REQUEST,
  type ProductCard,
  type StockDisplay,
} from '@proffsbutik/core/domain'

/** The Swedish name of a sales unit ("förp" for FRP), from the language config. */
export const unitName = (unit: string | undefined, units: Readonly<Record<string, string>>) =>
  unit === undefined ? 'st' : (units[unit] ?? unit.toLowerCase())

/** A card's price as the product page's headline gives it (core/domain/price-display: surcharge included). */
export function cardPriceText(
  card: Pick<ProductCard, 'price' | 'unit'>,
  units: Readonly<Record<string, string>>,
): string {
  switch (card.price.kind) {
    case 'askForPrice':
      return PRICE_ON_REQUEST
    case 'price':
      return `${formatSek(card.price.amount)}/${unitName(card.unit, units)}`
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
export function cartLineText(item: CartItem, units: Readonly<Record<string, string>>): string {
  const amount = itemAmount(item)
  const price = item.price ?? item.variant?.price
  const money = amount !== undefined ? formatSek(amount) : price?.askForPrice ? PRICE_ON_REQUEST : undefined
  return `  ${item.articleNumber}  ${item.variant?.name ?? ''}  ${formatQuantity(item.quantity)} ${unitName(item.variant?.webSalesUnit?.unit, units)}${money === undefined ? '' : `  ${money}`}`
}
