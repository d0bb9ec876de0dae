/**
 * A guard on the server answers with a redirect, and the message it owes ('Vänligen logga in', 'Du
 * saknar rättigheter för att se denna sida') travels in the redirect's `notice` query parameter.
 * Only these names are read, so a link cannot make the shop say anything else.
 */
import { sameSitePath } from '@proffsbutik/core/domain'

/** The notices a redirect may carry, by name, with their catalog ids. */
export const notices = {
  login_required: 'guards.login_required',
  no_access: 'guards.forbidden',
  // A punch-out entry that did not work (shop-core §4): the shop stays NORMAL and says why.
  punchout_missing_callback_url: 'errors.punchout.missing_callback_url',
  punchout_invalid_callback_url: 'errors.punchout.invalid_callback_url',
  punchout_missing_credentials: 'errors.punchout.missing_credentials',
  punchout_too_long: 'errors.punchout.too_long',
  punchout_invalid_credentials: 'login.invalid_credentials',
  punchout_forbidden: 'errors.forbidden_action',
  punchout_throttled: 'errors.try_again_later',
  punchout_failed: 'errors.internal_server_error',
} as const

/** A notice's name. */
export type NoticeName = keyof typeof notices

/** The catalog id a `notice` parameter names, if it names one. */
export function noticeKey(value: unknown): (typeof notices)[NoticeName] | undefined {
  return typeof value === 'string' && Object.hasOwn(notices, value) ? notices[value as NoticeName] : undefined
}

/**
 * The start page with a notice; `next`, a page of this site, is where the buyer goes once logged in
 * (only a same-site path is kept: never another host, never the start page itself).
 */
export function homeWithNotice(name: NoticeName, next?: string): string {
  const back = next === undefined ? undefined : returnPath(next)
  return back === undefined ? `/?notice=${name}` : `/?notice=${name}&next=${encodeURIComponent(back)}`
}

/**
 * A page to return to after logging in, from a path or a `next` parameter: same site, not the start
 * page. The path is read as the browser will (dot segments gone) and made same-site again after
 * that, so that '/.//host' cannot come out as '//host', another site's address.
 */
export function returnPath(value: unknown): string | undefined {
  if (typeof value !== 'string' || value === '') return undefined
  const url = new URL(sameSitePath(value), 'http://shop.invalid')
  const path = sameSitePath(`${url.pathname}${url.search}${url.hash}`)
  return new URL(path, 'http://shop.invalid').pathname === '/' ? undefined : path
}

/**
 * Whether a path to return to is a document the server answers (an order's PDF or spreadsheet under
 * /api/), not a page of the app: the browser opens it itself, the router has no page for it.
 */
export function isDocumentPath(path: string): boolean {
  return path.startsWith('/api/')
}

/** The notice that carries a catalog id, if one does. */
export function noticeFor(key: string): NoticeName | undefined {
  return (Object.keys(notices) as NoticeName[]).find((name) => notices[name] === key)
}

/** `href` without its notice and return parameters (what the address bar shows once the notice is on screen). */
export function withoutNotice(href: string): string {
  const url = new URL(href, 'http://shop.invalid')
  url.searchParams.delete('notice')
  url.searchParams.delete('next')
  return `${url.pathname}${url.search}${url.hash}`
}
