/** The quotes adapter and use cases against the embedded services: a quote of the cart, its PDF, the refusals. */
import { Effect } from 'effect'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addMoney, cartTotal } from '@proffsbutik/core/domain'
import { CartPort, CommerceGraphPort } from '@proffsbutik/core/ports'
import {
  createQuote,
  login,
  quoteDocument,
  QuoteFailed,
  QuoteInputInvalid,
  QuoteRefused,
} from '@proffsbutik/core/usecases'
import { DEMO_PASSWORD, type Harness, startHarness } from '@proffsbutik/services/testing'
import { failureOf, valueOf, world } from './world'

let harness: Harness
beforeAll(async () => {
  harness = await startHarness()
}, 60_000)
afterAll(() => harness.stop())

const as = async (username: string) => {
  const buyer = world(harness.url)
  valueOf(await buyer.run(login({ username, password: DEMO_PASSWORD })))
  return buyer
}
const cartOf = (buyer: ReturnType<typeof world>) =>
  buyer.run(Effect.flatMap(CommerceGraphPort, (graph) => graph.getCart({ stockInput: {} })))
const request = {
  recipientName: 'Brf Solgården',
  reference: 'Hus B',
  markupPercent: 0,
  validityDays: 30,
  message: '',
  deliveryIds: ['DBI'],
}

describe('quotes', () => {
  it('makes a quote of the cart at its prices, and reads its PDF', async () => {
    const maja = await as('maja.falk')
    const { cartId } = valueOf(await cartOf(maja))
    valueOf(
      await maja.run(
        Effect.flatMap(CartPort, (port) =>
          port.addItems(cartId, [
            { articleNumber: '1000003', quantity: 2, deliveryId: 'DBI' },
            { articleNumber: '1000006', quantity: 5, deliveryId: 'DBI' },
          ]),
        ),
      ),
    )
    const cart = valueOf(await cartOf(maja))
    const made = valueOf(await maja.run(createQuote(cartId, request, 'opti')))
    expect(made).toMatchObject({ recipientName: 'Brf Solgården', lineCount: 2 })
    // No markup: the net is the cart's own total of its lines, as the cart page sums them.
    expect(made.totals.net).toBe(cartTotal(cart.cartItems))
    expect(made.totals.gross).toBe(addMoney(made.totals.net, made.totals.vat))
    const pdf = valueOf(await maja.run(quoteDocument(made.quoteId)))
    expect(pdf).toMatchObject({ contentType: 'application/pdf', fileName: `offert-${made.quoteNumber}.pdf` })
    expect(new TextDecoder().decode(pdf.bytes.subarray(0, 5))).toBe('%PDF-')
  })

  it('names bad fields before any call, and tells the refusals apart', async () => {
    const maja = await as('maja.falk')
    const { cartId } = valueOf(await cartOf(maja))
    expect(failureOf(await maja.run(createQuote(cartId, { ...request, validityDays: 0 }, 'dahl')))).toEqual(
      new QuoteInputInvalid({ fields: { validityDays: 'quote.validity_invalid' } }),
    )
    expect(
      failureOf(await maja.run(createQuote(cartId, { ...request, deliveryIds: ['XXX'] }, 'dahl'))),
    ).toEqual(new QuoteFailed({ message: { key: 'errors.unknown_error_occurred' } }))
    const olle = await as('olle.strand')
    const own = valueOf(await cartOf(olle))
    expect(failureOf(await olle.run(createQuote(own.cartId, request, 'dahl')))).toEqual(
      new QuoteRefused({ status: 403, message: { key: 'quote.denied' } }),
    )
    const nils = await as('nils.ohlsson')
    const his = valueOf(await cartOf(nils))
    expect(failureOf(await nils.run(createQuote(his.cartId, request, 'dahl')))).toEqual(
      new QuoteRefused({ status: 403, message: { key: 'quote.prices_denied' } }),
    )
    // Someone else's cart is refused as well.
    expect(failureOf(await olle.run(createQuote(cartId, request, 'dahl')))).toEqual(
      new QuoteRefused({ status: 403, message: { key: 'quote.denied' } }),
    )
  })
})
