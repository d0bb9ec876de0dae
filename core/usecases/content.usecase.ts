/**
 * The content the screens load (content §2, §4, §8): the front page, content pages (authenticatedOnly
 * ones for logged-in users only), listing pages, the store finder and store pages, retailers,
 * dynamic forms, blocks looked up by id, the logo, the site banners and page search. Missing
 * content fails with ContentNotFound (404 and the spec's message); a failed call with ContentFailed
 * and its message key; page search never fails, it answers an error flag.
 */
import { Data, Effect } from 'effect'
import type { BrandCode } from '../domain/brand'
import type { AlertBanner, InformationBanner, PageSearchHit } from '../domain/content'
import { bannersToShow, mayViewPage, searchStores } from '../domain/content-rules'
import type { UserMessage } from '../domain/messages'
import { ContentPort } from '../ports/content.port'
import { failWithMessage } from './call-failures'
import { readSession } from './session.usecase'

/** A content call failed; the message says why in the spec's terms. */
export class ContentFailed extends Data.TaggedError('ContentFailed')<{ readonly message: UserMessage }> {}

/** An authenticatedOnly page asked for by a visitor who is not logged in. */
export class ContentLoginRequired extends Data.TaggedError('ContentLoginRequired')<{
  readonly message: UserMessage
  readonly slug: string
}> {}

const failed = failWithMessage((message) => new ContentFailed({ message }))

/** A call of the content port, its failed calls as ContentFailed. */
const ask = <A, E>(call: (content: ContentPort['Service']) => Effect.Effect<A, E>) =>
  failed(Effect.flatMap(ContentPort, call))

/** The front page. */
export const frontPage = ask((content) => content.frontPage())

/** A content page by slug; an authenticatedOnly page needs a logged-in user. */
export const contentPage = (slug: string) =>
  Effect.gen(function* () {
    const page = yield* ask((content) => content.contentPage(slug))
    const loggedIn = (yield* readSession) !== undefined
    if (!mayViewPage(page, loggedIn))
      return yield* Effect.fail(new ContentLoginRequired({ message: { key: 'guards.login_required' }, slug }))
    return page
  })

/** A listing page with its pages and tags (always published content). */
export const listingPage = (slug: string) => ask((content) => content.contentListingPage(slug))

/** The store finder: every store sorted by name, those matching `text` (town or postcode) when given. */
export const findStores = (text = '') =>
  Effect.map(
    ask((content) => content.allStoreDetails()),
    (stores) => searchStores(stores, text),
  )

/** A store page (route /butiker/{id}). */
export const storePage = (storeId: string) => ask((content) => content.storePage(storeId))

/** One store's details. */
export const storeDetails = (storeId: string) => ask((content) => content.storeDetails(storeId))

/** Every retailer. */
export const retailers = ask((content) => content.retailers())

/** A dynamic form by id. */
export const dynamicForm = (id: string) => ask((content) => content.dynamicForm(id))

/** A hero by slug. */
export const hero = (slug: string) => ask((content) => content.hero(slug))

/** An info block by id. */
export const infoBlock = (id: string) => ask((content) => content.infoBlock(id))

/** A text-and-media block by id. */
export const textAndMedia = (id: string) => ask((content) => content.textAndMedia(id))

/** A text block by id. */
export const textBlock = (id: string) => ask((content) => content.textBlock(id))

/** A brand's logo entry. */
export const brandLogo = (brand: BrandCode) => ask((content) => content.logo(brand))

/** The banners above the page. */
export interface SiteBanners {
  readonly alerts: readonly AlertBanner[]
  readonly information: readonly InformationBanner[]
}

/** The alert and information banners to show: active ones, less those closed this session. */
export const siteBanners = (closedIds: ReadonlySet<string> = new Set()) =>
  Effect.map(
    ask((content) => Effect.all([content.alertBanners(), content.informationBanners()], { concurrency: 2 })),
    ([alerts, information]): SiteBanners => ({
      alerts: bannersToShow(alerts, closedIds),
      information: bannersToShow(information, closedIds),
    }),
  )

/** What page search answers: its hits, or an error flag when the search failed (content §8). */
export interface PageSearchResult {
  readonly hits: readonly PageSearchHit[]
  readonly error: boolean
}

/** Page search under the listing pages `parentSlugs` (every one when empty); never fails. */
export const searchPages = (text: string, parentSlugs: readonly string[] = []) =>
  text.trim() === ''
    ? Effect.succeed<PageSearchResult>({ hits: [], error: false })
    : Effect.flatMap(ContentPort, (content) => content.searchPages(text.trim(), parentSlugs)).pipe(
        Effect.map((hits): PageSearchResult => ({ hits, error: false })),
        Effect.catch(() => Effect.succeed<PageSearchResult>({ hits: [], error: true })),
      )
