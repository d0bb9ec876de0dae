/**
 * The section kinds of the front page (content §2: large section, sub banners, random banners,
 * marketing banners, content banners, selected products, assortment icons, service cards). Kept
 * apart from the other kinds so that the start page loads only these (no rich text, forms or video).
 */
import type { FrontPageSection } from '@proffsbutik/core/domain'
import { SelectedProducts, type SelectedProductsView } from '../catalogue/selected-products'
import { ContentBanners, LargeSection, MarketingBanners, RandomBanners, SubBanners } from './banner-sections'
import { AssortmentIcons, ServiceCards } from './card-sections'

/** What a page hands its banner sections: the banners picked for this view, and its heading section. */
export interface BannerExtras {
  /** For each random-banners and marketing-banners section, the index of the banner to show. */
  readonly picks: Readonly<Record<string, number>>
  /** The id of the one large section whose title is the page's heading (the start page's). */
  readonly headingSectionId?: string | undefined
  /** The cards of the page's selected-products sections, read with the page (null when they could not be). */
  readonly products?: SelectedProductsView | null | undefined
}

/** One section of a front-page kind. */
export function FrontSectionView({
  section,
  extras,
}: {
  readonly section: FrontPageSection
  readonly extras: BannerExtras
}) {
  switch (section.kind) {
    case 'largeSection':
      return <LargeSection section={section} headingLevel={extras.headingSectionId === section.id ? 1 : 2} />
    case 'subBanners':
      return <SubBanners section={section} />
    case 'randomBanners':
      return <RandomBanners section={section} pick={extras.picks[section.id]} />
    case 'marketingBanners':
      return <MarketingBanners section={section} pick={extras.picks[section.id]} />
    case 'contentBanners':
      return <ContentBanners section={section} />
    case 'selectedProducts':
      return (
        <section
          className="content-section selected-products"
          data-selected-products={section.selectedProductsId}
        >
          {section.title && <h2 className="content-section__title">{section.title}</h2>}
          <SelectedProducts section={section} products={extras.products} />
        </section>
      )
    case 'assortmentIcons':
      return <AssortmentIcons section={section} />
    case 'serviceCards':
      return <ServiceCards section={section} />
  }
}

/** The front page's sections, in the order the content gives. */
export function FrontPageSections({
  sections,
  extras,
}: {
  readonly sections: readonly FrontPageSection[]
  readonly extras: BannerExtras
}) {
  return (
    <>
      {sections.map((section) => (
        <FrontSectionView key={section.id} section={section} extras={extras} />
      ))}
    </>
  )
}
