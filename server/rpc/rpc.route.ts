/**
 * `POST /rpc/<name>`: decodes the browser's input with the RPC's Schema, runs the use case with the
 * session of the request's cookie and encodes its output; a changed session is written back to the
 * cookie. Unknown names answer 404, a body over the RPC's limit 413 (counted as it arrives, so a
 * chunked body without Content-Length is cut off too), bad input 400 naming the field, a use case's
 * failure its status with the message key (rpc-failures.ts); a 401 from the services clears the cookie.
 * A session that ended on the way (a token refresh refused inside a call whose failure the use case
 * drops, such as the menu) is answered 401 too, so that the page reloads and asks for a login.
 * A request from another origin's page, or without the session's CSRF token, is refused with 403
 * before its body is read (docs/adr/0016); every other answer hands the page the session's current
 * token. A call marked as a page's read (PAGE_READ_HEADER) waits for the services as a page does.
 */
import { Result, Schema, SchemaIssue } from 'effect'
import { Hono, type Context, type Next } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import type { RequestContext } from '../context'
import { sessionEndedFailure, type RpcErrorBody } from './rpc-failures'
import { SESSION_KEY } from '@proffsbutik/core/usecases'
import type { SessionCookies } from '../session'
import { shopApiDefinitions, type RpcInput, type RpcName } from './shop-api.rpc'
import { runRpc } from './shop-api.server'
import { CSRF_HEADER, ensureCsrfToken, isCsrfTokenOf, judgeOrigin, requestOriginOf } from '../csrf'
import { illFormedTextPaths } from './well-formed-text'

const formatIssues = SchemaIssue.makeFormatterStandardSchemaV1()

/** The header a route loader's call carries in the browser (ui/api.ts `pageReads`). */
export const PAGE_READ_HEADER = 'x-page-read'

const isRpcName = (name: string): name is RpcName => Object.hasOwn(shopApiDefinitions, name)

/** The largest RPC body unless the RPC names its own (a spreadsheet upload carries its file). */
export const MAX_BODY_BYTES = 256 * 1024

/** RPCs whose answer itself says the session is gone: logout ends it, a restore answers result 3. */
const answersForTheSession: ReadonlySet<RpcName> = new Set<RpcName>(['logout', 'session'])

const badRequest = (
  c: Context,
  issues: RpcErrorBody['error']['issues'],
  key: RpcErrorBody['error']['key'] = 'errors.bad_request',
) => c.json<RpcErrorBody>({ error: { key, ...(issues ? { issues } : {}) } }, 400)

async function handle<N extends RpcName>(
  c: Context,
  name: N,
  body: unknown,
  context: RequestContext,
  cookies: SessionCookies,
  pageWaitMs: number | undefined,
): Promise<Response> {
  const definition = shopApiDefinitions[name]
  const input = Schema.decodeUnknownResult(definition.input)(body, {
    errors: 'all',
    onExcessProperty: 'error',
  })
  if (Result.isFailure(input)) {
    return badRequest(
      c,
      formatIssues(input.failure.issue).issues.map((issue) => ({
        path: (issue.path ?? [])
          .map((segment) => String(typeof segment === 'object' ? segment.key : segment))
          .join('.'),
        message: issue.message,
      })),
      definition.invalidInputKey,
    )
  }
  const loggedIn = context.session?.has(SESSION_KEY) ?? false
  // Decoded by this RPC's own input schema: the value is this RPC's input.
  const answer = await runRpc(name, input.success as RpcInput<N>, context, pageWaitMs)
  const endedOnTheWay =
    loggedIn && !context.session?.has(SESSION_KEY) && !answersForTheSession.has(name) && answer.ok
  const result = endedOnTheWay ? { ok: false as const, failure: sessionEndedFailure } : answer
  if (context.session) {
    if (!result.ok && result.failure.endsSession) cookies.clear(c)
    else {
      // A login or logout on the way has a new token: the page takes it from this answer.
      c.header(CSRF_HEADER, ensureCsrfToken(context.session))
      await cookies.write(c, context.session)
    }
  }
  if (!result.ok) return c.json(result.failure.body, result.failure.status as 400)
  return c.json(
    Schema.encodeSync(definition.output as Schema.Top & { readonly EncodingServices: never })(result.value),
  )
}

/**
 * The answer to a request that may be forged (docs/adr/0016): 403 when it comes from a page of
 * another origin, or lacks the session's CSRF token — then with the current token in the header,
 * so that a page of the shop whose session changed in another tab can try once more. Else undefined.
 */
async function refusal(
  c: Context,
  context: RequestContext,
  cookies: SessionCookies,
): Promise<Response | undefined> {
  const origin = judgeOrigin(requestOriginOf(c), context.config.brandHosts)
  if (!origin.ok) return forbidden(c, 'CrossSiteRequest', origin.reason)
  const session = context.session
  if (session && isCsrfTokenOf(session, c.req.header(CSRF_HEADER))) return undefined
  if (session) {
    c.header(CSRF_HEADER, ensureCsrfToken(session))
    await cookies.write(c, session)
  }
  return forbidden(c, 'CsrfTokenMismatch', "The request lacks the session's CSRF token")
}

const forbidden = (c: Context, tag: string, reason: string) =>
  c.json<RpcErrorBody>({ error: { key: 'errors.request_refused', tag, details: { reason } } }, 403)

/** The answer to a body over the limit: 413 with the bad-request key, before the rest is read. */
const tooLarge = (c: Context) =>
  c.json<RpcErrorBody>(
    { error: { key: 'errors.bad_request', issues: [{ path: '', message: 'The body is too large' }] } },
    413,
  )

/** Refuses an unknown RPC with 404, and a body larger than the RPC takes with 413 as it streams in. */
async function knownRpcWithinLimit(c: Context, next: Next): Promise<Response | void> {
  const name = c.req.param('name') ?? ''
  if (!isRpcName(name)) return c.json<RpcErrorBody>({ error: { key: 'errors.not_found' } }, 404)
  const maxSize: number = shopApiDefinitions[name].maxBodyBytes ?? MAX_BODY_BYTES
  return bodyLimit({ maxSize, onError: tooLarge })(c, next)
}

/** Mounts the RPC endpoint; `contextFor` builds the request context with the request's session. */
export function rpcRoutes(
  contextFor: (c: Context) => Promise<RequestContext>,
  cookies: SessionCookies,
): Hono {
  return new Hono().post('/rpc/:name', knownRpcWithinLimit, async (c) => {
    const context = await contextFor(c)
    // A page's read in the browser (a route loader's call) waits as a page rendered on the server does.
    const pageWaitMs = c.req.header(PAGE_READ_HEADER) === '1' ? context.config.pageWaitMs : undefined
    const refused = await refusal(c, context, cookies)
    if (refused) return refused
    const name = c.req.param('name') ?? ''
    if (!isRpcName(name)) return c.json<RpcErrorBody>({ error: { key: 'errors.not_found' } }, 404)
    let body: unknown
    try {
      body = await c.req.json()
    } catch {
      return badRequest(c, [{ path: '', message: 'Body is not JSON' }])
    }
    const illFormed = illFormedTextPaths(body)
    if (illFormed.length > 0)
      return badRequest(
        c,
        illFormed.map((path) => ({
          path,
          message: 'The text is not well-formed Unicode (a lone surrogate)',
        })),
      )
    return handle(c, name, body, context, cookies, pageWaitMs)
  })
}
