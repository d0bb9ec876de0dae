/**
 * The content the screens render (content §2–3): the front page, content and listing pages with their
 * sections, store details and store pages, retailers, dynamic forms, logos, alert and information
 * banners and page search hits. Fields the content service may leave empty are optional; rich text
 * is in content-rich-text.ts.
 */
import type { RichText } from './content-rich-text'

/** A picture from the content service. */
export interface ContentImage {
  readonly url: string
  readonly title?: string | undefined
  readonly description?: string | undefined
  readonly width?: number | undefined
  readonly height?: number | undefined
  readonly contentType?: string | undefined
}

/** Where a banner or card leads, and whether it leaves the shop (isExternalLink). */
export interface ContentLink {
  readonly url: string
  readonly external: boolean
}

/** The campaign a banner belongs to, for view_promotion / select_promotion (content §7 Analytics). */
export interface BannerTracking {
  readonly marketingId?: string | undefined
  readonly creative?: string | undefined
}

/** A position on the map. */
export interface GeoPoint {
  readonly lat: number
  readonly lon: number
}

/** A hero: title, description and the separate mobile and desktop pictures. */
export interface Hero {
  readonly title?: string | undefined
  readonly titleFontSize?: string | undefined
  readonly slug?: string | undefined
  readonly description?: string | undefined
  readonly overlay: boolean
  readonly icon?: string | undefined
  readonly desktopImage?: ContentImage | undefined
  readonly mobileImage?: ContentImage | undefined
}

/** A content banner (content §3 Banner). */
export interface Banner extends BannerTracking {
  readonly name?: string | undefined
  readonly title?: string | undefined
  readonly icon?: string | undefined
  readonly textRow1?: string | undefined
  readonly textRow2?: string | undefined
  readonly contentImage?: ContentImage | undefined
  readonly image?: ContentImage | undefined
  readonly template?: string | undefined
  readonly link?: ContentLink | undefined
}

/** One picture of a marketing banner, shown by weight. */
export interface MarketingBannerItem extends BannerTracking {
  readonly metaTitle?: string | undefined
  readonly metaDescription?: string | undefined
  readonly desktopImage?: ContentImage | undefined
  readonly mobileImage?: ContentImage | undefined
  /** The share of views this picture gets; absent counts as 1. */
  readonly weight?: number | undefined
  readonly link?: ContentLink | undefined
}

/** One banner of a random-banners section; one is picked per view. */
export interface RandomBanner extends BannerTracking {
  readonly title?: string | undefined
  readonly preTitle?: string | undefined
  readonly text?: string | undefined
  readonly contentImage?: ContentImage | undefined
  readonly buttonText?: string | undefined
  readonly template?: string | undefined
  readonly link?: ContentLink | undefined
}

/** A sub banner: a coloured shortcut. */
export interface SubBanner {
  readonly name?: string | undefined
  readonly title?: string | undefined
  readonly backgroundColor?: string | undefined
  readonly icon?: string | undefined
  readonly link?: ContentLink | undefined
}

/** An assortment icon: icon, title and where it leads. */
export interface AssortmentIcon {
  readonly icon?: string | undefined
  readonly title?: string | undefined
  readonly linkUrl?: string | undefined
}

/** A service card. */
export interface ServiceCard {
  readonly title?: string | undefined
  readonly icon?: string | undefined
  readonly text?: string | undefined
  readonly linkUrl?: string | undefined
}

/** The sub hero of a large section. */
export interface SubHero {
  readonly title?: string | undefined
  readonly text?: string | undefined
  readonly buttonText?: string | undefined
  readonly buttonLink?: string | undefined
  readonly image?: ContentImage | undefined
  readonly link?: ContentLink | undefined
  readonly template?: string | undefined
}

/** A person or phone number on contact cards and store pages. */
export interface ContactPerson {
  readonly name?: string | undefined
  readonly role?: string | undefined
  readonly phone?: string | undefined
  readonly email?: string | undefined
  readonly image?: ContentImage | undefined
}

/** One row of an accordion. */
export interface AccordionItem {
  readonly title?: string | undefined
  readonly body?: RichText | undefined
}

