/**
 * `GET /api/orders/:orderId/orderbekraftelse.pdf`: an order's confirmation (by order id or order
 * number) as a PDF in the brand's look, read from the order service with the session of the
 * request's cookie (service tokens never reach the browser). The success page of checkout links to it. Without a session: 401; an order
 * the buyer may not read, or none: the service's answer (403, 404). Quotes made on the cart page
 * are read the same way, at `/api/offerter/:quoteId/<name>.pdf`.
 */
import { Effect, Exit } from 'effect'
import { Hono, type Context, type Next } from 'hono'
import type { BrandCode, DocumentFile } from '@proffsbutik/core/domain'
import { invoicePdf, orderDocument, quoteDocument } from '@proffsbutik/core/usecases'
import { requestServices, type RequestContext, type RequestServices } from './context'
import { pageStatus } from '../ui/routing/error-status'
import { homeWithNotice } from '../ui/routing/notices'
import { rpcFailure, type RpcFailure } from './rpc/rpc-failures'
import type { SessionCookies } from './session'

const ORDER_ID = /^[A-Za-z0-9-]{1,64}$/

const INVOICE_NUMBER = /^[A-Za-z0-9-]{1,64}$/

const notFound: RpcFailure = {
  status: 404,
  body: { error: { key: 'errors.not_found', tag: 'DocumentNotFound' } },
  endsSession: false,
}

/**
 * A document that cannot be given. A script (fetch) gets the failure as JSON, as from an RPC. A
 * browser that opened the link gets a page: without a session, or with one that ended, the start
 * page asking to log in, as a login-only page does, with the document to open once logged in; otherwise the shop's error page at the link's
 * path with the failure's status (the page renderer reads `documentStatus`), never the JSON.
 */
async function refuse(c: Context, next: Next, failure: RpcFailure): Promise<Response | void> {
  if (!(c.req.header('accept') ?? '').includes('text/html')) return c.json(failure.body, failure.status)
  if (failure.status === 401) {
    // Once logged in, the browser opens the document it asked for.
    const { pathname, search } = new URL(c.req.url)
    return c.redirect(homeWithNotice('login_required', `${pathname}${search}`), 303)
  }
  c.set('documentStatus', pageStatus(failure.status))
  await next()
}

/** The page status of the document a browser was refused on this request (see refuse), or null. */
export function documentStatusOf(c: Context): number | null {
  const status: unknown = c.get('documentStatus')
  return typeof status === 'number' && pageStatus(status) === status ? status : null
}

/** Which document a route answers, read from the order service with the request's session. */
type DocumentOf = (
  orderId: string,
  brand: BrandCode,
  c: Context,
) => Effect.Effect<DocumentFile, unknown, RequestServices> | undefined

/**
 * Mounts the document routes; `contextFor` builds the request context with the request's session.
 * `GET /api/orders/:orderId/orderbekraftelse.pdf` (the confirmation), `/api/orders/:orderId/order.xlsx`
 * (the order as a spreadsheet, order history) and `/api/orders/:orderId/fakturor/:invoiceNumber`
 * (an invoice as a PDF, where the buyer may see invoices). A buyer denied prices gets documents
 * without them (the services leave them out). `GET /api/offerter/:quoteId/:file` is a quote the
 * buyer made, as a PDF (403 once quotes or prices are denied).
 */
export function documentRoutes(
  contextFor: (c: Context) => Promise<RequestContext>,
  cookies: SessionCookies,
): Hono {
  const answer =
    (document: DocumentOf, disposition: 'inline' | 'attachment') => async (c: Context, next: Next) => {
      const orderId = c.req.param('orderId') ?? c.req.param('quoteId') ?? ''
      const context = await contextFor(c)
      const program = ORDER_ID.test(orderId)
        ? document(orderId, context.brand ?? context.config.brand, c)
        : undefined
      if (!program) return refuse(c, next, notFound)
      const exit = await Effect.runPromiseExit(program.pipe(Effect.provideContext(requestServices(context))))
      // A token refreshed on the way goes back into the cookie, as after an RPC.
      if (context.session) await cookies.write(c, context.session)
      if (Exit.isFailure(exit)) {
        const reason = exit.cause.reasons.find((r) => r._tag === 'Fail')
        return refuse(c, next, rpcFailure(reason && reason._tag === 'Fail' ? reason.error : undefined))
      }
      const file = exit.value
      return c.body(file.bytes.slice().buffer, 200, {
        'Content-Type': file.contentType,
        'Content-Disposition': `${disposition}; filename="${file.fileName.replace(/[^A-Za-z0-9._-]/g, '_')}"`,
        'Cache-Control': 'private, no-store',
      })
    }
  return new Hono()
    .get(
      '/api/orders/:orderId/orderbekraftelse.pdf',
      answer((orderId, brand) => orderDocument(orderId, 'confirmation', brand), 'inline'),
    )
    .get(
      '/api/orders/:orderId/order.xlsx',
      answer((orderId, brand) => orderDocument(orderId, 'spreadsheet', brand), 'attachment'),
    )
    .get(
      '/api/orders/:orderId/fakturor/:file',
      answer((orderId, brand, c) => {
        const invoiceNumber = (c.req.param('file') ?? '').replace(/\.pdf$/, '')
        return INVOICE_NUMBER.test(invoiceNumber) ? invoicePdf(orderId, invoiceNumber, brand) : undefined
      }, 'inline'),
    )
    .get(
      '/api/offerter/:quoteId/:file',
      answer(
        (quoteId, _brand, c) =>
          /\.pdf$/.test(c.req.param('file') ?? '') ? quoteDocument(quoteId) : undefined,
        'inline',
      ),
    )
}
