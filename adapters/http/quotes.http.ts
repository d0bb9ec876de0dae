/** Quotes over HTTP (the order base): a quote made from the cart, and its PDF. */
import { Effect, Layer, Schema } from 'effect'
import { ErrorReporter, QuotesPort, ServiceCredentials } from '@proffsbutik/core/ports'
import { withToken } from './authorized'
import { MoneyFromNumber } from './money.schema'
import { serviceClient, type ServicesEndpoint } from './service-client'

const QuoteWire = Schema.Struct({
  quoteId: Schema.String,
  quoteNumber: Schema.String,
  recipientName: Schema.String,
  validUntil: Schema.String,
  lines: Schema.Array(Schema.Struct({ lineNumber: Schema.Number })),
  totals: Schema.Struct({ net: MoneyFromNumber, vat: MoneyFromNumber, gross: MoneyFromNumber }),
})

/** The quotes port against the services at `endpoint`. */
export const quotesHttp = (endpoint: ServicesEndpoint) =>
  Layer.effect(
    QuotesPort,
    Effect.gen(function* () {
      const authorized = withToken(yield* ServiceCredentials)
      const client = serviceClient('order', endpoint, yield* ErrorReporter)
      return {
        create: (cartId, request, brand) =>
          authorized((token) =>
            client.call({
              operation: 'createQuote',
              method: 'POST',
              path: 'quotes',
              json: {
                cartId,
                recipientName: request.recipientName,
                ...(request.reference ? { reference: request.reference } : {}),
                markupPercent: request.markupPercent,
                validityDays: request.validityDays,
                ...(request.message ? { message: request.message } : {}),
                deliveryIds: request.deliveryIds,
                brand,
              },
              token,
              response: QuoteWire,
            }),
          ).pipe(
            Effect.map((wire) => ({
              quoteId: wire.quoteId,
              quoteNumber: wire.quoteNumber,
              recipientName: wire.recipientName,
              validUntil: wire.validUntil,
              lineCount: wire.lines.length,
              totals: wire.totals,
            })),
          ),
        document: (quoteId) =>
          authorized((token) =>
            client.download({
              operation: 'quoteDocument',
              method: 'GET',
              path: `quotes/${encodeURIComponent(quoteId)}/document`,
              token,
            }),
          ).pipe(
            Effect.map((file) => ({
              bytes: file.bytes,
              contentType: file.contentType,
              fileName: file.fileName ?? `offert-${quoteId}.pdf`,
            })),
          ),
      }
    }),
  )
