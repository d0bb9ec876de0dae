/**
 * A content page (content §2–3): breadcrumbs, the hero with its mobile and desktop pictures, the
 * ingress, the body, the sections in order, and — in a sidebar when the page asks for one
 * (showSidebar), else below — its category section, the customer-service contact (displayContacts)
 * and the listing pages it belongs to; then the page's banner.
 */
import type { SelectedProductsView } from '../catalogue/selected-products'
import { observer } from 'mobx-react-lite'
import { type ContentPage, type DynamicForm, pageLink } from '@proffsbutik/core/domain'
import { useT } from '../../i18n/use-t'
import { useStores } from '../../stores/stores-context'
import { PageBanner } from './banner-sections'
import { Breadcrumbs, type Crumb } from './breadcrumbs'
import { ContentIcon } from './icons'
import { PageHero } from './page-hero'
import { RichTextView } from './rich-text'
import { Sections } from './sections'

/**
 * The page's product categories (content §3 categories), each linking to its category listing: a
 * main category of the menu or one of its subcategories, named as the menu names it. A category the
 * menu does not know links by its id, which the listing takes as a slug.
 */
const CategoryLinks = observer(function CategoryLinks({ page }: { readonly page: ContentPage }) {
  const { frame } = useStores()
  const menu = frame.frame?.menu ?? []
  const category = (id: string): { readonly path: string; readonly title: string } => {
    for (const entry of menu) {
      if (entry.slug === id) return { path: entry.slug, title: entry.title }
      const child = entry.children.find((candidate) => candidate.slug === id)
      if (child) return { path: `${entry.slug}/${child.slug}`, title: child.title }
    }
    return { path: id, title: id }
  }
  return (
    <section className="content-aside__box category-section">
      <h2>
        <ContentIcon name={page.categorySectionIcon} />
        {page.categorySectionTitle}
      </h2>
      <ul>
        {page.categories.map((id) => {
          const { path, title } = category(id)
          return (
            <li key={id}>
              <a href={`/kategorier/${path.split('/').map(encodeURIComponent).join('/')}`}>
                <ContentIcon name={id} size={20} />
                {title}
              </a>
            </li>
          )
        })}
      </ul>
    </section>
  )
})

function Aside({
  page,
  parentSlug,
}: {
  readonly page: ContentPage
  readonly parentSlug?: string | undefined
}) {
  const t = useT()
  const listings = page.listingPages.filter((listing) => listing.title)
  const boxes = [
    page.categories.length > 0 && <CategoryLinks key="categories" page={page} />,
    page.displayContacts && (
      <section key="contacts" className="content-aside__box content-contact">
        <h2>
          <ContentIcon name="headset" />
          {t('content.contact_title')}
        </h2>
        <p>{t('content.contact_text')}</p>
        <p>
          <a href="/kundservice">{t('content.contact_link')}</a>
        </p>
      </section>
    ),
    listings.length > 0 && (
      <section key="listings" className="content-aside__box">
        <h2>{t('content.more_in')}</h2>
        <ul>
          {listings.map((listing) => (
            <li key={listing.slug}>
              <a href={`/${listing.slug}`} aria-current={listing.slug === parentSlug ? 'true' : undefined}>
                {listing.title}
              </a>
            </li>
          ))}
        </ul>
      </section>
    ),
  ].filter(Boolean)
  if (boxes.length === 0) return null
  return (
    <aside className="content-aside" aria-label={t('content.related')}>
      {boxes}
    </aside>
  )
}

/** A content page, under a listing page (`parent`) or on its own. */
export function ContentPageView({
  page,
  picks,
  forms,
  products,
  parent,
}: {
  readonly page: ContentPage
  readonly picks: Readonly<Record<string, number>>
  readonly forms: Readonly<Record<string, DynamicForm>>
  /** The cards of the page's selected-products sections. */
  readonly products?: SelectedProductsView | null | undefined
  readonly parent?: { readonly slug: string; readonly title?: string | undefined } | undefined
}) {
  const crumbs: Crumb[] = [
    ...(parent ? [{ label: parent.title ?? parent.slug, href: `/${parent.slug}` }] : []),
    { label: page.title, href: parent ? pageLink(parent.slug, page.slug) : `/${page.slug}` },
  ]
  return (
    <main className="page content-page">
      <Breadcrumbs crumbs={crumbs} />
      <PageHero
        title={page.title}
        preTitle={page.preTitle}
        mobileImage={page.hero?.mobileImage}
        desktopImage={page.hero?.desktopImage}
        overlay={page.hero?.overlay ?? false}
        icon={page.hero?.icon}
      />
      <div className={`content-page__layout${page.showSidebar ? ' content-page__layout--sidebar' : ''}`}>
        <div className="content-page__main">
          <RichTextView text={page.ingress} className="content-page__ingress" />
          <RichTextView text={page.body} className="content-page__body" />
          <Sections sections={page.sections} extras={{ picks, forms, products }} />
        </div>
        <Aside page={page} parentSlug={parent?.slug} />
      </div>
      {page.banner && <PageBanner banner={page.banner} />}
    </main>
  )
}
