/**
 * Financial follow-up (shop-core §6, EJ_SE_EKONOMISK_UPPFÖLJNING): the acting customer's credit,
 * purchases per month and invoices, for the acting project when one is chosen. A range that ends
 * before it starts is refused before the call; the services refuse a buyer denied financial
 * follow-up or prices (403), which comes back as the spec's message key like every order failure.
 */
import { Effect } from 'effect'
import type { FinancialQuery } from '../domain/financial-follow-up'
import { OrdersPort } from '../ports/orders.port'
import { OrderInputInvalid, OrdersFailed } from './orders.usecase'
import { failWithMessage } from './call-failures'
import { readSession } from './session.usecase'

const failed = failWithMessage((message) => new OrdersFailed({ message }))

/** The acting customer's (and project's) financial follow-up, invoices dated in a range and paged. */
export const financialFollowUp = (
  context: { readonly customerId?: string; readonly projectId?: string },
  query: Omit<FinancialQuery, 'customerId' | 'projectId'>,
) =>
  failed(
    Effect.gen(function* () {
      if (!context.customerId) return yield* new OrdersFailed({ message: { key: 'errors.forbidden_action' } })
      if (query.fromDate && query.toDate && query.fromDate > query.toDate)
        return yield* new OrderInputInvalid({ field: 'toDate', reason: 'Must not be before fromDate' })
      return yield* (yield* OrdersPort).financialSummary(context.customerId, {
        ...query,
        ...(context.projectId ? { projectId: context.projectId } : {}),
      })
    }),
  )

/** The financial follow-up of the customer (and project) the session acts for (shop-core §3 Customer context). */
export const actingFinancialFollowUp = (query: Omit<FinancialQuery, 'customerId' | 'projectId'>) =>
  Effect.flatMap(readSession, (session) =>
    financialFollowUp(
      {
        ...(session?.currentCustomerId ? { customerId: session.currentCustomerId } : {}),
        ...(session?.currentProjectId ? { projectId: session.currentProjectId } : {}),
      },
      query,
    ),
  )
