import { Effect, Exit } from 'effect'
import { describe, expect, it } from 'vitest'
import type { FinancialQuery, FinancialSummary } from '../domain/financial-follow-up'
import { money } from '../domain/money'
import { OrdersPort } from '../ports/orders.port'
import { ServiceCallFailed } from '../ports/service-call.errors'
import { fakeLayer } from './fakes.test-support'
import { financialFollowUp } from './financial-follow-up.usecase'
import { OrderInputInvalid, OrdersFailed } from './orders.usecase'

const summary: FinancialSummary = {
  customerId: 'C200',
  today: '2026-11-24',
  credit: { limit: money(500_000), outstanding: money(120_000), available: money(380_000) },
  purchases: [{ month: '2026-11', orderCount: 3, net: money(12_345.5) }],
  invoices: { total: 0, offset: 0, limit: 20, data: [] },
}
const run = <A, E>(program: Effect.Effect<A, E, OrdersPort>, orders: Partial<OrdersPort['Service']>) =>
  Effect.runSyncExit(program.pipe(Effect.provide(fakeLayer(OrdersPort, orders))))
const callFailed = (status: number | 'none') =>
  new ServiceCallFailed({
    service: 'order',
    operation: 'financialSummary',
    failure: status === 'none' ? { kind: 'noResponse', service: 'order' } : { kind: 'http', status },
    detail: '',
  })

describe('financial follow-up', () => {
  it('asks for the acting customer and project, with the range and page', () => {
    const asked: [string, FinancialQuery][] = []
    const exit = run(
      financialFollowUp(
        { customerId: 'C200', projectId: 'P201' },
        { fromDate: '2026-01-01', toDate: '2026-06-30', limit: 20, offset: 40 },
      ),
      {
        financialSummary: (customerId, query) => {
          asked.push([customerId, query])
          return Effect.succeed(summary)
        },
      },
    )
    expect(exit).toEqual(Exit.succeed(summary))
    expect(asked).toEqual([
      ['C200', { fromDate: '2026-01-01', toDate: '2026-06-30', limit: 20, offset: 40, projectId: 'P201' }],
    ])
  })

  it('refuses a range that ends before it starts, without a call', () => {
    expect(
      run(financialFollowUp({ customerId: 'C200' }, { fromDate: '2026-06-30', toDate: '2026-01-01' }), {}),
    ).toEqual(Exit.fail(new OrderInputInvalid({ field: 'toDate', reason: 'Must not be before fromDate' })))
  })

  it('answers a refusal or an absent service with the spec’s message key', () => {
    const failing = (status: number | 'none') =>
      run(financialFollowUp({ customerId: 'C200' }, {}), {
        financialSummary: () => Effect.fail(callFailed(status)),
      })
    expect(failing(403)).toEqual(Exit.fail(new OrdersFailed({ message: { key: 'errors.forbidden_action' } })))
    expect(failing('none')).toEqual(
      Exit.fail(new OrdersFailed({ message: { key: 'errors.order_service_not_available' } })),
    )
    expect(run(financialFollowUp({}, {}), {})).toEqual(
      Exit.fail(new OrdersFailed({ message: { key: 'errors.forbidden_action' } })),
    )
  })
})
