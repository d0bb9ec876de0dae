/** The use cases behind the content RPCs (content.rpc.ts); banner picks are drawn here, on the server. */
import { Effect, Option } from 'effect'
import { bannerPicks, type ContentPage } from '@proffsbutik/core/domain'
import {
  dynamicForm,
  frontPage,
  listedPage,
  pageOrListing,
  storeWithDetails,
  submitForm,
} from '@proffsbutik/core/usecases'
import type { ContentPort } from '@proffsbutik/core/ports'
import type { contentRpcs } from './content.rpc'
import type { RpcOutput } from './shop-api.rpc'
import type { Handlers } from './rpc-handlers'

const draw = () => Math.random()

/**
 * The forms of a page's account-application sections. A form that cannot be loaded is left out:
 * its section then says so, and the rest of the page still shows.
 */
const formsOf = (page: ContentPage) =>
  Effect.map(
    Effect.forEach(
      page.sections.flatMap((section) =>
        section.kind === 'accountApplication' && section.formId ? [section.formId] : [],
      ),
      (id) => Effect.option(dynamicForm(id)),
      { concurrency: 4 },
    ),
    (found) =>
      Object.fromEntries(found.flatMap((form) => (Option.isSome(form) ? [[form.value.id, form.value]] : []))),
  )

/** A content page with its banner picks and forms. */
const withExtras = (page: ContentPage) =>
  Effect.map(formsOf(page), (forms) => ({ page, picks: bannerPicks(page.sections, draw), forms }))

/** Which use case answers each content RPC. */
export const contentHandlers: Handlers<typeof contentRpcs> = {
  frontPage: () => Effect.map(frontPage, (page) => ({ page, picks: bannerPicks(page.sections, draw) })),
  contentPage: ({ slug }) =>
    Effect.flatMap(
      pageOrListing(slug),
      (found): Effect.Effect<RpcOutput<'contentPage'>, never, ContentPort> =>
        found.kind === 'page'
          ? Effect.map(withExtras(found.page), (extras) => ({ kind: 'page' as const, ...extras }))
          : Effect.succeed(found),
    ),
  listedPage: ({ parentSlug, slug }) => Effect.flatMap(listedPage(parentSlug, slug), withExtras),
  storePage: ({ storeId }) =>
    Effect.map(storeWithDetails(storeId), (store) => ({
      ...store,
      picks: bannerPicks(store.page.sections, draw),
    })),
  dynamicForm: ({ id }) => dynamicForm(id),
  submitForm: ({ formId, answers }) =>
    Effect.map(submitForm(formId, answers), (submissionId) => ({ submissionId })),
}
