/**
 * The content model of the content service (content §3): every content type with its fields, named
 * as Contentful names them. The GraphQL schema, the filters and the delivery API are all derived
 * from this one table, as Contentful derives them from a space's content model.
 */

/** The field types of Contentful that the model uses. */
export type FieldType =
  | 'Symbol'
  | 'Text'
  | 'Integer'
  | 'Number'
  | 'Boolean'
  | 'Date'
  | 'Location'
  | 'RichText'
  | 'Object'
  | 'Symbols'
  | 'Entry'
  | 'Entries'
  | 'Asset'
  | 'Assets'

/** One field of a content type; links name the content types they may point to. */
export interface FieldDef {
  readonly id: string
  readonly type: FieldType
  readonly linkTypes?: readonly string[]
}

/** One content type: its id, its Swedish name, the field shown as its title, and its fields. */
export interface ContentTypeDef {
  readonly id: string
  readonly name: string
  readonly displayField: string
  readonly fields: readonly FieldDef[]
}

const field =
  (type: FieldType) =>
  (id: string): FieldDef => ({ id, type })
const symbol = field('Symbol')
const text = field('Text')
const integer = field('Integer')
const boolean = field('Boolean')
const date = field('Date')
const location = field('Location')
const richText = field('RichText')
const object = field('Object')
const symbols = field('Symbols')
const asset = field('Asset')
const assets = field('Assets')
const entry = (id: string, ...linkTypes: string[]): FieldDef => ({ id, type: 'Entry', linkTypes })
const entries = (id: string, ...linkTypes: string[]): FieldDef => ({ id, type: 'Entries', linkTypes })

/** The section kinds a content page may hold (content §2). */
export const contentPageSections = [
  'accountApplication',
  'dynamicForm',
  'assortmentIcons',
  'contactCards',
  'contentBanners',
  'imageSetOfThree',
  'singleImage',
  'infoBlock',
  'largeSection',
  'marketingBanner',
  'randomBanners',
  'selectedProducts',
  'subBanners',
  'textAndMedia',
  'textBlock',
  'video',
  'accordions',
] as const

/** The section kinds of the front page (content §2). */
export const frontPageSections = [
  'largeSection',
  'subBanners',
  'randomBanners',
  'marketingBanner',
  'contentBanners',
  'selectedProducts',
  'assortmentIcons',
  'serviceCards',
] as const

/** The section kinds of a store page (content §2). */
export const storePageSections = ['assortmentIcons', 'marketingBanner', 'video'] as const

const bannerLink = [symbol('linkUrl'), boolean('isExternalLink'), symbol('marketingId'), symbol('creative')]

