/**
 * The answers of getFrontPage, getHero, getContentPage, getContentListingPage and the block lookups
 * (getInfoBlock, getTextAndMedia, getTextBlock), decoded and turned into the domain's pages.
 */
import { Schema } from 'effect'
import {
  type ContentListingPage,
  type ContentPage,
  contentPageSectionKinds,
  type FrontPage,
  frontPageSectionKinds,
  type Hero,
} from '@proffsbutik/core/domain'
import {
  Collection,
  Items,
  itemsOf,
  Maybe,
  MaybeBoolean,
  MaybeImage,
  MaybeRich,
  MaybeString,
  Sys,
  toRichText,
} from './content-wire.schema'
import {
  BannerWire,
  InfoBlockWire,
  SectionItem,
  sectionsOf,
  TextAndMediaWire,
  TextBlockWire,
  toBanner,
} from './sections.schema'

const HeroWire = Schema.Struct({
  title: MaybeString,
  titleFontSize: MaybeString,
  slug: MaybeString,
  description: MaybeString,
  overlay: MaybeBoolean,
  icon: MaybeString,
  heroDesktop: MaybeImage,
  heroMobile: MaybeImage,
})

/** A hero as the domain's Hero. */
export const toHero = ({ heroDesktop, heroMobile, overlay, ...rest }: typeof HeroWire.Type): Hero => ({
  ...rest,
  overlay: overlay ?? false,
  desktopImage: heroDesktop,
  mobileImage: heroMobile,
})

/** getHero. */
export const HeroAnswer = Schema.Struct({ heroCollection: Items(HeroWire) })

const Sections = Schema.Struct({ items: Schema.Array(SectionItem) })

const FrontPageWire = Schema.Struct({
  sys: Sys,
  name: MaybeString,
  metaDescription: MaybeString,
  hero: Maybe(HeroWire),
  sectionsCollection: Maybe(Sections),
})

/** getFrontPage. */
export const FrontPageAnswer = Schema.Struct({ frontPageCollection: Items(FrontPageWire) })

/** The front page with its sections of the front page's kinds. */
export const toFrontPage = (w: typeof FrontPageWire.Type): FrontPage => ({
  id: w.sys.id,
  name: w.name,
  metaDescription: w.metaDescription,
  hero: w.hero && toHero(w.hero),
  sections: sectionsOf(frontPageSectionKinds, w.sectionsCollection?.items ?? []),
})

const Thumbnail = Schema.Struct({
  title: MaybeString,
  url: Schema.String,
  width: Maybe(Schema.Number),
  height: Maybe(Schema.Number),
})

const ContentPageWire = Schema.Struct({
  sys: Sys,
  title: Schema.String,
  preTitle: MaybeString,
  slug: Schema.String,
  showSidebar: MaybeBoolean,
  metaDescription: MaybeString,
  canonicalLink: MaybeString,
  displayContacts: MaybeBoolean,
  excludeFromSearch: MaybeBoolean,
  authenticatedOnly: MaybeBoolean,
  categorySectionTitle: MaybeString,
  categorySectionIcon: MaybeString,
  categories: Maybe(Schema.Array(Schema.String)),
  ingress: MaybeRich,
  bodyTextPrimary: MaybeRich,
  hero: Maybe(HeroWire),
  thumbnail: Maybe(Thumbnail),
  banner: Maybe(BannerWire),
  linkedFrom: Maybe(
    Schema.Struct({
      contentListingPageCollection: Collection(Schema.Struct({ slug: Schema.String, title: MaybeString })),
    }),
  ),
  sectionsCollection: Maybe(Sections),
})

/** getContentPage. */
export const ContentPageAnswer = Schema.Struct({ contentPageCollection: Items(ContentPageWire) })

/** A content page with its sections of the content page's kinds. */
export const toContentPage = (w: typeof ContentPageWire.Type): ContentPage => ({
  id: w.sys.id,
  slug: w.slug,
  title: w.title,
  preTitle: w.preTitle,
  showSidebar: w.showSidebar ?? false,
  ingress: toRichText(w.ingress),
  metaDescription: w.metaDescription,
  canonicalLink: w.canonicalLink,
  body: toRichText(w.bodyTextPrimary),
  displayContacts: w.displayContacts ?? false,
  excludeFromSearch: w.excludeFromSearch ?? false,
  authenticatedOnly: w.authenticatedOnly ?? false,
  categorySectionTitle: w.categorySectionTitle,
  categorySectionIcon: w.categorySectionIcon,
  categories: w.categories ?? [],
  hero: w.hero && toHero(w.hero),
  thumbnail: w.thumbnail,
  sections: sectionsOf(contentPageSectionKinds, w.sectionsCollection?.items ?? []),
  banner: w.banner && toBanner(w.banner),
  listingPages: itemsOf(w.linkedFrom?.contentListingPageCollection),
})

const Tags = Maybe(
  Schema.Struct({ tags: Schema.Array(Schema.Struct({ id: Schema.String, name: Schema.String })) }),
)

const ListingPageWire = Schema.Struct({
  sys: Sys,
  slug: Schema.String,
  title: Schema.String,
  overlay: MaybeBoolean,
  icon: MaybeString,
  metaDescription: MaybeString,
  tagOrder: Maybe(Schema.Array(Schema.String)),
  heroDesktop: MaybeImage,
  heroMobile: MaybeImage,
  ingress: MaybeRich,
  contentfulMetadata: Tags,
  contentCollection: Maybe(
    Schema.Struct({
      total: Schema.Number,
      items: Schema.Array(
        Schema.NullOr(
          Schema.Struct({
            sys: Sys,
            title: Schema.String,
            preTitle: MaybeString,
            slug: Schema.String,
            thumbnail: Maybe(Thumbnail),
            contentfulMetadata: Tags,
          }),
        ),
      ),
    }),
  ),
})

/** getContentListingPage. */
export const ListingPageAnswer = Schema.Struct({ contentListingPageCollection: Items(ListingPageWire) })

/** A listing page with the pages that resolved. */
export const toListingPage = (w: typeof ListingPageWire.Type): ContentListingPage => ({
  id: w.sys.id,
  slug: w.slug,
  title: w.title,
  desktopImage: w.heroDesktop,
  mobileImage: w.heroMobile,
  overlay: w.overlay ?? false,
  icon: w.icon,
  ingress: toRichText(w.ingress),
  metaDescription: w.metaDescription,
  tagOrder: w.tagOrder ?? [],
  tags: w.contentfulMetadata?.tags ?? [],
  pages: itemsOf(w.contentCollection).map((page) => ({
    id: page.sys.id,
    slug: page.slug,
    title: page.title,
    preTitle: page.preTitle,
    thumbnail: page.thumbnail,
    tags: page.contentfulMetadata?.tags ?? [],
  })),
  total: w.contentCollection?.total ?? 0,
})

/** getInfoBlock. */
export const InfoBlockAnswer = Schema.Struct({ infoBlockCollection: Items(InfoBlockWire) })
/** getTextAndMedia. */
export const TextAndMediaAnswer = Schema.Struct({ textAndMediaCollection: Items(TextAndMediaWire) })
/** getTextBlock. */
export const TextBlockAnswer = Schema.Struct({ textBlockCollection: Items(TextBlockWire) })
