/** The <head> of a content page: its title with the brand's name, its meta description and canonical link. */
import { contentHref } from '../components/content/content-href'
import { type TitledMatch, titled } from '../i18n/i18n'

/** Title, description and canonical link for a content route's `head`. */
export function contentHead(
  match: TitledMatch,
  title: string,
  description: string | undefined,
  canonical: string | undefined,
) {
  const href = contentHref(canonical)
  return {
    meta: [
      { title: titled(match, title) },
      ...(description ? [{ name: 'description', content: description }] : []),
    ],
    links: href ? [{ rel: 'canonical', href }] : [],
  }
}
