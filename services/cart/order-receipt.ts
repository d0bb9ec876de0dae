/** The order receipt mailed after a checkout (unless the buyer turned it off), in Swedish. */
import { formatSek, type Money } from '../../core/domain/money'
import type { Mail } from '../mail/mailer'

const signature = '\n\nVänliga hälsningar\nProffsbutik kundservice'

/** A receipt of one order: its number, delivery, lines and (when the buyer may see prices) total. */
export function orderReceiptMail(input: {
  readonly firstName: string
  readonly orderNumber: string
  readonly deliveryName: string
  readonly lines: readonly {
    readonly articleNumber: string
    readonly name: string
    readonly quantity: number
  }[]
  readonly total: Money | null
}): Omit<Mail, 'to'> {
  const lines = input.lines
    .map((line) => `  ${line.quantity.toLocaleString('sv-SE')} × ${line.name} (art.nr ${line.articleNumber})`)
    .join('\n')
  const total = input.total === null ? '' : `\nSumma exkl. moms: ${formatSek(input.total)}\n`
  return {
    purpose: 'order-receipt',
    subject: `Orderbekräftelse ${input.orderNumber}`,
    text:
      `Hej ${input.firstName}!\n\nTack för din order. Vi har tagit emot order ${input.orderNumber} ` +
      `(${input.deliveryName}).\n\n${lines}\n${total}\nDu kan följa ordern under Mina sidor › Orderhistorik.` +
      signature,
  }
}
