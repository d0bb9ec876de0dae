/**
 * Where a link from the content may lead (shop-core §8 safe navigation): a path of the shop, or an
 * http(s), mailto or tel address; any other protocol (javascript:, data: …) is refused. Links are
 * read against a placeholder origin, so a relative link stays a path on whatever host serves the shop.
 */
import { PLACEHOLDER_ORIGIN, safeHref } from '@proffsbutik/core/domain'

/** The href to render for a link of the content, or undefined when it is refused. */
export function contentHref(url: string | undefined): string | undefined {
  if (url === undefined || url.trim() === '') return undefined
  return safeHref(url.trim(), PLACEHOLDER_ORIGIN)
}

/** Whether a rendered href leaves the shop (another site), so it opens in a new tab. */
export function leavesShop(href: string): boolean {
  return /^https?:\/\//i.test(href)
}

/** The attributes of a link to `href`: a new tab and no opener for another site. */
export function linkAttributes(href: string): { href: string; target?: '_blank'; rel?: string } {
  return leavesShop(href) ? { href, target: '_blank', rel: 'noopener noreferrer' } : { href }
}
