/**
 * The content port over a Contentful-style content service (content §7): the twelve GraphQL
 * queries through the content client, the plain entry fetches through the delivery API, every
 * answer decoded into the domain's content. Empty answers become ContentNotFound with the messages
 * of content §8; failed calls worth it go to the ErrorReporter, and so do the ids of links an answer
 * could not resolve when the endpoint asks for it (outside development).
 */
import { breaker } from './breaker'
import { Effect, Layer, type Schema } from 'effect'
import { keptFor, PUBLISHED_KEPT_MS } from './published-cache'
import {
  type BrandCode,
  brandCodes,
  type SiteLinkGroup,
  contentNotFoundMessages as notFound,
  pageLink,
  shouldReport,
} from '@proffsbutik/core/domain'
import { ContentNotFound, ContentPort, ErrorReporter, ServiceCallFailed } from '@proffsbutik/core/ports'
import { contentClient } from './content-client'
import { deliveryEndpoint, graphEndpoint, isPreview, type ContentEndpoint } from './content-endpoint'
import { deliveryClient } from './delivery-client'
import { unresolvableMessage, type OnUnresolvable } from './unresolvable'
import {
  AlertBannerEntries,
  alertBannerFields,
  InformationBannerEntries,
  informationBannerFields,
  ListingEntries,
  LogoEntries,
  SearchEntries,
  LinkedPageEntries,
  toAlertBanners,
  toInformationBanners,
  toListingSummaries,
  toLogo,
  toVideoUrls,
  VideoEntries,
} from './delivery.schema'
import {
  ContentPageAnswer,
  FrontPageAnswer,
  HeroAnswer,
  InfoBlockAnswer,
  ListingPageAnswer,
  TextAndMediaAnswer,
  TextBlockAnswer,
  toContentPage,
  toFrontPage,
  toHero,
  toListingPage,
} from './pages.schema'
import { contentQueries } from './queries/content.queries'
import { toInfoBlock, toTextAndMedia, toTextBlock } from './sections.schema'
import {
  DynamicFormAnswer,
  RetailersAnswer,
  StoreDetailsAnswer,
  StorePageAnswer,
  toDynamicForm,
  toRetailer,
  toStoreDetails,
  toStorePage,
} from './stores.schema'

/** The most page search answers (content §9). */
export const PAGE_SEARCH_LIMIT = 5

const missing = (message: string) => new ContentNotFound({ status: 404, message })

/** The first item that came back, or ContentNotFound with `message`. */
const first = <T>(items: readonly (T | null)[], message: string): Effect.Effect<T, ContentNotFound> => {
  const item = items.find((i): i is T => i !== null)
  return item === undefined ? Effect.fail(missing(message)) : Effect.succeed(item)
}

