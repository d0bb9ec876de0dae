/** The use cases behind the content RPCs (content.rpc.ts); banner picks are drawn here, on the server. */
import { Effect } from 'effect'
import { bannerPicks } from '../../core/domain/content-rules'
import {
  dynamicForm,
  frontPage,
  listedPage,
  pageOrListing,
  storeWithDetails,
  submitForm,
} from '../../core/usecases/content.usecase'
import type { contentRpcs } from './content.rpc'
import type { Handlers } from './rpc-handlers'

const draw = () => Math.random()

/** Which use case answers each content RPC. */
export const contentHandlers: Handlers<typeof contentRpcs> = {
  frontPage: () => Effect.map(frontPage, (page) => ({ page, picks: bannerPicks(page.sections, draw) })),
  contentPage: ({ slug }) =>
    Effect.map(pageOrListing(slug), (found) =>
      found.kind === 'page' ? { ...found, picks: bannerPicks(found.page.sections, draw) } : found,
    ),
  listedPage: ({ parentSlug, slug }) =>
    Effect.map(listedPage(parentSlug, slug), (page) => ({ page, picks: bannerPicks(page.sections, draw) })),
  storePage: ({ storeId }) =>
    Effect.map(storeWithDetails(storeId), (store) => ({
      ...store,
      picks: bannerPicks(store.page.sections, draw),
    })),
  dynamicForm: ({ id }) => dynamicForm(id),
  submitForm: ({ formId, answers }) =>
    Effect.map(submitForm(formId, answers), (submissionId) => ({ submissionId })),
}
