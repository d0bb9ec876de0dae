/**
 * Punch-out entry (shop-core §4, docs/adr/0014): a procurement system opens any page of the shop
 * with its parameters in the query (GET) or in a posted form (POST, url-encoded in UTF-8 or
 * ISO-8859-1, or multipart). The shop logs in by the punch-out session call, keeps the settings in
 * the session cookie (the mode is PUNCHOUT from then on) and answers with a redirect to the same
 * path without the query — 303 after a POST — so the password leaves the address bar and history.
 * An entry that does not work leaves the shop NORMAL and says why, as a start message. The query of
 * either is read in the charset its bytes are in (UTF-8, else ISO-8859-1), like a form without one.
 * An entry whose session would not fit its cookies (docs/adr/0024) is refused with
 * errors.punchout.too_long, never a 500.
 */
import { Effect, Exit } from 'effect'
import type { Context, Hono, Next } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import {
  decodeFormBody,
  type FormCharset,
  formCharsetOfBytes,
  handBackCharset,
  isPunchoutRequest,
  type Params,
  type PunchoutSettings,
  sameSitePath,
} from '@proffsbutik/core/domain'
import { KeyValueStore } from '@proffsbutik/core/ports'
import {
  CurrentUserFailed,
  enterPunchout,
  PunchoutEntryFailed,
  punchoutSettings,
  readSession,
} from '@proffsbutik/core/usecases'
import {
  MAX_SESSION_LENGTH,
  SessionTooLarge,
  type OpenedSession,
} from '../adapters/storage/session-cookie.storage'
import { noticeFor, type NoticeName } from '../ui/routing/notices'
import { requestServices, type RequestContext } from './context'
import type { SessionCookies } from './session'

/** Paths that are never pages: the entry is not looked for there. */
const NOT_PAGES = /^\/(rpc|services|api|assets)(\/|$)|^\/(healthz|favicon\.(svg|ico))$/

/** The largest punch-out form the shop reads (a few dozen short fields). */
export const MAX_ENTRY_BYTES = 64 * 1024

/** A posted page body over MAX_ENTRY_BYTES is refused with 413 as it arrives, chunked or not. */
const entryBodyLimit = bodyLimit({
  maxSize: MAX_ENTRY_BYTES,
  onError: (c) => c.text('The form is too large', 413),
})

/**
 * The room a punch-out session leaves in its cookies when it starts, in sealed characters: for what
 * it gains afterwards (refreshed tokens, the customer, project and assortment chosen).
 */
export const ENTRY_HEADROOM = 600

/** The parameters of a form or query, the first of a repeated name winning. */
const paramsOf = (encoded: string, charset: FormCharset): Params =>
  Object.fromEntries(decodeFormBody(encoded, charset).reverse())

/**
 * The parameters of the request's query, read from the raw query (c.req.query() would take it as
 * UTF-8 and leave Latin-1 percent-encoded): UTF-8 when its bytes are, else ISO-8859-1.
 */
function queryParams(c: Context): Params {
  const query = new URL(c.req.url).search.slice(1)
  return query === '' ? {} : paramsOf(query, formCharsetOfBytes(query))
}

/** The punch-out settings of a session that is logged in, else undefined (NORMAL or APP mode). */
export function punchoutOf(session: OpenedSession | undefined): PunchoutSettings | undefined {
  if (!session) return undefined
  const program = Effect.gen(function* () {
    const settings = yield* punchoutSettings
    return settings && (yield* readSession) ? settings : undefined
  })
  return Effect.runSync(Effect.provideService(program, KeyValueStore, session.store))
}

/** The charset a url-encoded body was written in: the header's, else what the bytes are. */
function formCharset(contentType: string, body: string): FormCharset {
  const declared = /charset\s*=\s*"?([\w-]+)/i.exec(contentType)?.[1]
  if (declared) return handBackCharset(declared)
  // Not UTF-8: Latin-1 (the only other charset OCI systems use), whatever http_content_charset says.
  return formCharsetOfBytes(body)
}

/** The parameters of a posted entry form, or undefined when the body is not a form. */
async function postedParams(c: Context): Promise<Params | undefined> {
  const contentType = c.req.header('content-type') ?? ''
  if (/^application\/x-www-form-urlencoded/i.test(contentType)) {
    const body = await c.req.text()
    return paramsOf(body, formCharset(contentType, body))
  }
  if (/^multipart\/form-data/i.test(contentType)) {
    const form = await c.req.parseBody().catch(() => undefined)
    if (!form) return undefined
    return Object.fromEntries(
      Object.entries(form).flatMap(([name, value]) => (typeof value === 'string' ? [[name, value]] : [])),
    )
  }
  return undefined
}

/**
 * Mounts the entry on GET and POST of every page path; a request that is no punch-out entry goes
 * on to the page (GET) or is not found (POST), as before.
 */
export function mountPunchoutEntry(
  app: Hono,
  contextFor: (c: Context) => Promise<RequestContext>,
  cookies: SessionCookies,
): void {
  const enter = async (c: Context, params: Params, status: 302 | 303) => {
    const context = await contextFor(c)
    const exit = await Effect.runPromiseExit(
      enterPunchout(params).pipe(Effect.provideContext(requestServices(context))),
    )
    // Back to the page asked for, on this site: never `//evil.example` or `/\evil.example`.
    const path = sameSitePath(new URL(c.req.url).pathname)
    // The answer carries a login: never cached, never passed on in a Referer.
    c.header('Cache-Control', 'no-store')
    c.header('Referrer-Policy', 'no-referrer')
    if (context.session) {
      const written = await cookies
        .write(c, context.session, { maxLength: MAX_SESSION_LENGTH - ENTRY_HEADROOM })
        .then(
          () => true,
          (error: unknown) => {
            if (error instanceof SessionTooLarge) return false
            throw error
          },
        )
      // Settings within the limits in characters can still seal too long (many multi-byte ones):
      // no session then, rather than one that cannot be kept.
      if (!written) {
        cookies.clear(c)
        const notice: NoticeName = 'punchout_too_long'
        return c.redirect(`${path}?notice=${notice}`, status)
      }
    }
    if (Exit.isSuccess(exit)) return c.redirect(path, status)
    const reason = exit.cause.reasons.find((r) => r._tag === 'Fail')
    const error: unknown = reason && reason._tag === 'Fail' ? reason.error : undefined
    const message =
      error instanceof PunchoutEntryFailed
        ? error.message
        : error instanceof CurrentUserFailed
          ? error.message
          : 'errors.internal_server_error'
    if (!reason) console.error('punch-out entry failed', exit.cause)
    return c.redirect(`${path}?notice=${noticeFor(message) ?? 'punchout_failed'}`, status)
  }
  const isPage = (c: Context) => !NOT_PAGES.test(c.req.path)
  app.get('*', async (c: Context, next: Next) => {
    if (!isPage(c)) return next()
    const query = queryParams(c)
    if (!isPunchoutRequest(query)) return next()
    return enter(c, query, 302)
  })
  app.post('*', async (c: Context, next: Next) => (isPage(c) ? entryBodyLimit(c, next) : next()))
  app.post('*', async (c: Context, next: Next) => {
    if (!isPage(c)) return next()
    const posted = await postedParams(c)
    if (!posted) return next()
    // The query counts too (some systems post the login and put HOOK_URL in the address).
    const params = { ...queryParams(c), ...posted }
    if (!isPunchoutRequest(params)) return next()
    return enter(c, params, 303)
  })
}
