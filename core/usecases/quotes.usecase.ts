/**
 * Quotes ("offert", EJ_SKAPA_OFFERT): an installer makes a quote of the cart's lines for their own
 * end customer, and reads it as a PDF. The fields are checked as the form checks them before any
 * call; the order base's refusals (quotes denied, prices denied, nothing to quote) come back as
 * values with their message key and status.
 */
import { Data, Effect } from 'effect'
import type { BrandCode } from '../domain/brand'
import type { UserMessage } from '../domain/messages'
import { quoteRequestProblems, type QuoteProblems, type QuoteRequest } from '../domain/quote'
import { QuotesPort } from '../ports/quotes.port'
import { ShopSettings } from '../ports/shop-settings.port'
import { ServiceCallFailed } from '../ports/service-call.errors'
import { failWithMessage } from './call-failures'
import { activeCartId } from './cart.usecase'
import { failureDetails, inputAnswer, messageAnswer, type FailureAnswer } from '../domain/failures'

/** Fields the order base would refuse, caught before the call: each with its message key. */
export class QuoteInputInvalid extends Data.TaggedError('QuoteInputInvalid')<{
  readonly fields: QuoteProblems
}> {
  get answer(): FailureAnswer {
    return inputAnswer(failureDetails(this))
  }
}

/** The order base refused the quote: not allowed (403), no such quote (404), nothing to quote (409). */
export class QuoteRefused extends Data.TaggedError('QuoteRefused')<{
  readonly status: 403 | 404 | 409
  readonly message: UserMessage
}> {
  get answer(): FailureAnswer {
    return { status: this.status, key: this.message.key }
  }
}

/** Any other failed quote call, with the spec's message. */
export class QuoteFailed extends Data.TaggedError('QuoteFailed')<{ readonly message: UserMessage }> {
  get answer(): FailureAnswer {
    return messageAnswer(this.message, failureDetails(this))
  }
}

/**
 * The refusal a failed call stands for, if it is one. A 403 says `denied`: making a quote is refused
 * with one message, reading someone else's (or a denied) quote with another.
 */
function refusalOf(
  error: ServiceCallFailed,
  denied: 'quote.denied' | 'quote.document_denied',
): QuoteRefused | undefined {
  const failure = error.failure
  if (failure.kind !== 'http') return undefined
  if (failure.status === 403)
    return new QuoteRefused({
      status: 403,
      message: { key: failure.code === 'prices_denied' ? 'quote.prices_denied' : denied },
    })
  if (failure.status === 404) return new QuoteRefused({ status: 404, message: { key: 'errors.not_found' } })
  if (failure.status === 409) return new QuoteRefused({ status: 409, message: { key: 'quote.empty' } })
  return undefined
}

const refusals = <A, E, R>(
  effect: Effect.Effect<A, E, R>,
  denied: 'quote.denied' | 'quote.document_denied' = 'quote.denied',
) =>
  effect.pipe(
    Effect.catchIf(
      (error): error is Extract<E, ServiceCallFailed> =>
        error instanceof ServiceCallFailed && refusalOf(error, denied) !== undefined,
      (error) => Effect.fail(refusalOf(error, denied)!),
    ),
    failWithMessage((message) => new QuoteFailed({ message })),
  )

/** Makes a quote of the cart's lines (the deliveries chosen) and keeps it; answers its number and totals. */
export const createQuote = (cartId: string, request: QuoteRequest, brand: BrandCode) =>
  refusals(
    Effect.gen(function* () {
      const problems = quoteRequestProblems(request)
      if (Object.keys(problems).length > 0) return yield* new QuoteInputInvalid({ fields: problems })
      return yield* (yield* QuotesPort).create(cartId, request, brand)
    }),
  )

/** A quote of the cart the user acts in, in the shop's brand: every channel quotes this way. */
export const quoteActiveCart = (request: QuoteRequest) =>
  Effect.gen(function* () {
    const { brand } = yield* ShopSettings
    return yield* createQuote(yield* activeCartId, request, brand)
  })

/** A quote the user made, as a PDF. */
export const quoteDocument = (quoteId: string) =>
  refusals(
    Effect.flatMap(QuotesPort, (quotes) => quotes.document(quoteId)),
    'quote.document_denied',
  )
