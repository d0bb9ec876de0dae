/** The sections of a content or store page in order, each by its kind (content §2). */
import type { DynamicForm, Section } from '@proffsbutik/core/domain'
import { AccountApplicationSection, FormSection } from './account-application'
import {
  AccordionsSection,
  ImageSetSection,
  InfoBlockSection,
  SingleImageSection,
  TextAndMediaSection,
  TextBlockSection,
} from './block-sections'
import { ContactCards } from './card-sections'
import { FrontSectionView, type BannerExtras } from './front-page-sections'
import { VideoSection } from './video-section'

/** What a page hands its sections: the banners picked for this view and the forms it loaded. */
export interface SectionExtras extends BannerExtras {
  /** The dynamic forms of the account-application sections, by form id. */
  readonly forms?: Readonly<Record<string, DynamicForm>>
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
    case 'dynamicForm':
      return <FormSection form={extras.forms?.[section.formId]} />
    default:
      return <FrontSectionView section={section} extras={extras} />
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
