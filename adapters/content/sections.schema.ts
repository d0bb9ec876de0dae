/**
 * The sections of the front page, content pages and store pages as the `Sections` fragment of the
 * queries answers them (by `__typename`), decoded into the domain's Section union. A section of a
 * kind the shop does not know is left out, like a section whose link cannot be resolved.
 */
import { Schema } from 'effect'
import type { InfoBlock, Section, SectionKind, TextAndMedia, TextBlock } from '@proffsbutik/core/domain'
import {
  Collection,
  Image,
  itemsOf,
  Maybe,
  MaybeBoolean,
  MaybeImage,
  MaybeRich,
  MaybeString,
  Sys,
  toRichText,
  withLink,
} from './content-wire.schema'

const bannerLink = {
  linkUrl: MaybeString,
  isExternalLink: MaybeBoolean,
  marketingId: MaybeString,
  creative: MaybeString,
}

/** A content banner (also a content page's `banner`). */
export const BannerWire = Schema.Struct({
  name: MaybeString,
  title: MaybeString,
  icon: MaybeString,
  textRow1: MaybeString,
  textRow2: MaybeString,
  contentImage: MaybeImage,
  image: MaybeImage,
  template: MaybeString,
  ...bannerLink,
})

/** A content banner, its link folded. */
export const toBanner = (banner: typeof BannerWire.Type) => withLink(banner)

/** `icon title linkUrl`. */
export const AssortmentIconWire = Schema.Struct({
  icon: MaybeString,
  title: MaybeString,
  linkUrl: MaybeString,
})

/** `role name phone email image { title url }`. */
export const PersonWire = Schema.Struct({
  name: MaybeString,
  role: MaybeString,
  phone: MaybeString,
  email: MaybeString,
  image: Maybe(Schema.Struct({ title: MaybeString, url: Schema.String })),
})

const typed = <T extends string, F extends Schema.Struct.Fields>(typename: T, fields: F) =>
  Schema.Struct({ __typename: Schema.Literal(typename), sys: Sys, ...fields })

const LargeSection = typed('LargeSection', {
  title: MaybeString,
  subHero: Maybe(
    Schema.Struct({
      title: MaybeString,
      text: MaybeString,
      buttonText: MaybeString,
      buttonLink: MaybeString,
      image: MaybeImage,
      linkUrl: MaybeString,
      isExternalLink: MaybeBoolean,
      template: MaybeString,
    }),
  ),
})
const SubBanners = typed('SubBanners', {
  name: MaybeString,
  itemsCollection: Collection(
    Schema.Struct({
      name: MaybeString,
      title: MaybeString,
      backgroundColor: MaybeString,
      icon: MaybeString,
      linkUrl: MaybeString,
      isExternalLink: MaybeBoolean,
    }),
  ),
})
const RandomBanners = typed('RandomBanners', {
  name: MaybeString,
  itemsCollection: Collection(
    Schema.Struct({
      title: MaybeString,
      preTitle: MaybeString,
      text: MaybeString,
      contentImage: MaybeImage,
      buttonText: MaybeString,
      template: MaybeString,
      ...bannerLink,
    }),
  ),
})
const MarketingBanner = typed('MarketingBanner', {
  name: MaybeString,
  title: MaybeString,
  icon: MaybeString,
  backgroundColor: MaybeString,
  itemsCollection: Collection(
    Schema.Struct({
      metaTitle: MaybeString,
      metaDescription: MaybeString,
      bannerDesktop: MaybeImage,
      bannerMobile: MaybeImage,
      weight: Maybe(Schema.Number),
      ...bannerLink,
    }),
  ),
})
const ContentBanners = typed('ContentBanners', {
  name: MaybeString,
  title: MaybeString,
  itemsCollection: Collection(BannerWire),
})
const SelectedProducts = typed('SelectedProducts', {
  name: MaybeString,
  title: MaybeString,
  selectedProductsId: MaybeString,
})
const AssortmentIcons = typed('AssortmentIcons', {
  name: MaybeString,
  title: MaybeString,
  itemsCollection: Collection(AssortmentIconWire),
})
const ServiceCards = typed('ServiceCards', {
  name: MaybeString,
  title: MaybeString,
  itemsCollection: Collection(
    Schema.Struct({ title: MaybeString, icon: MaybeString, text: MaybeString, linkUrl: MaybeString }),
  ),
})
const infoBlockFields = { infoBlockTitle: MaybeString, infoBlockText: MaybeRich }
const textAndMediaFields = {
  textMediaTitle: MaybeString,
  mediaPosition: MaybeString,
  text: MaybeRich,
  image: MaybeImage,
}
const textBlockFields = { name: MaybeString, bodyTextSecondary: MaybeRich }

