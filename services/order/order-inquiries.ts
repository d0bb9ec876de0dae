/**
 * Questions about an order (POST /orders/inquiry): kept in a table, then mailed to customer service,
 * with a copy to the buyer who asked.
 */
import { stockholmDay } from '@proffsbutik/core/domain'
import type { MailShop } from '../mail/messages'
import type { ServiceDeps } from '../platform/deps'
import { orderInquiryCopyMail, orderInquiryMail } from './order-mails'
import type { OrderRecord } from './order-record'

/** The subject used when the caller gives none. */
export const DEFAULT_INQUIRY_SUBJECT = 'Fråga om order'

/** Keeps an inquiry by the caller about an order, mails it to customer service and a copy to the caller; answers its id. */
export async function submitInquiry(
  deps: ServiceDeps,
  record: OrderRecord,
  userId: string,
  input: { readonly subject?: string | undefined; readonly message: string },
  shop: MailShop,
): Promise<number> {
  const subject = input.subject?.trim() || DEFAULT_INQUIRY_SUBJECT
  const row = await deps.db
    .insertInto('orderInquiries')
    .values({ orderId: record.order.id, userId, subject, message: input.message, createdAt: deps.now() })
    .returning('id')
    .executeTakeFirstOrThrow()
  const user = await deps.db
    .selectFrom('users')
    .select(['firstName', 'lastName', 'email'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow()
  await deps.mailer.send({
    to: deps.config.customerServiceEmail,
    ...orderInquiryMail({
      shop,
      inquiryId: row.id,
      orderNumber: record.order.orderNumber,
      orderDate: stockholmDay(new Date(record.order.createdAt)),
      customerName: record.customerName,
      customerId: record.order.customerId,
      name: `${user.firstName} ${user.lastName}`,
      email: user.email,
      subject,
      message: input.message,
    }),
  })
  // The buyer gets a copy of what they sent.
  await deps.mailer.send({
    to: user.email,
    ...orderInquiryCopyMail({
      shop,
      inquiryId: row.id,
      firstName: user.firstName,
      orderNumber: record.order.orderNumber,
      subject,
      message: input.message,
    }),
  })
  return row.id
}
