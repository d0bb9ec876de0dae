/**
 * The content of the screens (core/domain/content.ts, content-rich-text.ts) as Schemas, so that the
 * content RPCs encode exactly the domain's types: pages, sections, rich text, stores and forms.
 */
import { Schema } from 'effect'
import {
  formInputTypes,
  type AccordionItem,
  type AssortmentIcon,
  type Banner,
  type ContactPerson,
  type ContentImage,
  type ContentLink,
  type ContentListingPage,
  type ContentPage,
  type ContentTag,
  type DynamicForm,
  type FormInput,
  type FrontPage,
  type Hero,
  type ListedPage,
  type MarketingBannerItem,
  type RandomBanner,
  type RichText,
  richTextBlockTypes,
  type RichTextElement,
  richTextInlineTypes,
  type RichTextNode,
  type Section,
  type ServiceCard,
  type StoreActivity,
  type StoreDetails,
  type StorePage,
  type StoreService,
  type SubBanner,
  type SubHero,
} from '@proffsbutik/core/domain'

const optional = <S extends Schema.Top>(schema: S) => Schema.optional(schema)
const text = optional(Schema.String)

/** A picture. */
export const ContentImageSchema: Schema.Codec<ContentImage> = Schema.Struct({
  url: Schema.String,
  title: text,
  description: text,
  width: optional(Schema.Number),
  height: optional(Schema.Number),
  contentType: text,
})
const image = optional(ContentImageSchema)

const LinkSchema: Schema.Codec<ContentLink> = Schema.Struct({ url: Schema.String, external: Schema.Boolean })
const link = optional(LinkSchema)

const TargetSchema = Schema.Struct({
  sys: Schema.Struct({
    id: Schema.String,
    type: Schema.Literal('Link'),
    linkType: Schema.Literals(['Entry', 'Asset']),
  }),
})

const TextNodeSchema = Schema.Struct({
  nodeType: Schema.Literal('text'),
  value: Schema.String,
  marks: Schema.Array(
    Schema.Struct({
      type: Schema.Literals([
        'bold',
        'italic',
        'underline',
        'code',
        'superscript',
        'subscript',
        'strikethrough',
      ]),
    }),
  ),
})

const ElementSchema: Schema.Codec<RichTextElement> = Schema.Struct({
  nodeType: Schema.Literals([...richTextBlockTypes, ...richTextInlineTypes]),
  data: Schema.Struct({ uri: text, target: optional(TargetSchema) }),
  content: Schema.Array(Schema.suspend((): Schema.Codec<RichTextNode> => NodeSchema)),
})

const NodeSchema: Schema.Codec<RichTextNode> = Schema.Union([TextNodeSchema, ElementSchema])

/** A rich-text field with the entries and assets it links to. */
export const RichTextSchema: Schema.Codec<RichText> = Schema.Struct({
  document: Schema.Struct({ nodeType: Schema.Literal('document'), content: Schema.Array(NodeSchema) }),
  entries: Schema.Array(
    Schema.Union([
      Schema.Struct({
        kind: Schema.Literal('button'),
        id: Schema.String,
        button: Schema.Struct({
          text,
          url: text,
          variant: text,
          size: text,
          inline: Schema.Boolean,
          shape: text,
          icon: text,
        }),
      }),
      Schema.Struct({ kind: Schema.Literal('infoBlock'), id: Schema.String, title: text }),
      Schema.Struct({ kind: Schema.Literal('page'), id: Schema.String, slug: Schema.String }),
      Schema.Struct({ kind: Schema.Literal('other'), id: Schema.String }),
    ]),
  ),
  assets: Schema.Array(
    Schema.Struct({
      id: Schema.String,
      url: Schema.String,
      title: text,
      description: text,
      width: optional(Schema.Number),
      height: optional(Schema.Number),
      contentType: text,
    }),
  ),
})
const rich = optional(RichTextSchema)

const tracking = { marketingId: text, creative: text }

const HeroSchema: Schema.Codec<Hero> = Schema.Struct({
  title: text,
  titleFontSize: text,
  slug: text,
  description: text,
  overlay: Schema.Boolean,
  icon: text,
  desktopImage: image,
  mobileImage: image,
})

