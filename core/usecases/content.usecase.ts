/**
 * The content the screens load (content §2, §4, §8): the front page, content pages (authenticatedOnly
 * ones for logged-in users only), listing pages, the store finder and store pages, retailers,
 * dynamic forms, blocks looked up by id, the logo, the site banners and page search. Missing
 * content fails with ContentNotFound (404 and the spec's message); a failed call with ContentFailed
 * and its message key; page search never fails, it answers an error flag.
 */
import { Data, Effect, Option } from 'effect'
import type { BrandCode } from '../domain/brand'
import {
  contentNotFoundMessages as notFoundMessages,
  type AlertBanner,
  type ContentPage,
  type InformationBanner,
  type PageSearchHit,
  type SiteLinkGroup,
} from '../domain/content'
import { bannerPicks, bannersToShow, mayViewPage, searchStores, videoOrigins } from '../domain/content-rules'
import { formAnswersOf, validateFormAnswers, type FormAnswers, type FormIssue } from '../domain/dynamic-form'
import { messageForFailure, type UserMessage } from '../domain/messages'
import { ContentNotFound, ContentPort } from '../ports/content.port'
import { FormsPort } from '../ports/forms.port'
import { ServiceCallFailed } from '../ports/service-call.errors'
import { failWithMessage } from './call-failures'
import { readSession } from './session.usecase'
import { failureDetails, inputAnswer, messageAnswer, type FailureAnswer } from '../domain/failures'

/** A content call failed; the message says why in the spec's terms. */
export class ContentFailed extends Data.TaggedError('ContentFailed')<{ readonly message: UserMessage }> {
  get answer(): FailureAnswer {
    return messageAnswer(this.message, failureDetails(this))
  }
}

/** An authenticatedOnly page asked for by a visitor who is not logged in. */
export class ContentLoginRequired extends Data.TaggedError('ContentLoginRequired')<{
  readonly message: UserMessage
  readonly slug: string
}> {
  get answer(): FailureAnswer {
    return messageAnswer(this.message, failureDetails(this))
  }
}

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

/** A dynamic form's answers the rules refuse (core/domain/dynamic-form.ts); nothing was sent. */
export class FormAnswersRefused extends Data.TaggedError('FormAnswersRefused')<{
  readonly issues: readonly FormIssue[]
}> {
  get answer(): FailureAnswer {
    return inputAnswer(failureDetails(this))
  }
}

/** Sending a form failed; the message says why (too many forms from this address, or the call failed). */
export class FormNotSent extends Data.TaggedError('FormNotSent')<{ readonly message: UserMessage }> {
  get answer(): FailureAnswer {
    return messageAnswer(this.message, failureDetails(this))
  }
}

/**
 * Sends a dynamic form's answers: checked against the form as the content has it (the browser
 * checked them too), then sent to the content base, which checks them once more and keeps them.
 */
export const submitForm = (formId: string, answers: FormAnswers) =>
  Effect.gen(function* () {
    const form = yield* dynamicForm(formId)
    const issues = validateFormAnswers(form, answers)
    if (issues.length > 0) return yield* Effect.fail(new FormAnswersRefused({ issues }))
    const forms = yield* FormsPort
    return yield* forms.submit(formId, formAnswersOf(form, answers)).pipe(
      Effect.catchIf(
        (error): error is ServiceCallFailed => error instanceof ServiceCallFailed,
        (error) =>
          Effect.fail(
            new FormNotSent({
              message: {
                key:
                  error.failure.kind === 'http' && error.failure.status === 429
                    ? 'errors.too_many_attempts'
                    : messageForFailure(error.failure),
              },
            }),
          ),
      ),
    )
  })

/** A content page or, when no page has the slug, a listing page (both live at /{slug}). */
export const pageOrListing = (slug: string) =>
  contentPage(slug).pipe(
    Effect.map((page) => ({ kind: 'page' as const, page })),
    Effect.catchIf(
      (error): error is ContentNotFound => error instanceof ContentNotFound,
      (missing) =>
        listingPage(slug).pipe(
          Effect.map((listing) => ({ kind: 'listing' as const, listing })),
          // The page's message (content §8) says what was looked for.
          Effect.catchIf(
            (error): error is ContentNotFound => error instanceof ContentNotFound,
            () => Effect.fail(missing),
          ),
        ),
    ),
  )

