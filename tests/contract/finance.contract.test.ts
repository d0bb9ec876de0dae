/** Financial follow-up's adapter and use case against the embedded services, on the seeded year. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { invoiceDueState, subtractMoney } from '@proffsbutik/core/domain'
import { financialFollowUp, login, orderHistory } from '@proffsbutik/core/usecases'
import { DEMO_PASSWORD, type Harness, startHarness } from '@proffsbutik/services/testing'
import { failureOf, valueOf, world } from './world'

let harness: Harness
beforeAll(async () => {
  harness = await startHarness()
}, 60_000)
afterAll(() => harness.stop())

const as = async (username: string) => {
  const someone = world(harness.url)
  valueOf(await someone.run(login({ username, password: DEMO_PASSWORD })))
  return someone
}

describe('financial follow-up', () => {
  it('decodes the credit, the months and the invoices into Money and due states', async () => {
    const anna = await as('anna.berg')
    const summary = valueOf(await anna.run(financialFollowUp({ customerId: 'C100' }, { limit: 100 })))
    const credit = summary.credit!
    expect(Number.isSafeInteger(credit.limit)).toBe(true)
    expect(credit.available).toBe(subtractMoney(credit.limit, credit.outstanding))
    expect(summary.purchases).toHaveLength(12)
    expect(summary.purchases.every((month) => Number.isSafeInteger(month.net))).toBe(true)
    expect(summary.invoices.data.length).toBeGreaterThan(0)
    for (const invoice of summary.invoices.data) {
      expect(invoice.dueState).toEqual(invoiceDueState(invoice.dueDate, summary.today))
      expect(invoice.gross).toBe(invoice.net + invoice.vat)
    }
    // The invoiced orders of order history are the invoices, in number.
    const invoiced = valueOf(
      await anna.run(orderHistory({ customerId: 'C100', statuses: ['invoiced'], limit: 1 })),
    )
    expect(summary.invoices.total).toBe(invoiced.total)
  })

  it('answers a refusal as the spec’s message key', async () => {
    const lisa = await as('lisa.nord')
    expect(failureOf(await lisa.run(financialFollowUp({ customerId: 'C200' }, {})))).toMatchObject({
      _tag: 'OrdersFailed',
      message: { key: 'errors.forbidden_action' },
    })
  })
})
