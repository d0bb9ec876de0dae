/** The use case behind financial follow-up's RPC (finance.rpc.ts). */
import { Effect } from 'effect'
import { actingFinancialFollowUp } from '@proffsbutik/core/usecases'
import type { financeRpcs } from './finance.rpc'
import type { Handlers } from './rpc-handlers'

/** Which use case answers each financial follow-up RPC. */
export const financeHandlers: Handlers<typeof financeRpcs> = {
  financialFollowUp: ({ fromDate, toDate, limit, offset }) =>
    Effect.gen(function* () {
      const summary = yield* actingFinancialFollowUp({
        ...(fromDate ? { fromDate } : {}),
        ...(toDate ? { toDate } : {}),
        ...(limit ? { limit } : {}),
        ...(offset ? { offset } : {}),
      })
      return {
        today: summary.today,
        credit: summary.credit,
        purchases: summary.purchases,
        invoices: {
          total: summary.invoices.total,
          offset: summary.invoices.offset,
          limit: summary.invoices.limit,
          data: summary.invoices.data.map((invoice) => ({
            invoiceNumber: invoice.invoiceNumber,
            orderId: invoice.orderId,
            orderNumber: invoice.orderNumber,
            ocr: invoice.ocr,
            invoiceDate: invoice.invoiceDate,
            dueDate: invoice.dueDate,
            paymentTerms: invoice.paymentTerms,
            net: invoice.net,
            vat: invoice.vat,
            gross: invoice.gross,
            dueState: invoice.dueState.kind,
            days:
              invoice.dueState.kind === 'notDue'
                ? invoice.dueState.daysLeft
                : invoice.dueState.kind === 'overdue'
                  ? invoice.dueState.daysOverdue
                  : 0,
          })),
        },
      }
    }),
}
