/**
 * A listing page (content §2–3): its hero and ingress, its tags to filter by (the `tag` search
 * parameter; tagOrder first; the chosen one marked aria-current by the router) and the pages it lists — thumbnail, pre-title and title, each linking
 * under the listing (`/{listing}/{page}`).
 */
import { Link } from '@tanstack/react-router'
import { type ContentListingPage, listingTagGroups, pageLink } from '@proffsbutik/core/domain'
import { useT } from '../../i18n/use-t'
import { Breadcrumbs } from './breadcrumbs'
import { PageHero } from './page-hero'
import { ContentPicture } from './picture'
import { RichTextView } from './rich-text'

/** A listing page, its pages narrowed to those with `tag` when one is chosen. */
export function ListingPageView({
  listing,
  tag,
}: {
  readonly listing: ContentListingPage
  readonly tag: string | undefined
}) {
  const t = useT()
  const groups = listingTagGroups(listing)
  const chosen = groups.find((group) => group.tag.id === tag)
  const pages = chosen ? chosen.pages : listing.pages
  return (
    <main className="page listing-page">
      <Breadcrumbs crumbs={[{ label: listing.title }]} />
      <PageHero
        title={listing.title}
        mobileImage={listing.mobileImage}
        desktopImage={listing.desktopImage}
        overlay={listing.overlay}
        icon={listing.icon}
      />
      <RichTextView text={listing.ingress} className="content-page__ingress" />
      {groups.length > 0 && (
        <nav className="tag-filter" aria-label={t('content.filter_by_tag')}>
          <ul>
            <li>
              <Link
                to="/$slug"
                params={{ slug: listing.slug }}
                search={{}}
                activeOptions={{ exact: true }}
                resetScroll={false}
              >
                {t('content.all_tags')}
              </Link>
            </li>
            {groups.map((group) => (
              <li key={group.tag.id}>
                <Link
                  to="/$slug"
                  params={{ slug: listing.slug }}
                  search={{ tag: group.tag.id }}
                  activeOptions={{ exact: true }}
                  resetScroll={false}
                >
                  {group.tag.name}
                  <span className="tag-filter__count">{group.pages.length}</span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <p className="listing-page__count" aria-live="polite">
        {t('content.page_count', { count: pages.length })}
      </p>
      <ul className="listing-grid">
        {pages.map((page) => (
          <li key={page.id} className="listing-card">
            <a href={pageLink(listing.slug, page.slug)}>
              {page.thumbnail && (
                <ContentPicture image={page.thumbnail} className="listing-card__image" alt="" />
              )}
              <span className="listing-card__text">
                {page.preTitle && <span className="content-pre-title">{page.preTitle}</span>}
                <span className="listing-card__title">{page.title}</span>
                {page.tags.length > 0 && (
                  <span className="listing-card__tags">{page.tags.map((tag) => tag.name).join(' · ')}</span>
                )}
              </span>
            </a>
          </li>
        ))}
      </ul>
    </main>
  )
}
