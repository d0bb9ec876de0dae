/**
 * The cart tools around the cart (issue 8): quick order read and matched before adding, the cart of
 * another customer context to transfer from, and the export file's name. The changes themselves go
 * through cart.usecase.ts (addToCart, uploadToCart, exportCart, transferCart).
 */
import { Data, Effect } from 'effect'
import { isDeliveryInOrder, itemAmount } from '../domain/cart'
import { stockholmDay } from '../domain/calendar'
import { cartExportFileName } from '../domain/cart-file'
import { contextDisplayName } from '../domain/customer-context'
import { deliveryMethods, isDeliveryMethodCode } from '../domain/delivery-methods'
import { transferFailed, type UserMessage } from '../domain/messages'
import type { Money } from '../domain/money'
import { priceDisplay, type PriceDisplay } from '../domain/price-display'
import { bracketQuantities } from '../domain/pricing'
import {
  eanCandidates,
  matchQuickOrder,
  parseQuickOrder,
  type QuickOrderArticle,
  type QuickOrderRow,
} from '../domain/quick-order'
import { actsForWholeCustomer } from '../domain/roles'
import type { User } from '../domain/user'
import { Clock } from '../ports/clock.port'
import { CommerceGraphPort } from '../ports/commerce-graph.port'
import { SearchPort } from '../ports/search.port'
import { activeCartId, currentCart, exportCart, transferCart } from './cart.usecase'
import { productCards } from './listing.usecase'
import { sessionQuantityRules } from './punchout.usecase'
import { actingContext, currentUser, readSession } from './session.usecase'
import { failureDetails, messageAnswer, type FailureAnswer } from '../domain/failures'

/** What a matched row of a quick order costs, as the cart will charge it once the row is added. */
export interface QuickOrderPricing {
  /**
   * The quantity that sets the row's bracket: the article's sum over the cart's deliveries that go
   * into the order after adding — the row's quantity (its lines merged) plus what the cart already
   * holds of the article there (core/domain/pricing bracketQuantities, as the cart prices it).
   */
  readonly bracketQuantity: number
  /** The unit price charged at that bracket, as the buyer may see it (on request, hidden). */
  readonly price: PriceDisplay
  /** The row's amount at that unit price (core/domain/cart itemAmount); undefined without a price. */
  readonly amount: Money | undefined
}

/** A row of a quick order as previewed: refused, or matched and priced as the cart will charge it. */
export type QuickOrderPreviewRow =
  | Extract<QuickOrderRow, { kind: 'refused' }>
  | (Extract<QuickOrderRow, { kind: 'matched' }> & QuickOrderPricing)

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
 * Reads pasted quick-order text and matches each line with the catalogue, then prices each matched
 * row as the cart will charge it once added to `deliveryId`: an article number is looked up as it
 * is, an EAN through the search service; a delivery to a store takes store-only articles. The price
 * is the graph's at the row's bracket quantity (`QuickOrderPricing`), asked the way the cart asks it
 * (getVariants with completeOrderPrice and the quantities), and the amount is the cart's line amount.
 * Calls: the catalogue once (plus once for articles found by EAN), the cart once, beside it, and the
 * prices at the quantities once.
 */
