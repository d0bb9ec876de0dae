/**
 * A guard on the server answers with a redirect, and the message it owes ('Vänligen logga in', 'Du
 * saknar rättigheter för att se denna sida') travels in the redirect's `notice` query parameter.
 * Only these names are read, so a link cannot make the shop say anything else.
 */

/** The notices a redirect may carry, by name, with their catalog ids. */
export const notices = {
  login_required: 'guards.login_required',
  no_access: 'guards.forbidden',
} as const

/** A notice's name. */
export type NoticeName = keyof typeof notices

/** The catalog id a `notice` parameter names, if it names one. */
export function noticeKey(value: unknown): (typeof notices)[NoticeName] | undefined {
  return typeof value === 'string' && Object.hasOwn(notices, value) ? notices[value as NoticeName] : undefined
}

/** The start page with a notice. */
export function homeWithNotice(name: NoticeName): string {
  return `/?notice=${name}`
}

/** `href` without its notice parameter (what the address bar shows once the notice is on screen). */
export function withoutNotice(href: string): string {
  const url = new URL(href, 'http://shop.invalid')
  url.searchParams.delete('notice')
  return `${url.pathname}${url.search}${url.hash}`
}
