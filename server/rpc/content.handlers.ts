/** The use cases behind the content RPCs (content.rpc.ts); banner picks are drawn here, on the server. */
import { Effect } from 'effect'
import {
  dynamicForm,
  shownFrontPage,
  shownListedPage,
  shownPageOrListing,
  shownStorePage,
  submitForm,
} from '@proffsbutik/core/usecases'
import type { contentRpcs } from './content.rpc'
import type { Handlers } from './rpc-handlers'

/** Banner picks are drawn here, on the server, so that the page hydrates with the banners it was rendered with. */
const draw = () => Math.random()

/** Which use case answers each content RPC. */
export const contentHandlers: Handlers<typeof contentRpcs> = {
  frontPage: () => shownFrontPage(draw),
  contentPage: ({ slug }) => shownPageOrListing(slug, draw),
  listedPage: ({ parentSlug, slug }) => shownListedPage(parentSlug, slug, draw),
  storePage: ({ storeId }) => shownStorePage(storeId, draw),
  dynamicForm: ({ id }) => dynamicForm(id),
  submitForm: ({ formId, answers }) =>
    Effect.map(submitForm(formId, answers), (submissionId) => ({ submissionId })),
}