export const previewQuickOrder = (text: string, deliveryId: string) =>
  Effect.gen(function* () {
    const toStore = isDeliveryMethodCode(deliveryId) && deliveryMethods[deliveryId].needs === 'store'
    const lines = parseQuickOrder(text, yield* sessionQuantityRules)
    const inputs = [...new Set(lines.flatMap((line) => (line.kind === 'line' ? [line.article] : [])))]
    const [direct, cart] = yield* Effect.all([productCards(inputs, undefined), currentCart()], {
      concurrency: 2,
    })
    const byArticle = new Map(direct.cards.map((card) => [card.articleNumber, card]))
    const eans = eanCandidates(inputs.filter((input) => !byArticle.has(input)))
    const eanArticles = eans.length > 0 ? yield* articlesByEan(eans) : new Map<string, string>()
    const missing = [...new Set(eanArticles.values())].filter((article) => !byArticle.has(article))
    if (missing.length > 0) {
      for (const card of (yield* productCards(missing, undefined)).cards)
        byArticle.set(card.articleNumber, card)
    }
    const find = (input: string): QuickOrderArticle | undefined => {
      const card = byArticle.get(input) ?? byArticle.get(eanArticles.get(input) ?? '')
      return (
        card && {
          articleNumber: card.articleNumber,
          name: card.name,
          unit: card.unit,
          orderMultiple: card.orderMultiple,
          onlineBlock: card.onlineBlock,
        }
      )
    }
    const rows = matchQuickOrder(lines, find, { toStore })
    const matched = rows.flatMap((row) => (row.kind === 'matched' ? [row] : []))
    // Each article once (matchQuickOrder merges its lines), added to what the cart holds of it.
    const quantities = bracketQuantities(
      [
        ...cart.cartItems,
        ...matched.map((row) => ({
          articleNumber: row.article.articleNumber,
          quantity: row.quantity,
          deliveryId,
        })),
      ],
      (id) => isDeliveryInOrder(cart, id),
    )
    const bracketQuantity = (articleNumber: string) => quantities.get(articleNumber) ?? 1
    const session = yield* readSession
    const priced =
      matched.length === 0
        ? []
        : yield* (yield* CommerceGraphPort).getVariants({
            articleNumbers: matched.map((row) => row.article.articleNumber),
            stockInput: {
              articles: matched.map((row) => ({
                articleNumber: row.article.articleNumber,
                quantity: bracketQuantity(row.article.articleNumber),
              })),
            },
            completeOrderPrice: true,
            skipStock: true,
            ...(session?.currentCustomerId ? { customerId: session.currentCustomerId } : {}),
            ...(session?.currentProjectId ? { projectId: session.currentProjectId } : {}),
          })
    const prices = new Map(priced.map((variant) => [variant.articleNumber, variant.price]))
    return rows.map((row): QuickOrderPreviewRow => {
      if (row.kind !== 'matched') return row
      const price = prices.get(row.article.articleNumber)
      return {
        ...row,
        bracketQuantity: bracketQuantity(row.article.articleNumber),
        price: priceDisplay(price, direct.context.loggedIn),
        amount: price ? itemAmount({ quantity: row.quantity, price }) : undefined,
      }
    })
  })

/**
 * The quick order's preview as the buyer checks it: each matched row with its article's number,
 * name, unit and order multiple beside its quantities and price. Quick order is for a logged-in
 * buyer, so a price not shown is on request or hidden, never "log in for price".
 */
export const quickOrderPreview = (text: string, deliveryId: string) =>
  Effect.map(previewQuickOrder(text, deliveryId), (rows) => ({
    rows: rows.map((row) =>
      row.kind === 'refused'
        ? row
        : {
            kind: row.kind,
            line: row.line,
            input: row.input,
            articleNumber: row.article.articleNumber,
            name: row.article.name,
            unit: row.article.unit,
            orderMultiple: row.article.orderMultiple,
            requested: row.requested,
            quantity: row.quantity,
            rounded: row.rounded,
            bracketQuantity: row.bracketQuantity,
            price:
              row.price.kind === 'price' || row.price.kind === 'askForPrice'
                ? row.price
                : { kind: 'hidden' as const },
            amount: row.amount,
          },
    ),
  }))

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
}> {
  get answer(): FailureAnswer {
    return messageAnswer(this.message, failureDetails(this))
  }
}

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

/**
 * The cart's chosen lines — every line when none are named — as a spreadsheet (shop-core §4 cart
 * export), named for the customer and project acted for and the day; whether a line lacks a price.
 */
export const cartSheet = (cartItemIds?: readonly string[]) =>
  Effect.gen(function* () {
    const cart = yield* currentCart()
    const chosen = cartItemIds ?? cart.cartItems.map((item) => item.cartItemId)
    const file = yield* exportCart(cart, chosen)
    const { customer, project } = yield* actingContext
    const name = contextDisplayName({
      ...(customer ? { customerName: customer.customerName } : {}),
      ...(project ? { projectName: project.projectName } : {}),
    })
    const flags: readonly string[] = file.flags
    return {
      fileName: cartExportFileName(name, stockholmDay((yield* Clock).now())),
      bytes: file.bytes,
      lineCount: cart.cartItems.filter((item) => chosen.includes(item.cartItemId)).length,
      missingPrices: flags.includes('price'),
    }
  })

/**
 * Moves the lines of another context's cart into the active one (shop-core §5 transfer): answers how
 * many lines moved and how many the other cart still has (those the service could not move).
 */
export const transferFrom = (customerId: string, projectId: string | undefined) =>
  Effect.gen(function* () {
    const source = yield* sourceCart(customerId, projectId)
    yield* transferCart(yield* activeCartId, source.cartId)
    const after = yield* sourceCart(customerId, projectId)
    return { movedCount: Math.max(0, source.lineCount - after.lineCount), leftCount: after.lineCount }
  })
