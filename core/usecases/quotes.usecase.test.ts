import { Effect, Exit } from 'effect'
import { describe, expect, it } from 'vitest'
import { money } from '../domain/money'
import type { QuoteRequest } from '../domain/quote'
import { QuotesPort, type QuoteMade } from '../ports/quotes.port'
import { ServiceCallFailed } from '../ports/service-call.errors'
import { fakeLayer } from './fakes.test-support'
import { createQuote, QuoteFailed, QuoteInputInvalid, QuoteRefused, quoteDocument } from './quotes.usecase'

const run = <A, E>(program: Effect.Effect<A, E, QuotesPort>, quotes: Partial<QuotesPort['Service']>) =>
  Effect.runSyncExit(program.pipe(Effect.provide(fakeLayer(QuotesPort, quotes))))

const callFailed = (status: number | 'none', code?: string) =>
  new ServiceCallFailed({
    service: 'order',
    operation: 'createQuote',
    failure:
      status === 'none'
        ? { kind: 'noResponse', service: 'order' }
        : { kind: 'http', status, ...(code ? { code } : {}) },
    detail: '',
  })

const request: QuoteRequest = {
  recipientName: 'Brf Solgården',
  reference: '',
  markupPercent: 12.5,
  validityDays: 30,
  message: '',
  deliveryIds: ['DBI'],
}
const made: QuoteMade = {
  quoteId: 'q1',
  quoteNumber: '7000001',
  recipientName: 'Brf Solgården',
  validUntil: '2026-12-23',
  lineCount: 2,
  totals: { net: money('100'), vat: money('25'), gross: money('125') },
}

describe('createQuote', () => {
  it('makes the quote of the cart in the shop’s brand', () => {
    const calls: unknown[] = []
    const exit = run(createQuote('cart-1', request, 'konr'), {
      create: (cartId, asked, brand) => {
        calls.push([cartId, asked, brand])
        return Effect.succeed(made)
      },
    })
    expect(exit).toEqual(Exit.succeed(made))
    expect(calls).toEqual([['cart-1', request, 'konr']])
  })

  it('names the bad fields before any call (the fake has no create)', () => {
    expect(
      run(
        createQuote(
          'cart-1',
          { ...request, recipientName: ' ', markupPercent: 12.25, validityDays: 91 },
          'dahl',
        ),
        {},
      ),
    ).toEqual(
      Exit.fail(
        new QuoteInputInvalid({
          fields: {
            recipientName: 'quote.recipient_required',
            markupPercent: 'quote.markup_invalid',
            validityDays: 'quote.validity_invalid',
          },
        }),
      ),
    )
  })

  it('tells a refusal of quotes from one of prices, and an empty choice from a failing service', () => {
    const failing = (error: ServiceCallFailed) =>
      run(createQuote('c', request, 'dahl'), { create: () => Effect.fail(error) })
    expect(failing(callFailed(403))).toEqual(
      Exit.fail(new QuoteRefused({ status: 403, message: { key: 'quote.denied' } })),
    )
    expect(failing(callFailed(403, 'prices_denied'))).toEqual(
      Exit.fail(new QuoteRefused({ status: 403, message: { key: 'quote.prices_denied' } })),
    )
    expect(failing(callFailed(409, 'empty_quote'))).toEqual(
      Exit.fail(new QuoteRefused({ status: 409, message: { key: 'quote.empty' } })),
    )
    expect(failing(callFailed('none'))).toEqual(
      Exit.fail(new QuoteFailed({ message: { key: 'errors.order_service_not_available' } })),
    )
  })
})

describe('quoteDocument', () => {
  it('answers the PDF, or the refusal once quotes are denied', () => {
    const file = {
      bytes: new Uint8Array([37, 80, 68, 70]),
      contentType: 'application/pdf',
      fileName: 'offert-7000001.pdf',
    }
    expect(run(quoteDocument('q1'), { document: () => Effect.succeed(file) })).toEqual(Exit.succeed(file))
    expect(run(quoteDocument('q1'), { document: () => Effect.fail(callFailed(404)) })).toEqual(
      Exit.fail(new QuoteRefused({ status: 404, message: { key: 'errors.not_found' } })),
    )
    // Someone else's quote is refused for what it is: not the user's to read, rather than to make.
    expect(run(quoteDocument('q1'), { document: () => Effect.fail(callFailed(403)) })).toEqual(
      Exit.fail(new QuoteRefused({ status: 403, message: { key: 'quote.document_denied' } })),
    )
  })
})
