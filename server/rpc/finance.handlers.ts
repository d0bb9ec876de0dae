/** The use case behind financial follow-up's RPC (finance.rpc.ts). */
import { Effect } from 'effect'
import { financialFollowUp, readSession } from '@proffsbutik/core/usecases'
import type { financeRpcs } from './finance.rpc'
import type { Handlers } from './rpc-handlers'

/** Which use case answers each financial follow-up RPC. */
export const financeHandlers: Handlers<typeof financeRpcs> = {
  financialFollowUp: ({ fromDate, toDate, limit, offset }) =>
    Effect.gen(function* () {
      // The acting customer and project (shop-core §3 Customer context).
      const session = yield* readSession
      const summary = yield* financialFollowUp(
        {
          ...(session?.currentCustomerId ? { customerId: session.currentCustomerId } : {}),
          ...(session?.currentProjectId ? { projectId: session.currentProjectId } : {}),
        },
        {
          ...(fromDate ? { fromDate } : {}),
          ...(toDate ? { toDate } : {}),
          ...(limit ? { limit } : {}),
          ...(offset ? { offset } : {}),
        },
      )
      return {
        today: summary.today,
        credit: summary.credit ?? null,
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
