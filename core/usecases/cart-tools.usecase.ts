/**
 * The cart tools around the cart (issue 8): quick order read and matched before adding, the cart of
 * another customer context to transfer from, and the export file's name. The changes themselves go
 * through cart.usecase.ts (addToCart, uploadToCart, exportCart, transferCart).
 */
import { Data, Effect } from 'effect'
import { contextDisplayName } from '../domain/customer-context'
import { transferFailed, type UserMessage } from '../domain/messages'
import type { ProductCard } from '../domain/product-card'
import {
  eanCandidates,
  matchQuickOrder,
  parseQuickOrder,
  type QuickOrderArticle,
  type QuickOrderRow,
} from '../domain/quick-order'
import { actsForWholeCustomer } from '../domain/roles'
import type { User } from '../domain/user'
import { CommerceGraphPort } from '../ports/commerce-graph.port'
import { SearchPort } from '../ports/search.port'
import { productCards } from './listing.usecase'
import { currentUser, readSession } from './session.usecase'

/** An article of a quick order: its card, with the price as the buyer may see it. */
export type QuickOrderCard = QuickOrderArticle & Pick<ProductCard, 'price'>

/** The article numbers of the EANs among `inputs`, as the search service finds them (exact EAN hits). */
const articlesByEan = (inputs: readonly string[]) =>
  Effect.gen(function* () {
    const search = yield* SearchPort
    const found = yield* Effect.forEach(
      inputs,
      (ean) =>
        search.search({ query: ean, limit: 5 }).pipe(
          Effect.map((result) => {
            const hit = result.hits.find((candidate) => candidate.ean === ean)
            return hit ? [[ean, hit.articleNumber] as const] : []
          }),
        ),
      { concurrency: 4 },
    )
    return new Map(found.flat())
  })

/**
 * Reads pasted quick-order text and matches each line with the catalogue, priced for the buyer's
 * context: an article number is looked up as it is, an EAN through the search service. `toStore` says
 * the lines go to a store (store-only articles may go there).
 */
export const previewQuickOrder = (text: string, toStore: boolean) =>
  Effect.gen(function* () {
    const lines = parseQuickOrder(text)
    const inputs = [...new Set(lines.flatMap((line) => (line.kind === 'line' ? [line.article] : [])))]
    const direct = yield* productCards(inputs, undefined)
    const byArticle = new Map(direct.cards.map((card) => [card.articleNumber, card]))
    const eans = eanCandidates(inputs.filter((input) => !byArticle.has(input)))
    const eanArticles = eans.length > 0 ? yield* articlesByEan(eans) : new Map<string, string>()
    const missing = [...new Set(eanArticles.values())].filter((article) => !byArticle.has(article))
    if (missing.length > 0) {
      for (const card of (yield* productCards(missing, undefined)).cards)
        byArticle.set(card.articleNumber, card)
    }
    const find = (input: string): QuickOrderCard | undefined => {
      const card = byArticle.get(input) ?? byArticle.get(eanArticles.get(input) ?? '')
      return (
        card && {
          articleNumber: card.articleNumber,
          name: card.name,
          unit: card.unit,
          orderMultiple: card.orderMultiple,
          onlineBlock: card.onlineBlock,
          price: card.price,
        }
      )
    }
    return matchQuickOrder(lines, find, { toStore }) satisfies QuickOrderRow<QuickOrderCard>[]
  })

/** A customer context the user may act for, other than the current one. */
export interface OtherContext {
  readonly customerId: string
  readonly projectId: string | undefined
  readonly name: string
}

/**
 * Every context of `user`: each customer as a whole where they act for it without a project, and
 * each of its projects open to them.
 */
export function contextsOf(user: Pick<User, 'customers' | 'customerPermissions'>): OtherContext[] {
  return user.customers.flatMap((customer) => [
    ...(actsForWholeCustomer(user.customerPermissions, customer.customerId)
      ? [{ customerId: customer.customerId, projectId: undefined, name: customer.customerName }]
      : []),
    ...customer.projects.map((project) => ({
      customerId: customer.customerId,
      projectId: project.projectId,
      name: contextDisplayName({ customerName: customer.customerName, projectName: project.projectName }),
    })),
  ])
}

/** The contexts a cart can be transferred from: the user's, except the one they act for now. */
export const transferSources = Effect.gen(function* () {
  const user = yield* currentUser
  const session = yield* readSession
  return contextsOf(user).filter(
    (context) =>
      !(context.customerId === session?.currentCustomerId && context.projectId === session?.currentProjectId),
  )
})

/** A context that is not the user's to transfer from (or is the current one): errors.transfer_cart. */
export class TransferSourceNotAllowed extends Data.TaggedError('TransferSourceNotAllowed')<{
  readonly customerId: string
  readonly projectId: string | undefined
  readonly message: UserMessage
}> {}

/** The user's cart in another context they may act for: its id, line count and the context's name. */
export const sourceCart = (customerId: string, projectId: string | undefined) =>
  Effect.gen(function* () {
    const context = (yield* transferSources).find(
      (candidate) => candidate.customerId === customerId && candidate.projectId === projectId,
    )
    if (!context)
      return yield* Effect.fail(
        new TransferSourceNotAllowed({ customerId, projectId, message: transferFailed() }),
      )
    const cart = yield* (yield* CommerceGraphPort).getCart({
      stockInput: {},
      customerId,
      ...(projectId ? { projectId } : {}),
    })
    return { cartId: cart.cartId, lineCount: cart.cartItems.length, name: context.name }
  })

/** The id of the cart of the context the user acts for now. */
export const currentCartId = Effect.gen(function* () {
  const session = yield* readSession
  const { cartId } = yield* (yield* CommerceGraphPort).activeDeliveryIds({
    ...(session?.currentCustomerId ? { customerId: session.currentCustomerId } : {}),
    ...(session?.currentProjectId ? { projectId: session.currentProjectId } : {}),
  })
  return cartId
})