/** Every content type of the space. */
export const contentTypes: readonly ContentTypeDef[] = [
  {
    id: 'frontPage',
    name: 'Startsida',
    displayField: 'name',
    fields: [
      symbol('name'),
      text('metaDescription'),
      entry('hero', 'hero'),
      entries('sections', ...frontPageSections),
    ],
  },
  {
    id: 'contentPage',
    name: 'Innehållssida',
    displayField: 'title',
    fields: [
      symbol('title'),
      symbol('preTitle'),
      symbol('slug'),
      boolean('showSidebar'),
      richText('ingress'),
      text('metaDescription'),
      symbol('canonicalLink'),
      richText('bodyTextPrimary'),
      boolean('displayContacts'),
      boolean('excludeFromSearch'),
      boolean('authenticatedOnly'),
      symbol('categorySectionTitle'),
      symbol('categorySectionIcon'),
      symbols('categories'),
      entry('hero', 'hero'),
      asset('thumbnail'),
      entries('sections', ...contentPageSections),
      entry('banner', 'banner'),
    ],
  },
  {
    id: 'contentListingPage',
    name: 'Listningssida',
    displayField: 'title',
    fields: [
      symbol('slug'),
      symbol('title'),
      asset('heroDesktop'),
      asset('heroMobile'),
      boolean('overlay'),
      symbol('icon'),
      richText('ingress'),
      text('metaDescription'),
      symbols('tagOrder'),
      entries('content', 'contentPage'),
    ],
  },
  {
    id: 'hero',
    name: 'Hero',
    displayField: 'title',
    fields: [
      symbol('slug'),
      symbol('title'),
      symbol('titleFontSize'),
      text('description'),
      boolean('overlay'),
      symbol('icon'),
      asset('heroDesktop'),
      asset('heroMobile'),
    ],
  },
  {
    id: 'banner',
    name: 'Banner',
    displayField: 'name',
    fields: [
      symbol('name'),
      symbol('title'),
      symbol('icon'),
      symbol('textRow1'),
      symbol('textRow2'),
      asset('contentImage'),
      asset('image'),
      symbol('template'),
      ...bannerLink,
    ],
  },
  {
    id: 'contentBanners',
    name: 'Innehållsbanners',
    displayField: 'name',
    fields: [symbol('name'), symbol('title'), entries('items', 'banner')],
  },
  {
    id: 'marketingBanner',
    name: 'Marknadsföringsbanner',
    displayField: 'name',
    fields: [
      symbol('name'),
      symbol('title'),
      symbol('icon'),
      symbol('backgroundColor'),
      entries('items', 'marketingBannerItem'),
    ],
  },
  {
    id: 'marketingBannerItem',
    name: 'Marknadsföringsbanner, bild',
    displayField: 'metaTitle',
    fields: [
      symbol('metaTitle'),
      text('metaDescription'),
      asset('bannerDesktop'),
      asset('bannerMobile'),
      integer('weight'),
      ...bannerLink,
    ],
  },
  {
    id: 'randomBanners',
    name: 'Slumpade banners',
    displayField: 'name',
    fields: [symbol('name'), entries('items', 'randomBannerItem')],
  },
  {
    id: 'randomBannerItem',
    name: 'Slumpad banner',
    displayField: 'title',
    fields: [
      symbol('title'),
      symbol('preTitle'),
      text('text'),
      asset('contentImage'),
      symbol('buttonText'),
      symbol('template'),
      ...bannerLink,
    ],
  },
  {
    id: 'subBanners',
    name: 'Underbanners',
    displayField: 'name',
    fields: [symbol('name'), entries('items', 'subBanner')],
  },
  {
    id: 'subBanner',
    name: 'Underbanner',
    displayField: 'name',
    fields: [
      symbol('name'),
      symbol('title'),
      symbol('backgroundColor'),
      symbol('icon'),
      symbol('linkUrl'),
      boolean('isExternalLink'),
    ],
  },
  {
    id: 'selectedProducts',
    name: 'Utvalda produkter',
    displayField: 'name',
    fields: [symbol('name'), symbol('title'), symbol('selectedProductsId')],
  },
  {
    id: 'assortmentIcons',
    name: 'Sortimentsikoner',
    displayField: 'name',
    fields: [symbol('name'), symbol('title'), entries('items', 'assortmentIcon')],
  },
  {
    id: 'assortmentIcon',
    name: 'Sortimentsikon',
    displayField: 'title',
    fields: [symbol('icon'), symbol('title'), symbol('linkUrl')],
  },
  {
    id: 'largeSection',
    name: 'Stor sektion',
    displayField: 'title',
    fields: [symbol('title'), entry('subHero', 'subHero')],
  },
  {
    id: 'subHero',
    name: 'Underhero',
    displayField: 'title',
    fields: [
      symbol('title'),
      text('text'),
      symbol('buttonText'),
      symbol('buttonLink'),
      asset('image'),
      symbol('linkUrl'),
      boolean('isExternalLink'),
      symbol('template'),
    ],
  },
  {
    id: 'serviceCards',
    name: 'Tjänstekort',
    displayField: 'name',
    fields: [symbol('name'), symbol('title'), entries('items', 'serviceCard')],
  },
  {
    id: 'serviceCard',
    name: 'Tjänst',
    displayField: 'title',
    fields: [symbol('title'), symbol('icon'), text('text'), symbol('linkUrl')],
  },
  {
    id: 'infoBlock',
    name: 'Infoblock',
    displayField: 'infoBlockTitle',
    fields: [symbol('infoBlockTitle'), richText('infoBlockText')],
  },
  {
    id: 'textAndMedia',
    name: 'Text och media',
    displayField: 'textMediaTitle',
    fields: [symbol('textMediaTitle'), richText('text'), asset('image'), symbol('mediaPosition')],
  },
  {
    id: 'textBlock',
    name: 'Textblock',
    displayField: 'name',
    fields: [symbol('name'), richText('bodyTextSecondary')],
  },
  {
    id: 'video',
    name: 'Video',
    displayField: 'title',
    fields: [symbol('title'), text('description'), symbol('videoUrl'), asset('poster')],
  },
  {
    id: 'accordions',
    name: 'Dragspel',
    displayField: 'title',
    fields: [symbol('title'), entries('items', 'accordionItem')],
  },
  {
    id: 'accordionItem',
    name: 'Dragspelsrad',
    displayField: 'title',
    fields: [symbol('title'), richText('body')],
  },
  {
    id: 'imageSetOfThree',
    name: 'Tre bilder',
    displayField: 'title',
    fields: [symbol('title'), assets('images')],
  },
  {
    id: 'singleImage',
    name: 'En bild',
    displayField: 'title',
    fields: [symbol('title'), asset('image'), symbol('caption'), symbol('linkUrl')],
  },
  {
    id: 'contactCards',
    name: 'Kontaktkort',
    displayField: 'title',
    fields: [symbol('title'), entries('contacts', 'contactPerson')],
  },
  {
    id: 'contactPerson',
    name: 'Kontaktperson',
    displayField: 'name',
    fields: [symbol('name'), symbol('role'), symbol('phone'), symbol('email'), asset('image')],
  },
  {
    id: 'accountApplication',
    name: 'Kontoansökan',
    displayField: 'title',
    fields: [symbol('title'), richText('text'), entry('form', 'dynamicForm')],
  },
  {
    id: 'embeddedButton',
    name: 'Knapp i text',
    displayField: 'text',
    fields: [
      symbol('text'),
      symbol('url'),
      symbol('variant'),
      symbol('size'),
      boolean('inline'),
      symbol('shape'),
      symbol('icon'),
    ],
  },
  {
    id: 'retailer',
    name: 'Återförsäljare',
    displayField: 'name',
    fields: [symbol('name'), symbol('address'), location('location'), symbols('offerings'), symbol('link')],
  },
  {
    id: 'storeDetails',
    name: 'Butiksuppgifter',
    displayField: 'name',
    fields: [
      symbol('storeId'),
      symbol('name'),
      symbol('label'),
      symbol('address'),
      symbol('phone'),
      symbol('email'),
      location('location'),
      symbol('openingHoursMonday'),
      symbol('openingHoursTuesday'),
      symbol('openingHoursWednesday'),
      symbol('openingHoursThursday'),
      symbol('openingHoursFriday'),
      symbol('openingHoursSaturday'),
      symbol('openingHoursSunday'),
      object('specialOpeningHoursWeekdays'),
      object('specialOpeningHoursWeekends'),
      richText('infobox'),
    ],
  },
  {
    id: 'storePage',
    name: 'Butikssida',
    displayField: 'title',
    fields: [
      symbol('storeId'),
      symbol('title'),
      text('metaDescription'),
      richText('ingress'),
      richText('bodyTextPrimary'),
      entry('storeDetails', 'storeDetails'),
      asset('image'),
      entries('assortments', 'assortmentIcon'),
      entries('services', 'storeService'),
      entries('storeActivities', 'storeActivity'),
      symbol('contactsSectionTitle'),
      entries('contacts', 'contactPerson'),
      entries('phoneNumbers', 'contactPerson'),
      entries('sections', ...storePageSections),
    ],
  },
  {
    id: 'storeService',
    name: 'Butikstjänst',
    displayField: 'title',
    fields: [symbol('title'), symbol('icon'), text('description')],
  },
  {
    id: 'storeActivity',
    name: 'Butiksaktivitet',
    displayField: 'title',
    fields: [symbol('title'), date('date'), text('description'), asset('image')],
  },
  {
    id: 'dynamicForm',
    name: 'Formulär',
    displayField: 'title',
    fields: [
      symbol('title'),
      symbol('formTitle'),
      richText('formDescription'),
      symbol('submitText'),
      symbol('recipient'),
      entries('inputs', 'formInput'),
    ],
  },
  {
    id: 'formInput',
    name: 'Formulärfält',
    displayField: 'title',
    fields: [
      symbol('id'),
      symbol('title'),
      symbol('type'),
      symbols('inputList'),
      boolean('requiredField'),
      symbol('placeholderText'),
    ],
  },
  {
    id: 'logo',
    name: 'Logotyp',
    displayField: 'brand',
    fields: [
      symbol('brand'),
      asset('logo'),
      asset('logoSmall'),
      asset('favicon'),
      asset('lightLogo'),
      asset('lightLogoSmall'),
    ],
  },
  {
    id: 'alertBanner',
    name: 'Varningsbanner',
    displayField: 'title',
    fields: [
      boolean('active'),
      symbol('type'),
      symbol('title'),
      text('message'),
      symbol('linkUrl'),
      symbol('linkText'),
      symbol('secondLinkUrl'),
      symbol('secondLinkText'),
    ],
  },
  {
    id: 'informationBanner',
    name: 'Informationsbanner',
    displayField: 'message',
    fields: [boolean('active'), text('message'), symbol('linkUrl'), symbol('linkText'), symbol('linkIcon')],
  },
]

/** A content type by id. */
export const contentTypeById: ReadonlyMap<string, ContentTypeDef> = new Map(
  contentTypes.map((t) => [t.id, t]),
)

/** The GraphQL type name of a content type: `contentPage` → `ContentPage`. */
export const graphTypeName = (id: string): string => id.charAt(0).toUpperCase() + id.slice(1)
