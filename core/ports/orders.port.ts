import { Context, type Effect } from 'effect'
import type { BrandCode } from '../domain/brand'
import type { FinancialQuery, FinancialSummary } from '../domain/financial-follow-up'
import type {
  DocumentFile,
  Invoice,
  Order,
  OrderAddress,
  OrderPage,
  OrderQuery,
  ReorderCheck,
} from '../domain/order'
import type { NotLoggedIn } from './credentials.port'
import type { ServiceCallFailed } from './service-call.errors'

type Call<A> = Effect.Effect<A, ServiceCallFailed | NotLoggedIn>

/** Order history and its documents (the order base). */
export class OrdersPort extends Context.Service<
  OrdersPort,
  {
    readonly search: (query: OrderQuery) => Call<OrderPage>
    /** The order id of an order number or a checkout's tempOrderId. */
    readonly orderIdOf: (numberOrTempId: string) => Call<string>
    readonly order: (orderId: string) => Call<Order>
    readonly addresses: (orderId: string) => Call<readonly OrderAddress[]>
    readonly invoices: (orderId: string) => Call<readonly Invoice[]>
    readonly invoicePdf: (orderId: string, invoiceNumber: string, brand: BrandCode) => Call<DocumentFile>
    /** The order as an .xlsx file. */
    readonly download: (orderId: string) => Call<DocumentFile>
    /** The order confirmation as a PDF with the brand's logo. */
    readonly confirmation: (orderId: string, brand: BrandCode) => Call<DocumentFile>
    /** Mails the confirmation to the buyer with a message; answers the address it went to. */
    readonly emailDocuments: (orderId: string, message: string, brand: BrandCode) => Call<string>
    readonly sendInquiry: (inquiry: {
      readonly orderId: string
      readonly subject?: string
      readonly message: string
    }) => Call<void>
    /** Whether the order can be ordered again, line by line. */
    readonly validate: (orderId: string) => Call<ReorderCheck>
    /** A customer's credit, purchases per month and a page of its invoices (financial follow-up). */
    readonly financialSummary: (customerId: string, query: FinancialQuery) => Call<FinancialSummary>
  }
>()('proffsbutik/OrdersPort') {}
