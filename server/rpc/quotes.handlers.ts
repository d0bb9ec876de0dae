/** The use case behind the quote RPC: the active cart's quote, in the shop's brand. */
import { Effect } from 'effect'
import { quoteActiveCart } from '@proffsbutik/core/usecases'
import type { quotesRpcs } from './quotes.rpc'
import type { Handlers } from './rpc-handlers'

/** The document route of a quote's PDF (server/documents.route.ts). */
export const quoteDocumentUrl = (quoteId: string, quoteNumber: string) =>
  `/api/offerter/${encodeURIComponent(quoteId)}/offert-${encodeURIComponent(quoteNumber)}.pdf`

/** Which use case answers the quote RPC. */
export const quotesHandlers: Handlers<typeof quotesRpcs> = {
  createQuote: (request) =>
    Effect.map(quoteActiveCart(request), (made) => ({
      ...made,
      documentUrl: quoteDocumentUrl(made.quoteId, made.quoteNumber),
    })),
}
