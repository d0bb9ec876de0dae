/**
 * Refusal of unsafe navigation (shop-core §8): URLs with disallowed protocols are refused, and
 * external URLs need explicit permission. Parsing follows the WHATWG URL rules browsers use, so
 * obfuscations such as leading control characters or tabs inside "java\tscript:" are seen through.
 */

/** Where a URL leads, or why it is refused. */
export type NavigationCheck =
  | { readonly kind: 'internal'; readonly path: string }
  | { readonly kind: 'external'; readonly url: string }
  | { readonly kind: 'refused'; readonly reason: 'protocol' | 'external' | 'malformed' }

/** Protocols a link may use in rendered content. */
const linkProtocols = new Set(['http:', 'https:', 'mailto:', 'tel:'])

function parse(url: string, origin: string): URL | undefined {
  try {
    return new URL(url, origin)
  } catch {
    return undefined
  }
}

/**
 * Checks a navigation target: same-origin http(s) is internal (its path, search and hash), another
 * origin is external only when allowed; every other protocol is refused.
 */
export function checkNavigation(
  url: string,
  options: { readonly origin: string; readonly allowExternal?: boolean },
): NavigationCheck {
  const parsed = parse(url, options.origin)
  if (!parsed) return { kind: 'refused', reason: 'malformed' }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')
    return { kind: 'refused', reason: 'protocol' }
  if (parsed.origin === new URL(options.origin).origin) {
    return { kind: 'internal', path: `${parsed.pathname}${parsed.search}${parsed.hash}` }
  }
  return options.allowExternal
    ? { kind: 'external', url: parsed.href }
    : { kind: 'refused', reason: 'external' }
}

/** The origin relative links are read against where the shop's own is not at hand; it never reaches a page. */
export const PLACEHOLDER_ORIGIN = 'https://proffsbutik.invalid'

/** The href to render for a link in content (http, https, mailto, tel or relative), or undefined. */
export function safeHref(url: string, origin: string): string | undefined {
  const parsed = parse(url, origin)
  if (!parsed || !linkProtocols.has(parsed.protocol)) return undefined
  return parsed.origin === new URL(origin).origin
    ? `${parsed.pathname}${parsed.search}${parsed.hash}`
    : parsed.href
}

/**
 * The href of a file to open (a product's data sheet, manual or certificate): a path of the shop or
 * an http(s) URL, normalised; any other protocol — javascript:, data:, mailto: … — is undefined.
 */
export function documentHref(url: string): string | undefined {
  const href = safeHref(url.trim(), PLACEHOLDER_ORIGIN)
  return href !== undefined && (href.startsWith('/') || /^https?:\/\//i.test(href)) ? href : undefined
}

/**
 * The href of a link that leaves the shop (a retailer's web site): an absolute http or https URL
 * with a host, normalised; anything else — relative, javascript:, mailto:, malformed — is undefined.
 */
export function externalHttpUrl(url: string): string | undefined {
  let parsed: URL
  try {
    parsed = new URL(url.trim())
  } catch {
    return undefined
  }
  if ((parsed.protocol !== 'http:' && parsed.protocol !== 'https:') || parsed.hostname === '')
    return undefined
  return parsed.href
}

/**
 * A path to redirect to on this site, from a request's path: however it starts (`//evil.example`,
 * `/\evil.example`, a tab or control character a browser would drop), the answer is one slash and
 * then a path the browser reads as this site's, never as another host.
 */
export function sameSitePath(path: string): string {
  // Browsers drop leading spaces and control characters, and read a backslash as a slash (WHATWG URL).
  const dropped = (char: string) => char === '/' || char === '\\' || char.charCodeAt(0) <= 0x20
  let start = 0
  while (start < path.length && dropped(path.charAt(start))) start++
  // Tabs and newlines are dropped anywhere in a URL.
  return `/${path.slice(start).replace(/[\t\n\r]/g, '')}`
}
