/** The <head> of a content page: its title with the shop's name, its meta description and canonical link. */
import type { I18n } from '@lingui/core'
import { contentHref } from '../components/content/content-href'

/** Title, description and canonical link for a content route's `head`. */
export function contentHead(
  i18n: I18n,
  title: string,
  description: string | undefined,
  canonical: string | undefined,
) {
  const href = contentHref(canonical)
  return {
    meta: [
      { title: `${title} – ${i18n._('shop.name')}` },
      ...(description ? [{ name: 'description', content: description }] : []),
    ],
    links: href ? [{ rel: 'canonical', href }] : [],
  }
}