/** Every section kind of content §2, each with its fields. */
export type Section =
  | {
      readonly kind: 'largeSection'
      readonly id: string
      readonly title?: string | undefined
      readonly subHero?: SubHero | undefined
    }
  | {
      readonly kind: 'subBanners'
      readonly id: string
      readonly name?: string | undefined
      readonly items: readonly SubBanner[]
    }
  | {
      readonly kind: 'randomBanners'
      readonly id: string
      readonly name?: string | undefined
      readonly items: readonly RandomBanner[]
    }
  | {
      readonly kind: 'marketingBanners'
      readonly id: string
      readonly name?: string | undefined
      readonly title?: string | undefined
      readonly icon?: string | undefined
      readonly backgroundColor?: string | undefined
      readonly items: readonly MarketingBannerItem[]
    }
  | {
      readonly kind: 'contentBanners'
      readonly id: string
      readonly name?: string | undefined
      readonly title?: string | undefined
      readonly items: readonly Banner[]
    }
  | {
      readonly kind: 'selectedProducts'
      readonly id: string
      readonly name?: string | undefined
      readonly title?: string | undefined
      /** The campaign service's selected product group (GET /selected-product-groups/{id}). */
      readonly selectedProductsId?: string | undefined
    }
  | {
      readonly kind: 'assortmentIcons'
      readonly id: string
      readonly name?: string | undefined
      readonly title?: string | undefined
      readonly items: readonly AssortmentIcon[]
    }
  | {
      readonly kind: 'serviceCards'
      readonly id: string
      readonly name?: string | undefined
      readonly title?: string | undefined
      readonly items: readonly ServiceCard[]
    }
  | InfoBlock
  | TextAndMedia
  | TextBlock
  | {
      readonly kind: 'video'
      readonly id: string
      readonly title?: string | undefined
      readonly description?: string | undefined
      readonly videoUrl?: string | undefined
      readonly poster?: ContentImage | undefined
    }
  | {
      readonly kind: 'accordions'
      readonly id: string
      readonly title?: string | undefined
      readonly items: readonly AccordionItem[]
    }
  | {
      readonly kind: 'imageSetOfThree'
      readonly id: string
      readonly title?: string | undefined
      readonly images: readonly ContentImage[]
    }
  | {
      readonly kind: 'singleImage'
      readonly id: string
      readonly title?: string | undefined
      readonly caption?: string | undefined
      readonly linkUrl?: string | undefined
      readonly image?: ContentImage | undefined
    }
  | {
      readonly kind: 'contactCards'
      readonly id: string
      readonly title?: string | undefined
      readonly contacts: readonly ContactPerson[]
    }
  | {
      readonly kind: 'accountApplication'
      readonly id: string
      readonly title?: string | undefined
      readonly text?: RichText | undefined
      /** The dynamic form to show (getDynamicForm). */
      readonly formId?: string | undefined
    }
  | {
      /** A dynamic form placed on the page as a section of its own. */
      readonly kind: 'dynamicForm'
      readonly id: string
      /** The form (getDynamicForm): the section is the form entry itself. */
      readonly formId: string
    }

/** A section's kind. */
export type SectionKind = Section['kind']

/** An info block (a section, or looked up by id). */
export interface InfoBlock {
  readonly kind: 'infoBlock'
  readonly id: string
  readonly title?: string | undefined
  readonly text?: RichText | undefined
}

/** A text-and-media block (a section, or looked up by id). */
export interface TextAndMedia {
  readonly kind: 'textAndMedia'
  readonly id: string
  readonly title?: string | undefined
  readonly text?: RichText | undefined
  readonly image?: ContentImage | undefined
  readonly mediaPosition?: string | undefined
}

/** A text block (a section, or looked up by id). */
export interface TextBlock {
  readonly kind: 'textBlock'
  readonly id: string
  readonly name?: string | undefined
  readonly body?: RichText | undefined
}

/** The section kinds of the front page (content §2). */
export const frontPageSectionKinds = [
  'largeSection',
  'subBanners',
  'randomBanners',
  'marketingBanners',
  'contentBanners',
  'selectedProducts',
  'assortmentIcons',
  'serviceCards',
] as const satisfies readonly SectionKind[]

/** The section kinds of a content page (content §2). */
export const contentPageSectionKinds = [
  'accountApplication',
  'dynamicForm',
  'assortmentIcons',
  'contactCards',
  'contentBanners',
  'imageSetOfThree',
  'singleImage',
  'infoBlock',
  'largeSection',
  'marketingBanners',
  'randomBanners',
  'selectedProducts',
  'subBanners',
  'textAndMedia',
  'textBlock',
  'video',
  'accordions',
] as const satisfies readonly SectionKind[]

