/**
 * The RPC of quotes ("Skapa offert" on the cart page, EJ_SKAPA_OFFERT): a quote of the active
 * cart's lines for the installer's end customer. The fields are taken loosely here and checked by
 * the use case as the form checks them, so that a bad value is named next to its field; the PDF is
 * then read from `documentUrl` (server/documents.route.ts) with the session of the cookie.
 */
import { Schema } from 'effect'
import { rpc, Text } from './rpc-definition'

/** Money in minor units of 1/10,000 SEK (core/domain/money.ts). */
const MoneyUnits = Schema.Int

/** The quote RPCs. */
export const quotesRpcs = {
  /** Makes and keeps a quote of the active cart's lines in the deliveries chosen. */
  createQuote: rpc({
    input: Schema.Struct({
      recipientName: Text(1000),
      reference: Text(1000),
      markupPercent: Schema.Number.check(Schema.isFinite()),
      validityDays: Schema.Number.check(Schema.isFinite()),
      message: Text(5000),
      deliveryIds: Schema.Array(Text(20)).check(Schema.isMaxLength(10)),
    }),
    output: Schema.Struct({
      quoteId: Schema.String,
      quoteNumber: Schema.String,
      validUntil: Schema.String,
      lineCount: Schema.Int,
      totals: Schema.Struct({ net: MoneyUnits, vat: MoneyUnits, gross: MoneyUnits }),
      /** The quote as a PDF, read through the shop with the session of the cookie. */
      documentUrl: Schema.String,
    }),
    session: 'user',
  }),
}
