import { brandProfiles } from '@proffsbutik/core/domain'
import { createFileRoute, Link } from '@tanstack/react-router'
import { readSelectedProducts } from '../components/catalogue/read-selected-products'
import { frontSections } from '../components/content/front-sections-on-demand'
import { PageHero } from '../components/content/page-hero'
import { HydrateWhenSeen } from '../components/layout/hydrate-when-seen'
import { formatDay } from '../format'
import { useT } from '../i18n/use-t'

/**
 * The start page: the front page's hero, the next delivery day, then the front page's sections in
 * order (content §2: large section, sub banners, random and marketing banners, content banners,
 * selected products, assortment icons, service cards). The first large section's title is the
 * page's heading; without content the shop's own welcome is. Content that fails to load leaves the
 * delivery line and a notice, never an error page. The sections hydrate as they come into view.
 */
export const Route = createFileRoute('/')({
  loader: async ({ context }) => {
    const [calendar, front] = await Promise.all([
      context.api.deliveryCalendar({ days: 1 }),
      context.api.frontPage({}).catch(() => null),
      frontSections.load(),
    ])
    const products = front ? await readSelectedProducts(context, front.page.sections) : null
    return { calendar, front, products }
  },
  head: ({ loaderData }) => ({
    meta: loaderData?.front?.page.metaDescription
      ? [{ name: 'description', content: loaderData.front.page.metaDescription }]
      : [],
  }),
  component: StartPage,
})

function StartPage() {
  const t = useT()
  const { calendar, front, products } = Route.useLoaderData()
  const { stores } = Route.useRouteContext()
  const date = formatDay(calendar.nextDeliveryDate)
  const hero = front?.page.hero
  const heading = front?.page.sections.find((section) => section.kind === 'largeSection' && section.title)
  return (
    <main className="page start-page">
      {hero && (
        <PageHero
          title={hero.title}
          description={hero.description}
          mobileImage={hero.mobileImage}
          desktopImage={hero.desktopImage}
          overlay={hero.overlay}
          titleSize={hero.titleFontSize}
          headingLevel="text"
        />
      )}
      <div className="start-page__band">
        {!heading && <h1>{t('home.title', { brand: brandProfiles[stores.brand].name })}</h1>}
        {!front && <p className="lead">{t('home.intro')}</p>}
        <p className="next-delivery">
          <span aria-hidden="true" className="next-delivery__mark" />
          {calendar.pastCutoff
            ? t('home.next_delivery_past_cutoff', { date })
            : t('home.next_delivery', { date })}{' '}
          <Link to="/leveransdagar">{t('nav.delivery_days')}</Link>
        </p>
        {!front && <p className="content-unavailable">{t('content.unavailable')}</p>}
      </div>
      {front && (
        <HydrateWhenSeen part={frontSections}>
          {({ FrontPageSections }) => (
            <FrontPageSections
              sections={front.page.sections}
              extras={{ picks: front.picks, headingSectionId: heading?.id, products }}
            />
          )}
        </HydrateWhenSeen>
      )}
    </main>
  )
}