/** The section kinds of a store page (content §2). */
export const storePageSectionKinds = [
  'assortmentIcons',
  'marketingBanners',
  'video',
] as const satisfies readonly SectionKind[]

/** A section of the front page. */
export type FrontPageSection = Extract<Section, { kind: (typeof frontPageSectionKinds)[number] }>
/** A section of a content page. */
export type ContentPageSection = Extract<Section, { kind: (typeof contentPageSectionKinds)[number] }>
/** A section of a store page. */
export type StorePageSection = Extract<Section, { kind: (typeof storePageSectionKinds)[number] }>

/** The front page: name, meta description, hero and up to 20 sections. */
export interface FrontPage {
  readonly id: string
  readonly name?: string | undefined
  readonly metaDescription?: string | undefined
  readonly hero?: Hero | undefined
  readonly sections: readonly FrontPageSection[]
}

/** A content page (content §3), looked up by slug. */
export interface ContentPage {
  readonly id: string
  readonly slug: string
  readonly title: string
  readonly preTitle?: string | undefined
  readonly showSidebar: boolean
  readonly ingress?: RichText | undefined
  readonly metaDescription?: string | undefined
  readonly canonicalLink?: string | undefined
  readonly body?: RichText | undefined
  readonly displayContacts: boolean
  readonly excludeFromSearch: boolean
  readonly authenticatedOnly: boolean
  readonly categorySectionTitle?: string | undefined
  readonly categorySectionIcon?: string | undefined
  readonly categories: readonly string[]
  readonly hero?: Hero | undefined
  readonly thumbnail?: ContentImage | undefined
  readonly sections: readonly ContentPageSection[]
  readonly banner?: Banner | undefined
  /** The listing pages that list this page. */
  readonly listingPages: readonly { readonly slug: string; readonly title?: string | undefined }[]
}

/** A content tag listing pages group their pages by. */
export interface ContentTag {
  readonly id: string
  readonly name: string
}

/** A page a listing page lists. */
export interface ListedPage {
  readonly id: string
  readonly slug: string
  readonly title: string
  readonly preTitle?: string | undefined
  readonly thumbnail?: ContentImage | undefined
  readonly tags: readonly ContentTag[]
}

/** A listing page (content §3): its hero, its child pages and their tags. */
export interface ContentListingPage {
  readonly id: string
  readonly slug: string
  readonly title: string
  readonly desktopImage?: ContentImage | undefined
  readonly mobileImage?: ContentImage | undefined
  readonly overlay: boolean
  readonly icon?: string | undefined
  readonly ingress?: RichText | undefined
  readonly metaDescription?: string | undefined
  /** Tag ids in the order their groups are shown. */
  readonly tagOrder: readonly string[]
  readonly tags: readonly ContentTag[]
  readonly pages: readonly ListedPage[]
  /** How many pages the listing links to (drafts and deleted pages included). */
  readonly total: number
}

/** A content page as the menus and the footer link it. */
export interface SiteLink {
  readonly title: string
  /** Where it is shown: under its listing page (`/<listing>/<page>`). */
  readonly link: string
  readonly authenticatedOnly: boolean
}

/** A listing page and its published pages: one group of the footer's and the menu's links to content. */
export interface SiteLinkGroup {
  readonly title: string
  readonly link: string
  readonly pages: readonly SiteLink[]
}

/** A listing page as the delivery API lists it: enough to link its pages (page search). */
export interface ListingPageSummary {
  readonly id: string
  readonly slug: string
  readonly title?: string | undefined
  readonly pageIds: readonly string[]
}

/** The days of the week, Monday first. */
export const weekdays = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const

/** A day of the week. */
export type Weekday = (typeof weekdays)[number]

/** Opening hours on a special day (a holiday eve); no hours means closed. */
export interface SpecialOpeningHours {
  readonly date: string
  readonly name: string
  readonly hours?: string | undefined
}

/** A store's details (content §3 store details). */
export interface StoreDetails {
  readonly id: string
  readonly storeId: string
  readonly name: string
  readonly label?: string | undefined
  /** Street, postcode and town: "Elektravägen 3, 126 30 Stockholm". */
  readonly address?: string | undefined
  readonly phone?: string | undefined
  readonly email?: string | undefined
  readonly location?: GeoPoint | undefined
  /** Monday to Sunday, in order; a day without hours is left without them. */
  readonly openingHours: readonly { readonly day: Weekday; readonly hours?: string | undefined }[]
  readonly specialOpeningHoursWeekdays: readonly SpecialOpeningHours[]
  readonly specialOpeningHoursWeekends: readonly SpecialOpeningHours[]
  readonly infobox?: RichText | undefined
}

