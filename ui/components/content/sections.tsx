/** The sections of a page in order, each by its kind (content §2). */
import type { DynamicForm, Section } from '../../../core/domain/content'
import { SelectedProducts } from '../catalogue/selected-products'
import { AccountApplicationSection } from './account-application'
import {
  AccordionsSection,
  ImageSetSection,
  InfoBlockSection,
  SingleImageSection,
  TextAndMediaSection,
  TextBlockSection,
} from './block-sections'
import { ContentBanners, LargeSection, MarketingBanners, RandomBanners, SubBanners } from './banner-sections'
import { AssortmentIcons, ContactCards, ServiceCards } from './card-sections'
import { VideoSection } from './video-section'

/** What a page hands its sections: the banners picked for this view and the forms it loaded. */
export interface SectionExtras {
  /** For each random-banners and marketing-banners section, the index of the banner to show. */
  readonly picks: Readonly<Record<string, number>>
  /** The dynamic forms of the account-application sections, by form id. */
  readonly forms?: Readonly<Record<string, DynamicForm>>
  /** The id of the one large section whose title is the page's heading (the start page's). */
  readonly headingSectionId?: string | undefined
}

/** One section. */
export function SectionView({
  section,
  extras,
}: {
  readonly section: Section
  readonly extras: SectionExtras
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
          <SelectedProducts section={section} />
        </section>
      )
    case 'assortmentIcons':
      return <AssortmentIcons section={section} />
    case 'serviceCards':
      return <ServiceCards section={section} />
    case 'infoBlock':
      return <InfoBlockSection section={section} />
    case 'textAndMedia':
      return <TextAndMediaSection section={section} />
    case 'textBlock':
      return <TextBlockSection section={section} />
    case 'video':
      return <VideoSection section={section} />
    case 'accordions':
      return <AccordionsSection section={section} />
    case 'imageSetOfThree':
      return <ImageSetSection section={section} />
    case 'singleImage':
      return <SingleImageSection section={section} />
    case 'contactCards':
      return <ContactCards title={section.title} contacts={section.contacts} />
    case 'accountApplication':
      return (
        <AccountApplicationSection
          section={section}
          form={section.formId ? extras.forms?.[section.formId] : undefined}
        />
      )
  }
}

/** A page's sections, in the order the content gives. */
export function Sections({
  sections,
  extras,
}: {
  readonly sections: readonly Section[]
  readonly extras: SectionExtras
}) {
  return (
    <>
      {sections.map((section) => (
        <SectionView key={section.id} section={section} extras={extras} />
      ))}
    </>
  )
}
