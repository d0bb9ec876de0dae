import { Context, type Effect } from 'effect'
import type { BrandCode } from '../domain/brand'
import type { IsoDate } from '../domain/calendar'
import type { Money } from '../domain/money'
import type { DocumentFile } from '../domain/order'
import type { QuoteRequest } from '../domain/quote'
import type { NotLoggedIn } from './credentials.port'
import type { ServiceCallFailed } from './service-call.errors'

type Call<A> = Effect.Effect<A, ServiceCallFailed | NotLoggedIn>

/** A quote as the order base answers it once made. */
export interface QuoteMade {
  readonly quoteId: string
  readonly quoteNumber: string
  readonly recipientName: string
  readonly validUntil: IsoDate
  readonly lineCount: number
  readonly totals: { readonly net: Money; readonly vat: Money; readonly gross: Money }
}

/** Quotes made from the cart for an installer's end customer (the order base). */
export class QuotesPort extends Context.Service<
  QuotesPort,
  {
    /** Makes and keeps a quote of the cart's lines (of the deliveries named). */
    readonly create: (cartId: string, request: QuoteRequest, brand: BrandCode) => Call<QuoteMade>
    /** The quote as a PDF in the brand it was made in. */
    readonly document: (quoteId: string) => Call<DocumentFile>
  }
>()('proffsbutik/QuotesPort') {}
