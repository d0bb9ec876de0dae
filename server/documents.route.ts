/**
 * `GET /api/orders/:orderId/orderbekraftelse.pdf`: an order's confirmation as a PDF in the brand's
 * look, read from the order service with the session of the request's cookie (service tokens never
 * reach the browser). The success page of checkout links to it. Without a session: 401; an order
 * the buyer may not read, or none: the service's answer (403, 404).
 */
import { Effect, Exit } from 'effect'
import { Hono, type Context } from 'hono'
import { orderDocument } from '../core/usecases/orders.usecase'
import { requestLayer, type RequestContext } from './context'
import { rpcFailure } from './rpc/rpc-failures'
import type { SessionCookies } from './session'

const ORDER_ID = /^[A-Za-z0-9-]{1,64}$/

/** Mounts the document route; `contextFor` builds the request context with the request's session. */
export function documentRoutes(contextFor: (c: Context) => RequestContext, cookies: SessionCookies): Hono {
  return new Hono().get('/api/orders/:orderId/orderbekraftelse.pdf', async (c) => {
    const orderId = c.req.param('orderId')
    if (!ORDER_ID.test(orderId)) return c.json({ error: { key: 'errors.not_found' } }, 404)
    const context = contextFor(c)
    const exit = await Effect.runPromiseExit(
      orderDocument(orderId, 'confirmation', context.brand ?? context.config.brand).pipe(
        Effect.provide(requestLayer(context)),
      ),
    )
    // A token refreshed on the way goes back into the cookie, as after an RPC.
    if (context.session) cookies.write(c, context.session)
    if (Exit.isFailure(exit)) {
      const reason = exit.cause.reasons.find((r) => r._tag === 'Fail')
      const failure = rpcFailure(reason && reason._tag === 'Fail' ? reason.error : undefined)
      return c.json(failure.body, failure.status)
    }
    const file = exit.value
    return c.body(file.bytes.slice().buffer, 200, {
      'Content-Type': file.contentType,
      'Content-Disposition': `inline; filename="${file.fileName}"`,
      'Cache-Control': 'private, no-store',
    })
  })
}
