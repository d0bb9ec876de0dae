/**
 * The Swedish texts of the order base's mails: an order document sent to the caller, an inquiry for
 * customer service, and its copy for the buyer who sent it.
 */
import type { Mail, MailAttachment } from '../mail/mailer'
import { type MailShop, orderUrl, signatureOf } from '../mail/messages'

type Letter = Omit<Mail, 'to'>

/** An order confirmation as a PDF, with the caller's own message and a link to the order. */
export function orderDocumentMail(input: {
  shop: MailShop
  firstName: string
  orderNumber: string
  customerName: string
  message: string | undefined
  attachment: MailAttachment
}): Letter {
  const message = input.message?.trim()
  return {
    purpose: 'order-document',
    subject: `Orderbekräftelse för order ${input.orderNumber}`,
    text:
      `Hej ${input.firstName}!\n\nHär är orderbekräftelsen för order ${input.orderNumber} (${input.customerName}), bifogad som PDF.` +
      (message ? `\n\nDitt meddelande:\n${message}` : '') +
      `\n\nOrdern finns under Mina sidor › Orderhistorik:\n${orderUrl(input.shop, input.orderNumber)}` +
      signatureOf(input.shop),
    attachments: [input.attachment],
  }
}

/** A question about an order, for customer service. */
export function orderInquiryMail(input: {
  shop: MailShop
  inquiryId: number
  orderNumber: string
  orderDate: string
  customerName: string
  customerId: string
  name: string
  email: string
  subject: string
  message: string
}): Letter {
  return {
    purpose: 'order-inquiry',
    subject: `Fråga om order ${input.orderNumber}: ${input.subject}`,
    text: [
      `Ärende ${input.inquiryId} om order ${input.orderNumber}`,
      `Butik: ${input.shop.name} (${input.shop.url})`,
      '',
      `Order: ${input.orderNumber} (${input.orderDate})`,
      `Kund: ${input.customerName} (${input.customerId})`,
      `Från: ${input.name} <${input.email}>`,
      `Ämne: ${input.subject}`,
      '',
      input.message,
    ].join('\n'),
  }
}

/** The copy of an inquiry for the buyer who sent it: what they asked, where it went, the order's page. */
export function orderInquiryCopyMail(input: {
  shop: MailShop
  inquiryId: number
  firstName: string
  orderNumber: string
  subject: string
  message: string
}): Letter {
  return {
    purpose: 'order-inquiry-copy',
    subject: `Kopia av din fråga om order ${input.orderNumber}: ${input.subject}`,
    text:
      [
        `Hej ${input.firstName}!`,
        '',
        `Tack för din fråga. Vår kundservice har fått den som ärende ${input.inquiryId} och svarar dig på den här adressen.`,
        '',
        'Det här skickade du:',
        `Order: ${input.orderNumber}`,
        `Ämne: ${input.subject}`,
        '',
        input.message,
        '',
        `Ordern finns under Mina sidor › Orderhistorik:\n${orderUrl(input.shop, input.orderNumber)}`,
      ].join('\n') + signatureOf(input.shop),
  }
}
