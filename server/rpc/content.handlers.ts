/** The use cases behind the content RPCs (content.rpc.ts); banner picks are drawn here, on the server. */
import { Effect } from 'effect'
import { bannerPicks, type ContentPage } from '@proffsbutik/core/domain'
import {
  dynamicForm,
  frontPage,
  listedPage,
  pageOrListing,
  pageWithExtras,
  storeWithDetails,
  submitForm,
} from '@proffsbutik/core/usecases'
import type { ContentPort } from '@proffsbutik/core/ports'
import type { contentRpcs } from './content.rpc'
import type { RpcOutput } from './shop-api.rpc'
import type { Handlers } from './rpc-handlers'

/** Banner picks are drawn here, on the server, so that the page hydrates with the banners it was rendered with. */
const draw = () => Math.random()

const withExtras = (page: ContentPage) => pageWithExtras(page, draw)

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