const BannerSchema: Schema.Codec<Banner> = Schema.Struct({
  ...tracking,
  name: text,
  title: text,
  icon: text,
  textRow1: text,
  textRow2: text,
  contentImage: image,
  image,
  template: text,
  link,
})

const MarketingItemSchema: Schema.Codec<MarketingBannerItem> = Schema.Struct({
  ...tracking,
  metaTitle: text,
  metaDescription: text,
  desktopImage: image,
  mobileImage: image,
  weight: optional(Schema.Number),
  link,
})

const RandomBannerSchema: Schema.Codec<RandomBanner> = Schema.Struct({
  ...tracking,
  title: text,
  preTitle: text,
  text,
  contentImage: image,
  buttonText: text,
  template: text,
  link,
})

const SubBannerSchema: Schema.Codec<SubBanner> = Schema.Struct({
  name: text,
  title: text,
  backgroundColor: text,
  icon: text,
  link,
})

const AssortmentIconSchema: Schema.Codec<AssortmentIcon> = Schema.Struct({
  icon: text,
  title: text,
  linkUrl: text,
})

const ServiceCardSchema: Schema.Codec<ServiceCard> = Schema.Struct({
  title: text,
  icon: text,
  text,
  linkUrl: text,
})

const SubHeroSchema: Schema.Codec<SubHero> = Schema.Struct({
  title: text,
  text,
  buttonText: text,
  buttonLink: text,
  image,
  link,
  template: text,
})

const ContactSchema: Schema.Codec<ContactPerson> = Schema.Struct({
  name: text,
  role: text,
  phone: text,
  email: text,
  image,
})

const AccordionItemSchema: Schema.Codec<AccordionItem> = Schema.Struct({ title: text, body: rich })

const section = <K extends string, F extends Schema.Struct.Fields>(kind: K, fields: F) =>
  Schema.Struct({ kind: Schema.Literal(kind), id: Schema.String, ...fields })

/** Every section kind. */
export const SectionSchema: Schema.Codec<Section> = Schema.Union([
  section('largeSection', { title: text, subHero: optional(SubHeroSchema) }),
  section('subBanners', { name: text, items: Schema.Array(SubBannerSchema) }),
  section('randomBanners', { name: text, items: Schema.Array(RandomBannerSchema) }),
  section('marketingBanners', {
    name: text,
    title: text,
    icon: text,
    backgroundColor: text,
    items: Schema.Array(MarketingItemSchema),
  }),
  section('contentBanners', { name: text, title: text, items: Schema.Array(BannerSchema) }),
  section('selectedProducts', { name: text, title: text, selectedProductsId: text }),
  section('assortmentIcons', { name: text, title: text, items: Schema.Array(AssortmentIconSchema) }),
  section('serviceCards', { name: text, title: text, items: Schema.Array(ServiceCardSchema) }),
  section('infoBlock', { title: text, text: rich }),
  section('textAndMedia', { title: text, text: rich, image, mediaPosition: text }),
  section('textBlock', { name: text, body: rich }),
  section('video', { title: text, description: text, videoUrl: text, poster: image }),
  section('accordions', { title: text, items: Schema.Array(AccordionItemSchema) }),
  section('imageSetOfThree', { title: text, images: Schema.Array(ContentImageSchema) }),
  section('singleImage', { title: text, caption: text, linkUrl: text, image }),
  section('contactCards', { title: text, contacts: Schema.Array(ContactSchema) }),
  section('accountApplication', { title: text, text: rich, formId: text }),
  section('dynamicForm', { formId: Schema.String }),
])

// The page types narrow their sections to the kinds they have; the union of all kinds encodes them.
const sections = <S extends Section>() => Schema.Array(SectionSchema) as unknown as Schema.Codec<readonly S[]>

/** The front page. */
export const FrontPageSchema: Schema.Codec<FrontPage> = Schema.Struct({
  id: Schema.String,
  name: text,
  metaDescription: text,
  hero: optional(HeroSchema),
  sections: sections<FrontPage['sections'][number]>(),
})