/** A service a store offers. */
export interface StoreService {
  readonly title?: string | undefined
  readonly icon?: string | undefined
  readonly description?: string | undefined
}

/** An event at a store. */
export interface StoreActivity {
  readonly title?: string | undefined
  readonly date?: string | undefined
  readonly description?: string | undefined
  readonly image?: ContentImage | undefined
}

/** A store page (route /butiker/{id}), loaded by storeId. */
export interface StorePage {
  readonly id: string
  readonly storeId: string
  readonly title?: string | undefined
  readonly metaDescription?: string | undefined
  readonly ingress?: RichText | undefined
  readonly body?: RichText | undefined
  readonly image?: ContentImage | undefined
  readonly details?: StoreDetails | undefined
  readonly assortments: readonly AssortmentIcon[]
  readonly services: readonly StoreService[]
  readonly activities: readonly StoreActivity[]
  readonly contactsSectionTitle?: string | undefined
  readonly contacts: readonly ContactPerson[]
  readonly phoneNumbers: readonly ContactPerson[]
  readonly sections: readonly StorePageSection[]
}

/** A retailer: an independent shop selling the brands, with its position. */
export interface Retailer {
  readonly id: string
  readonly name: string
  readonly address?: string | undefined
  readonly location?: GeoPoint | undefined
  readonly offerings: readonly string[]
  readonly link?: string | undefined
}

/** The kinds of input a dynamic form has: every channel that carries a form takes them from here. */
export const formInputTypes = [
  'text',
  'email',
  'tel',
  'organisationNumber',
  'textarea',
  'select',
  'checkbox',
  'radio',
] as const

/** A kind of input of a dynamic form. */
export type FormInputType = (typeof formInputTypes)[number]

/** One input of a dynamic form. */
export interface FormInput {
  readonly id: string
  readonly title?: string | undefined
  readonly type: FormInputType
  /** The choices of a select or radio input (inputList). */
  readonly options: readonly string[]
  readonly required: boolean
  readonly placeholder?: string | undefined
}

/** A dynamic form: its texts and inputs. */
export interface DynamicForm {
  readonly id: string
  readonly title?: string | undefined
  readonly formTitle?: string | undefined
  readonly formDescription?: RichText | undefined
  readonly submitText?: string | undefined
  readonly inputs: readonly FormInput[]
}

/** A brand's logos and favicon. */
export interface Logo {
  readonly logo?: ContentImage | undefined
  readonly logoSmall?: ContentImage | undefined
  readonly favicon?: ContentImage | undefined
  readonly lightLogo?: ContentImage | undefined
  readonly lightLogoSmall?: ContentImage | undefined
}

/** An alert banner above the page; shown while active, until the user closes it. */
export interface AlertBanner {
  readonly id: string
  readonly active: boolean
  readonly type?: string | undefined
  readonly title?: string | undefined
  readonly message?: string | undefined
  readonly linkUrl?: string | undefined
  readonly linkText?: string | undefined
  readonly secondLinkUrl?: string | undefined
  readonly secondLinkText?: string | undefined
}

/** An information banner; shown while active, until the user closes it. */
export interface InformationBanner {
  readonly id: string
  readonly active: boolean
  readonly message?: string | undefined
  readonly linkUrl?: string | undefined
  readonly linkText?: string | undefined
  readonly linkIcon?: string | undefined
}

/** A content page found by page search, with its link under its listing page. */
export interface PageSearchHit {
  readonly id: string
  readonly title: string
  readonly preTitle?: string | undefined
  readonly slug: string
  readonly parentSlug: string
  /** `/{parentSlug}/{slug}` (content §2 Search result link). */
  readonly link: string
}

/** The messages of missing content (content §8); every one answers status 404. */
export const contentNotFoundMessages = {
  contentPage: (slug: string) => `No content page found for slug: ${slug}`,
  storeDetails: () => 'No store details was found',
  retailers: () => 'No retailers found',
  storePage: (id: string) => `No store page found for id: ${id}`,
  /** Any other lookup that came back empty. */
  other: (what: string, key?: string) =>
    key === undefined ? `No ${what} found` : `No ${what} found: ${key}`,
} as const