/** An info block looked up by id: `sys infoBlockTitle infoBlockText`. */
export const InfoBlockWire = Schema.Struct({ sys: Sys, ...infoBlockFields })
/** A text-and-media block looked up by id: `sys textMediaTitle mediaPosition text image`. */
export const TextAndMediaWire = Schema.Struct({ sys: Sys, ...textAndMediaFields })
/** A text block looked up by id: `sys name bodyTextSecondary`. */
export const TextBlockWire = Schema.Struct({ sys: Sys, ...textBlockFields })

const InfoBlockSection = typed('InfoBlock', infoBlockFields)
const TextAndMediaSection = typed('TextAndMedia', textAndMediaFields)
const TextBlockSection = typed('TextBlock', textBlockFields)
const Video = typed('Video', {
  title: MaybeString,
  description: MaybeString,
  videoUrl: MaybeString,
  poster: MaybeImage,
})
const Accordions = typed('Accordions', {
  title: MaybeString,
  itemsCollection: Collection(Schema.Struct({ title: MaybeString, body: MaybeRich })),
})
const ImageSetOfThree = typed('ImageSetOfThree', { title: MaybeString, imagesCollection: Collection(Image) })
const SingleImage = typed('SingleImage', {
  title: MaybeString,
  caption: MaybeString,
  linkUrl: MaybeString,
  image: MaybeImage,
})
const ContactCards = typed('ContactCards', { title: MaybeString, contactsCollection: Collection(PersonWire) })
const AccountApplication = typed('AccountApplication', {
  title: MaybeString,
  text: MaybeRich,
  form: Maybe(Schema.Struct({ sys: Sys })),
})

/** A dynamic form placed as a section: the form entry itself, read whole with getDynamicForm. */
const DynamicFormSection = typed('DynamicForm', {})

const known = [
  LargeSection,
  SubBanners,
  RandomBanners,
  MarketingBanner,
  ContentBanners,
  SelectedProducts,
  AssortmentIcons,
  ServiceCards,
  InfoBlockSection,
  TextAndMediaSection,
  TextBlockSection,
  Video,
  Accordions,
  ImageSetOfThree,
  SingleImage,
  ContactCards,
  AccountApplication,
  DynamicFormSection,
] as const

const knownTypenames: ReadonlySet<string> = new Set(known.map((s) => s.fields.__typename.literal))

/** A section of a kind the shop does not render. */
const OtherSection = Schema.Struct({
  __typename: Schema.String.check(
    Schema.makeFilter(
      (typename: string) => !knownTypenames.has(typename) || `${typename} is a known section`,
    ),
  ),
  sys: Sys,
})

type SectionWire = (typeof known)[number]['Type']

/** A `Sections` item: a known section, another kind, or null when its link cannot be resolved. */
export const SectionItem = Schema.NullOr(Schema.Union([...known, OtherSection]))

/** The info block of a section or a lookup by id. */
export const toInfoBlock = (w: typeof InfoBlockWire.Type): InfoBlock => ({
  kind: 'infoBlock',
  id: w.sys.id,
  title: w.infoBlockTitle,
  text: toRichText(w.infoBlockText),
})

/** The text-and-media block of a section or a lookup by id. */
export const toTextAndMedia = (w: typeof TextAndMediaWire.Type): TextAndMedia => ({
  kind: 'textAndMedia',
  id: w.sys.id,
  title: w.textMediaTitle,
  text: toRichText(w.text),
  image: w.image,
  mediaPosition: w.mediaPosition,
})