/** A content page. */
export const ContentPageSchema: Schema.Codec<ContentPage> = Schema.Struct({
  id: Schema.String,
  slug: Schema.String,
  title: Schema.String,
  preTitle: text,
  showSidebar: Schema.Boolean,
  ingress: rich,
  metaDescription: text,
  canonicalLink: text,
  body: rich,
  displayContacts: Schema.Boolean,
  excludeFromSearch: Schema.Boolean,
  authenticatedOnly: Schema.Boolean,
  categorySectionTitle: text,
  categorySectionIcon: text,
  categories: Schema.Array(Schema.String),
  hero: optional(HeroSchema),
  thumbnail: image,
  sections: sections<ContentPage['sections'][number]>(),
  banner: optional(BannerSchema),
  listingPages: Schema.Array(Schema.Struct({ slug: Schema.String, title: text })),
})

const TagSchema: Schema.Codec<ContentTag> = Schema.Struct({ id: Schema.String, name: Schema.String })

const ListedPageSchema: Schema.Codec<ListedPage> = Schema.Struct({
  id: Schema.String,
  slug: Schema.String,
  title: Schema.String,
  preTitle: text,
  thumbnail: image,
  tags: Schema.Array(TagSchema),
})

/** A listing page with its pages and tags. */
export const ListingPageSchema: Schema.Codec<ContentListingPage> = Schema.Struct({
  id: Schema.String,
  slug: Schema.String,
  title: Schema.String,
  desktopImage: image,
  mobileImage: image,
  overlay: Schema.Boolean,
  icon: text,
  ingress: rich,
  metaDescription: text,
  tagOrder: Schema.Array(Schema.String),
  tags: Schema.Array(TagSchema),
  pages: Schema.Array(ListedPageSchema),
  total: Schema.Number,
})

const SpecialHoursSchema = Schema.Struct({ date: Schema.String, name: Schema.String, hours: text })

/** A store's details. */
export const StoreDetailsSchema: Schema.Codec<StoreDetails> = Schema.Struct({
  id: Schema.String,
  storeId: Schema.String,
  name: Schema.String,
  label: text,
  address: text,
  phone: text,
  email: text,
  location: optional(Schema.Struct({ lat: Schema.Number, lon: Schema.Number })),
  openingHours: Schema.Array(
    Schema.Struct({
      day: Schema.Literals(['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday']),
      hours: text,
    }),
  ),
  specialOpeningHoursWeekdays: Schema.Array(SpecialHoursSchema),
  specialOpeningHoursWeekends: Schema.Array(SpecialHoursSchema),
  infobox: rich,
})

const StoreServiceSchema: Schema.Codec<StoreService> = Schema.Struct({
  title: text,
  icon: text,
  description: text,
})
const StoreActivitySchema: Schema.Codec<StoreActivity> = Schema.Struct({
  title: text,
  date: text,
  description: text,
  image,
})

/** A store page. */
export const StorePageSchema: Schema.Codec<StorePage> = Schema.Struct({
  id: Schema.String,
  storeId: Schema.String,
  title: text,
  metaDescription: text,
  ingress: rich,
  body: rich,
  image,
  details: optional(StoreDetailsSchema),
  assortments: Schema.Array(AssortmentIconSchema),
  services: Schema.Array(StoreServiceSchema),
  activities: Schema.Array(StoreActivitySchema),
  contactsSectionTitle: text,
  contacts: Schema.Array(ContactSchema),
  phoneNumbers: Schema.Array(ContactSchema),
  sections: sections<StorePage['sections'][number]>(),
})

const FormInputSchema: Schema.Codec<FormInput> = Schema.Struct({
  id: Schema.String,
  title: text,
  type: Schema.Literals(formInputTypes),
  options: Schema.Array(Schema.String),
  required: Schema.Boolean,
  placeholder: text,
})

/** A dynamic form. */
export const DynamicFormSchema: Schema.Codec<DynamicForm> = Schema.Struct({
  id: Schema.String,
  title: text,
  formTitle: text,
  formDescription: rich,
  submitText: text,
  inputs: Schema.Array(FormInputSchema),
})
