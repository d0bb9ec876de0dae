/**
 * The RPC of financial follow-up (shop-core §6, EJ_SE_EKONOMISK_UPPFÖLJNING): the acting customer's
 * credit, purchases per month and a page of its invoices dated in a range. Amounts are minor units
 * of 1/10,000 SEK, net unless named gross.
 */
import { Schema } from 'effect'
import { IsoDate, rpc } from './rpc-definition'

/** Money in minor units of 1/10,000 SEK (core/domain/money.ts). */
const MoneyUnits = Schema.Int

/** The financial follow-up's RPCs. */
export const financeRpcs = {
  /** The acting customer's (and project's) credit, purchases of the last twelve months and invoices. */
  financialFollowUp: rpc({
    input: Schema.Struct({
      fromDate: Schema.optionalKey(IsoDate),
      toDate: Schema.optionalKey(IsoDate),
      limit: Schema.optionalKey(Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: 100 }))),
      offset: Schema.optionalKey(Schema.Int.check(Schema.isBetween({ minimum: 0, maximum: 100_000 }))),
    }),
    output: Schema.Struct({
      today: IsoDate,
      /** Absent for a customer without a credit limit. */
      credit: Schema.optional(
        Schema.Struct({ limit: MoneyUnits, outstanding: MoneyUnits, available: MoneyUnits }),
      ),
      purchases: Schema.Array(
        Schema.Struct({ month: Schema.String, orderCount: Schema.Int, net: MoneyUnits }),
      ),
      invoices: Schema.Struct({
        total: Schema.Int,
        offset: Schema.Int,
        limit: Schema.Int,
        data: Schema.Array(
          Schema.Struct({
            invoiceNumber: Schema.String,
            orderId: Schema.String,
            orderNumber: Schema.String,
            ocr: Schema.String,
            invoiceDate: IsoDate,
            dueDate: IsoDate,
            paymentTerms: Schema.String,
            net: MoneyUnits,
            vat: MoneyUnits,
            gross: MoneyUnits,
            /** Where the invoice stands against its due date today (the domain's InvoiceDueState). */
            dueState: Schema.Union([
              Schema.Struct({ kind: Schema.Literal('notDue'), daysLeft: Schema.Int }),
              Schema.Struct({ kind: Schema.Literal('dueToday') }),
              Schema.Struct({ kind: Schema.Literal('overdue'), daysOverdue: Schema.Int }),
            ]),
          }),
        ),
      }),
    }),
    session: 'user',
  }),
}
