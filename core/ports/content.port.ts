import { Context, Data, type Effect } from 'effect'
import type { BrandCode } from '../domain/brand'
import type {
  AlertBanner,
  ContentListingPage,
  ContentPage,
  DynamicForm,
  FrontPage,
  Hero,
  InfoBlock,
  InformationBanner,
  ListingPageSummary,
  SiteLinkGroup,
  Logo,
  PageSearchHit,
  Retailer,
  StoreDetails,
  StorePage,
  TextAndMedia,
  TextBlock,
} from '../domain/content'
import type { ServiceCallFailed } from './service-call.errors'
import { type FailureAnswer } from '../domain/failures'

/**
 * The content asked for does not exist (content §8): status 404 with the spec's message, such as
 * 'No content page found for slug: {slug}' (core/domain/content.ts, contentNotFoundMessages).
 */
export class ContentNotFound extends Data.TaggedError('ContentNotFound')<{
  readonly status: 404
  readonly message: string
}> {
  get answer(): FailureAnswer {
    return { status: 404, key: 'errors.not_found', details: { message: this.message } }
  }
}

type Call<A> = Effect.Effect<A, ServiceCallFailed>
type Lookup<A> = Effect.Effect<A, ServiceCallFailed | ContentNotFound>

/** The content service (content §7): the GraphQL lookups and the delivery-API fetches. */
export class ContentPort extends Context.Service<
  ContentPort,
  {
    /** getFrontPage: the front page with up to 20 sections. */
    readonly frontPage: () => Lookup<FrontPage>
    /** getHero: a hero by slug. */
    readonly hero: (slug: string) => Lookup<Hero>
    /** getInfoBlock: an info block by id. */
    readonly infoBlock: (id: string) => Lookup<InfoBlock>
    /** getTextAndMedia: a text-and-media block by id. */
    readonly textAndMedia: (id: string) => Lookup<TextAndMedia>
    /** getTextBlock: a text block by id. */
    readonly textBlock: (id: string) => Lookup<TextBlock>
    /** getStoreDetails: one store's details ('No store details was found'). */
    readonly storeDetails: (storeId: string) => Lookup<StoreDetails>
    /** getStorePage: a store page ('No store page found for id: {id}'). */
    readonly storePage: (storeId: string) => Lookup<StorePage>
    /** getContentPage: a content page by slug ('No content page found for slug: {slug}'). */
    readonly contentPage: (slug: string) => Lookup<ContentPage>
    /** getContentListingPage: a listing page with its pages and tags, always published content (§4). */
    readonly contentListingPage: (slug: string) => Lookup<ContentListingPage>
    /** getAllStoreDetails: every store, at most 200 ('No store details was found' when none). */
    readonly allStoreDetails: () => Lookup<readonly StoreDetails[]>
    /** getAllRetailers: every retailer, at most 100 ('No retailers found' when none). */
    readonly retailers: () => Lookup<readonly Retailer[]>
    /** getDynamicForm: a form by id with its inputs. */
    readonly dynamicForm: (id: string) => Lookup<DynamicForm>
    /** Delivery API: every listing page, with the ids of its pages (published content). */
    readonly listingPageSummaries: () => Call<readonly ListingPageSummary[]>
    /** Delivery API: a listing page by fields.slug, with the ids of its pages (published content). */
    readonly listingPageSummary: (slug: string) => Lookup<ListingPageSummary>
    /**
     * Delivery API: every listing page with its published pages' titles and links, in the listing's
     * order (published content), for the footer and the menus.
     */
    readonly siteLinks: () => Call<readonly SiteLinkGroup[]>
    /** Delivery API: the logo entry of a brand. */
    readonly logo: (brand: BrandCode) => Lookup<Logo>
    /** Delivery API: every alert banner, active or not. */
    readonly alertBanners: () => Call<readonly AlertBanner[]>
    /** Delivery API: every information banner, active or not. */
    readonly informationBanners: () => Call<readonly InformationBanner[]>
    /** Delivery API: the film address (videoUrl) of every video section, published or, in preview, drafts too. */
    readonly videoUrls: () => Call<readonly string[]>
    /**
     * Delivery API page search: content pages with excludeFromSearch false listed by the listing
     * pages `parentSlugs` (every listing page when empty) matching `text`, at most 5.
     */
    readonly searchPages: (text: string, parentSlugs?: readonly string[]) => Call<readonly PageSearchHit[]>
  }
>()('proffsbutik/ContentPort') {}
