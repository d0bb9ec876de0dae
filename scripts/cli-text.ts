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
  priceDisplay,
  type Variant,
} from '@proffsbutik/core/domain'

/** The Swedish name of a sales unit ("förp" for FRP), from the language config. */
export const unitName = (unit: string | undefined, units: Readonly<Record<string, string>>) =>
  unit === undefined ? 'st' : (units[unit] ?? unit.toLowerCase())

/** A variant's price as the product page's headline gives it (core/domain/price-display: surcharge included). */
export function variantPriceText(
  variant: Pick<Variant, 'price' | 'webSalesUnit'>,
  units: Readonly<Record<string, string>>,
): string {
  const shown = priceDisplay(variant.price, true)
  switch (shown.kind) {
    case 'askForPrice':
      return PRICE_ON_REQUEST
    case 'price':
      return `${formatSek(shown.amount)}/${unitName(variant.webSalesUnit?.unit, units)}`
    default:
      return 'pris visas ej'
  }
}

/** A cart line: article, name, quantity and unit, and its amount (or that it is priced on request). */
export function cartLineText(item: CartItem, units: Readonly<Record<string, string>>): string {
  const amount = itemAmount(item)
  const price = item.price ?? item.variant?.price
  const money = amount !== undefined ? formatSek(amount) : price?.askForPrice ? PRICE_ON_REQUEST : undefined
  return `  ${item.articleNumber}  ${item.variant?.name ?? ''}  ${formatQuantity(item.quantity)} ${unitName(item.variant?.webSalesUnit?.unit, units)}${money === undefined ? '' : `  ${money}`}`
}