/** A content page under its listing page (/{listing}/{slug}); a page the listing does not list is missing. */
export const listedPage = (parentSlug: string, slug: string) =>
  Effect.flatMap(contentPage(slug), (page) =>
    page.listingPages.some((listing) => listing.slug === parentSlug)
      ? Effect.succeed(page)
      : Effect.fail(
          new ContentNotFound({
            status: 404,
            message: notFoundMessages.contentPage(`${parentSlug}/${slug}`),
          }),
        ),
  )

/** A store page with the store's details (from the page, else looked up by storeId). */
export const storeWithDetails = (storeId: string) =>
  Effect.gen(function* () {
    const page = yield* storePage(storeId)
    const details = page.details ?? (yield* storeDetails(storeId))
    return { page, details }
  })

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

/**
 * The footer's and the menus' links to content: every listing page with the pages this visitor may
 * see (authenticatedOnly ones only when logged in).
 */
export const siteLinks = Effect.gen(function* () {
  const groups = yield* ask((content) => content.siteLinks())
  const loggedIn = (yield* readSession) !== undefined
  return groups.map((group): SiteLinkGroup => ({
    ...group,
    pages: group.pages.filter((page) => mayViewPage(page, loggedIn)),
  }))
})

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

/**
 * The hosts the page policy lets films play from: the origins of the content's video sections that
 * the shop does not serve itself (videoOrigins). Never fails: content that cannot be read names no
 * host, and the policy stays the shop's own.
 */
export const videoMediaOrigins = Effect.flatMap(ContentPort, (content) => content.videoUrls()).pipe(
  Effect.map(videoOrigins),
  Effect.orElseSucceed((): string[] => []),
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

/**
 * A content page as it is shown: which banner of each carousel section shows (drawn by `random`, so
 * that visitors see them in turn) and the forms of its form and account-application sections. A form that
 * cannot be loaded is left out: its section then says so, and the rest of the page still shows.
 */
export const pageWithExtras = (page: ContentPage, random: () => number) =>
  Effect.map(
    Effect.forEach(
      page.sections.flatMap((section) =>
        (section.kind === 'accountApplication' || section.kind === 'dynamicForm') && section.formId
          ? [section.formId]
          : [],
      ),
      (id) => Effect.option(dynamicForm(id)),
      { concurrency: 4 },
    ),
    (found) => ({
      page,
      picks: bannerPicks(page.sections, random),
      forms: Object.fromEntries(
        found.flatMap((form) => (Option.isSome(form) ? [[form.value.id, form.value]] : [])),
      ),
    }),
  )

/** The front page as it is shown: which banner of each carousel shows, drawn by `random`. */
export const shownFrontPage = (random: () => number) =>
  Effect.map(frontPage, (page) => ({ page, picks: bannerPicks(page.sections, random) }))

/** The page at /{slug} as it is shown: a content page with its extras, or a listing page. */
export const shownPageOrListing = (slug: string, random: () => number) =>
  Effect.gen(function* () {
    const found = yield* pageOrListing(slug)
    if (found.kind === 'listing') return found
    return { kind: 'page' as const, ...(yield* pageWithExtras(found.page, random)) }
  })

/** A page under its listing page as it is shown, with its extras. */
export const shownListedPage = (parentSlug: string, slug: string, random: () => number) =>
  Effect.flatMap(listedPage(parentSlug, slug), (page) => pageWithExtras(page, random))

/** A store page as it is shown: the store's details, and which banner of each carousel shows. */
export const shownStorePage = (storeId: string, random: () => number) =>
  Effect.map(storeWithDetails(storeId), (store) => ({
    ...store,
    picks: bannerPicks(store.page.sections, random),
  }))