/** The content port against the content service at `endpoint`. */
export const contentfulContent = (endpoint: ContentEndpoint) =>
  Layer.effect(
    ContentPort,
    Effect.gen(function* () {
      const reporter = yield* ErrorReporter
      const onUnresolvable: OnUnresolvable = (operation, ids) =>
        reporter.report({
          message: unresolvableMessage(operation, ids),
          context: { service: 'content', operation, ids },
        })
      // One breaker for the service: its three clients learn together that it is down.
      const told = { ...(endpoint.reportUnresolvable ? { onUnresolvable } : {}), breaker: breaker() }
      const graph = contentClient({ ...graphEndpoint(endpoint), ...told })
      const published = contentClient({ ...graphEndpoint(endpoint, { published: true }), ...told })
      const delivery = deliveryClient({ ...deliveryEndpoint(endpoint), ...told })
      const preview = isPreview(endpoint)

      const reported = <A, E>(effect: Effect.Effect<A, E>) =>
        effect.pipe(
          Effect.tapError((error) =>
            error instanceof ServiceCallFailed && shouldReport(error.failure)
              ? reporter.report({
                  message: error.detail,
                  context: { service: 'content', operation: error.operation, failure: error.failure },
                })
              : Effect.void,
          ),
        )
      const query = <S extends Schema.Top & { readonly DecodingServices: never }>(
        operation: keyof typeof contentQueries,
        response: S,
        variables: Record<string, unknown> = {},
        client = graph,
      ) => reported(client.query({ operation, query: contentQueries[operation], variables, response }))
      const entries = <S extends Schema.Top & { readonly DecodingServices: never }>(
        operation: string,
        response: S,
        searchParams: Readonly<Record<string, string | number>>,
        options: { readonly published?: boolean } = {},
      ) =>
        reported(
          delivery.get({
            operation,
            path: 'entries',
            searchParams,
            preview: preview && !options.published,
            response,
          }),
        )

      const listingSummaries = (slugs: readonly string[]) =>
        entries(
          'contentListingPages',
          ListingEntries,
          {
            content_type: 'contentListingPage',
            select: 'fields.slug,fields.title,fields.content',
            include: 0,
            limit: 1000,
            ...(slugs.length > 0 ? { 'fields.slug[in]': slugs.join(',') } : {}),
          },
          { published: true },
        ).pipe(Effect.map(toListingSummaries))

      // Every page shows the banners: outside preview they are kept for PUBLISHED_KEPT_MS.
      const kept = <A, E>(read: Effect.Effect<A, E>) => (preview ? read : keptFor(read, PUBLISHED_KEPT_MS))
      const alertBanners = kept(
        entries('alertBanners', AlertBannerEntries, {
          content_type: 'alertBanner',
          select: alertBannerFields.map((f) => `fields.${f}`).join(','),
        }).pipe(Effect.map(toAlertBanners)),
      )
      // The footer's and the menus' links to content: every listing page and its published pages.
      const siteLinks = kept(
        Effect.gen(function* () {
          const listings = yield* listingSummaries([])
          const ids = [...new Set(listings.flatMap((listing) => listing.pageIds))]
          const pages =
            ids.length === 0
              ? []
              : (yield* entries(
                  'siteLinkPages',
                  LinkedPageEntries,
                  {
                    content_type: 'contentPage',
                    'sys.id[in]': ids.join(','),
                    select: 'fields.title,fields.slug,fields.authenticatedOnly',
                    include: 0,
                    limit: 1000,
                  },
                  { published: true },
                )).items
          const byId = new Map(pages.map(({ sys, fields }) => [sys.id, fields]))
          return listings.map((listing): SiteLinkGroup => ({
            title: listing.title ?? listing.slug,
            link: pageLink('', listing.slug),
            pages: listing.pageIds.flatMap((id) => {
              const page = byId.get(id)
              return page
                ? [
                    {
                      title: page.title,
                      link: pageLink(listing.slug, page.slug),
                      authenticatedOnly: page.authenticatedOnly ?? false,
                    },
                  ]
                : []
            }),
          }))
        }),
      )
      // Every page shows its brand's logo entry: kept as the banners are.
      const logos = Object.fromEntries(
        brandCodes.map((brand) => [
          brand,
          kept(
            entries('logo', LogoEntries, {
              content_type: 'logo',
              'fields.brand': brand,
              include: 1,
              limit: 1,
            }).pipe(
              Effect.flatMap((a) => {
                const logo = toLogo(a)
                return logo ? Effect.succeed(logo) : Effect.fail(missing(notFound.other('logo', brand)))
              }),
            ),
          ),
        ]),
      ) as Record<BrandCode, ReturnType<ContentPort['Service']['logo']>>
      const informationBanners = kept(
        entries('informationBanners', InformationBannerEntries, {
          content_type: 'informationBanner',
          select: informationBannerFields.map((f) => `fields.${f}`).join(','),
        }).pipe(Effect.map(toInformationBanners)),
      )

      // Every page's policy names the videos' hosts (server/security-headers.ts): kept like the banners.
      const videoUrls = kept(
        entries('videoUrls', VideoEntries, {
          content_type: 'video',
          select: 'fields.videoUrl',
          include: 0,
          limit: 1000,
        }).pipe(Effect.map(toVideoUrls)),
      )

      return {
        frontPage: () =>
          query('getFrontPage', FrontPageAnswer).pipe(
            Effect.flatMap((a) => first(a.frontPageCollection.items, notFound.other('front page'))),
            Effect.map(toFrontPage),
          ),
        hero: (slug) =>
          query('getHero', HeroAnswer, { slug }).pipe(
            Effect.flatMap((a) => first(a.heroCollection.items, notFound.other('hero', slug))),
            Effect.map(toHero),
          ),
        infoBlock: (id) =>
          query('getInfoBlock', InfoBlockAnswer, { id }).pipe(
            Effect.flatMap((a) => first(a.infoBlockCollection.items, notFound.other('info block', id))),
            Effect.map(toInfoBlock),
          ),
        textAndMedia: (id) =>
          query('getTextAndMedia', TextAndMediaAnswer, { id }).pipe(
            Effect.flatMap((a) =>
              first(a.textAndMediaCollection.items, notFound.other('text and media', id)),
            ),
            Effect.map(toTextAndMedia),
          ),
        textBlock: (id) =>
          query('getTextBlock', TextBlockAnswer, { id }).pipe(
            Effect.flatMap((a) => first(a.textBlockCollection.items, notFound.other('text block', id))),
            Effect.map(toTextBlock),
          ),
        storeDetails: (storeId) =>
          query('getStoreDetails', StoreDetailsAnswer, { storeId }).pipe(
            Effect.flatMap((a) => first(a.storeDetailsCollection.items, notFound.storeDetails())),
            Effect.map(toStoreDetails),
          ),
        storePage: (storeId) =>
          query('getStorePage', StorePageAnswer, { storeId }).pipe(
            Effect.flatMap((a) => first(a.storePageCollection.items, notFound.storePage(storeId))),
            Effect.map(toStorePage),
          ),
        contentPage: (slug) =>
          query('getContentPage', ContentPageAnswer, { slug }).pipe(
            Effect.flatMap((a) => first(a.contentPageCollection.items, notFound.contentPage(slug))),
            Effect.map(toContentPage),
          ),
        contentListingPage: (slug) =>
          query('getContentListingPage', ListingPageAnswer, { slug }, published).pipe(
            Effect.flatMap((a) =>
              first(a.contentListingPageCollection.items, notFound.other('listing page', slug)),
            ),
            Effect.map(toListingPage),
          ),
        allStoreDetails: () =>
          query('getAllStoreDetails', StoreDetailsAnswer).pipe(
            Effect.map((a) => a.storeDetailsCollection.items.filter((s) => s !== null).map(toStoreDetails)),
            Effect.flatMap((stores) =>
              stores.length > 0 ? Effect.succeed(stores) : Effect.fail(missing(notFound.storeDetails())),
            ),
          ),
        retailers: () =>
          query('getAllRetailers', RetailersAnswer).pipe(
            Effect.map((a) => a.retailerCollection.items.filter((r) => r !== null).map(toRetailer)),
            Effect.flatMap((retailers) =>
              retailers.length > 0 ? Effect.succeed(retailers) : Effect.fail(missing(notFound.retailers())),
            ),
          ),
        dynamicForm: (id) =>
          query('getDynamicForm', DynamicFormAnswer, { id }).pipe(
            Effect.flatMap((a) => first(a.dynamicFormCollection.items, notFound.other('form', id))),
            Effect.map(toDynamicForm),
          ),
        listingPageSummaries: () => listingSummaries([]),
        listingPageSummary: (slug) =>
          listingSummaries([slug]).pipe(
            Effect.flatMap((found) => first(found, notFound.other('listing page', slug))),
          ),
        logo: (brand: BrandCode) => logos[brand],
        siteLinks: () => siteLinks,
        alertBanners: () => alertBanners,
        informationBanners: () => informationBanners,
        videoUrls: () => videoUrls,
        searchPages: (text, parentSlugs = []) =>
          Effect.gen(function* () {
            const words = text.trim()
            if (words === '') return []
            const parents = new Map<string, string>()
            for (const listing of yield* listingSummaries(parentSlugs))
              for (const id of listing.pageIds) if (!parents.has(id)) parents.set(id, listing.slug)
            if (parents.size === 0) return []
            const found = yield* entries('searchPages', SearchEntries, {
              content_type: 'contentPage',
              'fields.excludeFromSearch': 'false',
              'sys.id[in]': [...parents.keys()].join(','),
              query: words,
              include: 2,
              limit: PAGE_SEARCH_LIMIT,
              select: 'fields.title,fields.preTitle,fields.slug',
            })
            return found.items.flatMap(({ sys, fields }) => {
              const parentSlug = parents.get(sys.id)
              return parentSlug === undefined
                ? []
                : [{ id: sys.id, ...fields, parentSlug, link: pageLink(parentSlug, fields.slug) }]
            })
          }),
      }
    }),
  )
