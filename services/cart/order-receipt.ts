/** The order receipt mailed after a checkout (unless the buyer turned it off), in Swedish. */
import { formatQuantity, formatSek, type Money, PRICE_ON_REQUEST, unitLabel } from '@proffsbutik/core/domain'
import type { Mail } from '../mail/mailer'
import { type MailShop, orderUrl, signatureOf } from '../mail/messages'

/** A receipt of one order: its number and page, delivery, lines with quantity and unit, and (when the buyer may see prices) total. */
export function orderReceiptMail(input: {
  /** The shop the order was placed in: its name, and the order's page there. */
  readonly shop: MailShop
  readonly firstName: string
  readonly orderNumber: string
  readonly deliveryName: string
  readonly lines: readonly {
    readonly articleNumber: string
    readonly name: string
    readonly quantity: number
    /** The unit code the quantity is counted in ("FRP"), written as the core's label ("fp"). */
    readonly unit: string
    /** The line's price where the buyer may see prices; on request, the line says so. */
    readonly price?: { readonly askForPrice?: boolean } | null
  }[]
  readonly total: Money | null
}): Omit<Mail, 'to'> {
  // Where prices are shown, a line priced on request says so, and the total says it leaves them out.
  const onRequest = (line: (typeof input.lines)[number]) =>
    input.total !== null && line.price?.askForPrice === true
  const lines = input.lines
    .map(
      (line) =>
        `  ${formatQuantity(line.quantity)} ${unitLabel(line.unit)} ${line.name} (art.nr ${line.articleNumber})` +
        (onRequest(line) ? ` – ${PRICE_ON_REQUEST}` : ''),
    )
    .join('\n')
  const unpriced = input.lines.some(onRequest)
    ? ` (rader med ${PRICE_ON_REQUEST.toLowerCase()} ingår inte)`
    : ''
  const total = input.total === null ? '' : `\nSumma exkl. moms: ${formatSek(input.total)}${unpriced}\n`
  return {
    purpose: 'order-receipt',
    subject: `Orderbekräftelse ${input.orderNumber}`,
    text:
      `Hej ${input.firstName}!\n\nTack för din order. Vi har tagit emot order ${input.orderNumber} ` +
      `(${input.deliveryName}).\n\n${lines}\n${total}\nDu kan följa ordern under Mina sidor › Orderhistorik:\n${orderUrl(input.shop, input.orderNumber)}` +
      signatureOf(input.shop),
  }
}