/** The text block of a section or a lookup by id. */
export const toTextBlock = (w: typeof TextBlockWire.Type): TextBlock => ({
  kind: 'textBlock',
  id: w.sys.id,
  name: w.name,
  body: toRichText(w.bodyTextSecondary),
})

function toSection(w: SectionWire): Section {
  const id = w.sys.id
  switch (w.__typename) {
    case 'LargeSection':
      return { kind: 'largeSection', id, title: w.title, subHero: w.subHero && withLink(w.subHero) }
    case 'SubBanners':
      return {
        kind: 'subBanners',
        id,
        name: w.name,
        items: itemsOf(w.itemsCollection).map(withLink),
      }
    case 'RandomBanners':
      return {
        kind: 'randomBanners',
        id,
        name: w.name,
        items: itemsOf(w.itemsCollection).map(withLink),
      }
    case 'MarketingBanner':
      return {
        kind: 'marketingBanners',
        id,
        name: w.name,
        title: w.title,
        icon: w.icon,
        backgroundColor: w.backgroundColor,
        items: itemsOf(w.itemsCollection).map(({ bannerDesktop, bannerMobile, ...rest }) => ({
          ...withLink(rest),
          desktopImage: bannerDesktop,
          mobileImage: bannerMobile,
        })),
      }
    case 'ContentBanners':
      return {
        kind: 'contentBanners',
        id,
        name: w.name,
        title: w.title,
        items: itemsOf(w.itemsCollection).map(toBanner),
      }
    case 'SelectedProducts':
      return {
        kind: 'selectedProducts',
        id,
        name: w.name,
        title: w.title,
        selectedProductsId: w.selectedProductsId,
      }
    case 'AssortmentIcons':
      return { kind: 'assortmentIcons', id, name: w.name, title: w.title, items: itemsOf(w.itemsCollection) }
    case 'ServiceCards':
      return { kind: 'serviceCards', id, name: w.name, title: w.title, items: itemsOf(w.itemsCollection) }
    case 'InfoBlock':
      return toInfoBlock(w)
    case 'TextAndMedia':
      return toTextAndMedia(w)
    case 'TextBlock':
      return toTextBlock(w)
    case 'Video':
      return {
        kind: 'video',
        id,
        title: w.title,
        description: w.description,
        videoUrl: w.videoUrl,
        poster: w.poster,
      }
    case 'Accordions':
      return {
        kind: 'accordions',
        id,
        title: w.title,
        items: itemsOf(w.itemsCollection).map((item) => ({ title: item.title, body: toRichText(item.body) })),
      }
    case 'ImageSetOfThree':
      return { kind: 'imageSetOfThree', id, title: w.title, images: itemsOf(w.imagesCollection) }
    case 'SingleImage':
      return {
        kind: 'singleImage',
        id,
        title: w.title,
        caption: w.caption,
        linkUrl: w.linkUrl,
        image: w.image,
      }
    case 'ContactCards':
      return { kind: 'contactCards', id, title: w.title, contacts: itemsOf(w.contactsCollection) }
    case 'AccountApplication':
      return {
        kind: 'accountApplication',
        id,
        title: w.title,
        text: toRichText(w.text),
        formId: w.form?.sys.id,
      }
    case 'DynamicForm':
      return { kind: 'dynamicForm', id, formId: id }
  }
}

const isKnown = (item: typeof SectionItem.Type): item is SectionWire =>
  item !== null && knownTypenames.has(item.__typename)

/** The sections of the given kinds, in order; other kinds and unresolvable links are left out. */
export function sectionsOf<const K extends SectionKind>(
  kinds: readonly K[],
  items: readonly (typeof SectionItem.Type)[],
): Extract<Section, { kind: K }>[] {
  const wanted: ReadonlySet<SectionKind> = new Set(kinds)
  return items
    .filter(isKnown)
    .map(toSection)
    .filter((section): section is Extract<Section, { kind: K }> => wanted.has(section.kind))
}
