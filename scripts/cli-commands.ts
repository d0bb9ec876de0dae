/**
 * The command line's commands: each reads its arguments, runs the core's use cases — the same ones
 * the web shop's RPCs run, with the same rules and refusals — and answers what to print and what the
 * core said. scripts/cli.ts gives them the application's composition and prints; the channel parity
 * test runs them beside the RPCs.
 */
import { Effect } from 'effect'
import {
  deliveryName,
  FAVOURITES_CAP,
  formatQuantity,
  formatSek,
  isIsoDate,
  PRICE_ON_REQUEST,
  QUOTE_VALIDITY_DAYS,
  type UserMessage,
} from '@proffsbutik/core/domain'
import {
  actingFinancialFollowUp,
  askDeliveryDate,
  addFavourite,
  addToActiveCart,
  assortmentSwitch,
  cartOverview,
  type CartOverview,
  cartSheet,
  checkOutCart,
  chooseAssortment,
  contextOrderHistory,
  currentAssortment,
  currentUser,
  emptyActiveCart,
  favouriteArticles,
  logout,
  pickupStores,
  productCards,
  quoteActiveCart,
  quoteDocument,
  removeFavourites,
  searchPageView,
  signIn,
  switchContext,
  updateActiveCartLines,
  usersPage,
} from '@proffsbutik/core/usecases'
import type { ApplicationServices } from '../adapters/composition'
import type { SayMessage } from './cli-messages'
import { cardPriceText, stockText, unitName } from './cli-text'

/** What a command answers: the lines to print, and the core's messages (a line refused, an order left out …). */
export interface CliAnswer {
  readonly lines: readonly string[]
  readonly messages: readonly UserMessage[]
  /** The core's answer in figures, for a program reading the command (and the parity test). */
  readonly facts?: Readonly<Record<string, string | number | boolean>>
  /** Files to write where the command runs (an exported cart). */
  readonly files?: readonly { readonly name: string; readonly bytes: Uint8Array }[]
}

/** How many hits `search` prints. */
const SEARCH_LINES = 10

/** A wrong use of a command: how to use it. */
export class CliUsage extends Error {}

/** A command: its arguments in, the answer out; failures are the core's typed errors (or CliUsage). */
export type CliCommand = (args: readonly string[]) => Effect.Effect<CliAnswer, unknown, ApplicationServices>

const answer = (...lines: string[]): CliAnswer => ({ lines, messages: [] })
const usage = (text: string) => Effect.fail(new CliUsage(`Användning: ${text}`))

/** "1000003:2" → article 1000003, quantity 2 (a decimal comma or point). */
const ARTICLE_QUANTITY = /^([^:]+):(\d+(?:[.,]\d+)?)$/

/** The line of the cart with this article (or cart line id), in whichever delivery it is. */
const lineOf = (cart: CartOverview, article: string) =>
  cart.deliveries
    .flatMap((delivery) => delivery.lines)
    .find((line) => line.articleNumber === article || line.cartItemId === article)

/** The cart as the web shop's cart page has it, by delivery, with the amounts the user may see. */
const cartText = (cart: CartOverview) => {
  if (cart.lineCount === 0) return ['Varukorgen är tom.']
  return [
    ...cart.deliveries.flatMap((delivery) => [
      `${delivery.name}${delivery.included ? '' : ' (ingår inte i ordern)'}${delivery.requestedDeliveryDate ? `, önskad dag ${delivery.requestedDeliveryDate}` : ''}`,
      ...delivery.lines.map((line) => {
        const money =
          line.amount !== undefined
            ? formatSek(line.amount)
            : line.card?.price.kind === 'askForPrice'
              ? PRICE_ON_REQUEST
              : undefined
        return `  ${line.articleNumber}  ${line.card?.name ?? ''}  ${formatQuantity(line.quantity)} ${unitName(line.card?.unit)}${money === undefined ? '' : `  ${money}`}`
      }),
    ]),
    ...(cart.total !== undefined ? [`Summa exkl. moms: ${formatSek(cart.total)}`] : []),
  ]
}

/** The commands, given how a password is asked for and how a message key is said. */
export function cliCommands(password: () => Promise<string>, say: SayMessage): Record<string, CliCommand> {
  return {
    login: ([username]) =>
      username
        ? Effect.promise(password).pipe(
            Effect.flatMap((secret) => signIn({ username, password: secret })),
            Effect.map((outcome) =>
              outcome.result === 1
                ? answer(`Inloggad som ${outcome.user.firstName} ${outcome.user.lastName}.`)
                : answer(`Välj ett nytt lösenord i webbutiken först (${outcome.challengeName}).`),
            ),
          )
        : usage('login <användarnamn>'),
    whoami: () =>
      Effect.map(currentUser, (user) =>
        answer(
          `${user.firstName} ${user.lastName} <${user.email}>`,
          ...user.customers.map(
            (c) =>
              `  ${c.customerId} ${c.customerName}${c.projects.length > 0 ? `: ${c.projects.map((p) => `${p.projectId} ${p.projectName}`).join(', ')}` : ''}`,
          ),
        ),
      ),
    context: ([customerId, projectId]) =>
      customerId
        ? Effect.map(switchContext(customerId, projectId), (context) =>
            answer(
              `Agerar nu för ${context.customerName}${context.projectId ? `, projekt ${context.projectId}` : ''}.`,
            ),
          )
        : usage('context <kund> [projekt]'),
    stores: () =>
      Effect.map(pickupStores, (stores) =>
        answer(...stores.map((s) => `${s.id}  ${s.name}, ${s.address.address1}, ${s.address.city}`)),
      ),
    search: (words) =>
      // The search page's use case: its hits in its order, and with none what it widens to.
      Effect.map(searchPageView(words.join(' '), {}), (page) => ({
        ...answer(
          `${page.total} träffar${page.correctedQuery ? ` för "${page.correctedQuery}"` : ''}`,
          ...page.cards.slice(0, SEARCH_LINES).map((card) => `  ${card.articleNumber}  ${card.name}`),
          ...(page.broader.length > 0
            ? [`Sök bredare: ${page.broader.map((category) => category.name).join(', ')}`]
            : []),
        ),
        facts: { total: page.total },
      })),
    assortment: ([assortmentId]) =>
      assortmentId
        ? Effect.map(chooseAssortment(assortmentId), (chosen) => ({
            ...answer(
              `Visar nu ${chosen.choices.find((choice) => choice.id === chosen.chosenId)?.name ?? chosen.chosenId}.`,
            ),
            facts: { chosenId: chosen.chosenId },
          }))
        : Effect.map(Effect.all([currentAssortment, assortmentSwitch]), ([browsed, offered]) =>
            answer(
              `Sortiment: ${browsed?.name ?? 'hela sortimentet'}`,
              ...(offered
                ? offered.choices.map(
                    (choice) =>
                      `  ${choice.id}  ${choice.name}${choice.id === offered.chosenId ? ' (visas)' : ''}`,
                  )
                : ['  Inget annat sortiment att välja här.']),
            ),
          ),
    variants: (articleNumbers) =>
      Effect.gen(function* () {
        // The cards the listings show: the buyer's price and the stock at the brand's central warehouse.
        const { cards } = yield* productCards(articleNumbers, undefined)
        return answer(
          ...cards.map(
            (card) =>
              `${card.articleNumber}  ${card.name}\n  ${cardPriceText(card)} · ${stockText(card.centralStock)}${card.discontinued ? ' · utgående' : ''}`,
          ),
        )
      }),
    add: ([deliveryId, ...lines]) => {
      const parsed = lines.map((line) => ARTICLE_QUANTITY.exec(line))
      if (!deliveryId || parsed.length === 0 || parsed.some((match) => match === null))
        return usage('add <leveranssätt> <artikel>:<antal> …  (t.ex. add DBI 1000003:2)')
      return Effect.gen(function* () {
        const added = yield* addToActiveCart(
          deliveryId,
          parsed.map((match) => ({
            articleNumber: match![1]!,
            quantity: Number(match![2]!.replace(',', '.')),
          })),
        )
        const count = added.cartItemIds.length
        return {
          lines: [`${count} ${count === 1 ? 'rad' : 'rader'} i varukorgen.`],
          messages: added.message ? [added.message] : [],
        }
      })
    },
    quantity: ([article, quantity]) => {
      const amount = Number(quantity?.replace(',', '.'))
      if (!article || !quantity || !Number.isFinite(amount)) return usage('quantity <artikel> <antal>')
      return Effect.gen(function* () {
        const line = lineOf(yield* cartOverview(), article)
        if (!line) return answer(`${article} finns inte i varukorgen.`)
        yield* updateActiveCartLines([{ cartItemId: line.cartItemId, quantity: amount }])
        return answer(`${article}: ${formatQuantity(amount)}.`)
      })
    },
    move: ([article, deliveryId]) =>
      article && deliveryId
        ? Effect.gen(function* () {
            const line = lineOf(yield* cartOverview(), article)
            if (!line) return answer(`${article} finns inte i varukorgen.`)
            yield* updateActiveCartLines([{ cartItemId: line.cartItemId, deliveryId }])
            return answer(`${article} flyttad till ${deliveryName(deliveryId)}.`)
          })
        : usage('move <artikel> <leveranssätt>'),
    date: ([deliveryId, day]) =>
      deliveryId && day && isIsoDate(day)
        ? Effect.gen(function* () {
            const { requestedDeliveryDate } = yield* askDeliveryDate(deliveryId, day)
            return answer(`${deliveryName(deliveryId)}: önskad dag ${requestedDeliveryDate}.`)
          })
        : usage('date <leveranssätt> <ÅÅÅÅ-MM-DD>'),
    empty: () => Effect.as(emptyActiveCart(), answer('Varukorgen är tömd.')),
    cart: () =>
      Effect.gen(function* () {
        const cart = yield* cartOverview()
        return answer(...cartText(cart))
      }),
    order: ([storeId]) =>
      Effect.gen(function* () {
        const cart = yield* cartOverview()
        const result = yield* checkOutCart(
          Object.fromEntries(
            cart.deliveries.map((delivery) => [
              delivery.deliveryId,
              delivery.store ? { storeId: storeId ?? delivery.store.id } : {},
            ]),
          ),
        )
        return {
          lines:
            result.goTo === 'checkout-success-page'
              ? result.orders.map(
                  (order) =>
                    `Order för ${order.deliveryName} lagd (${order.orderNumber ?? order.tempOrderId}), önskad dag ${order.requestedDeliveryDate}.`,
                )
              : [],
          messages: [
            ...(result.message ? [result.message] : []),
            ...result.refused.flatMap((delivery) => delivery.reasons),
          ],
        }
      }),
    export: () =>
      Effect.map(cartSheet(), (sheet) => ({
        lines: [
          `${sheet.lineCount} ${sheet.lineCount === 1 ? 'rad' : 'rader'} i ${sheet.fileName}.`,
          ...(sheet.missingPrices ? ['Några rader saknar pris i filen.'] : []),
        ],
        messages: [],
        facts: { fileName: sheet.fileName, lineCount: sheet.lineCount, missingPrices: sheet.missingPrices },
        files: [{ name: sheet.fileName, bytes: sheet.bytes }],
      })),
    quote: (words) => {
      const recipientName = words.join(' ').trim()
      if (!recipientName) return usage('quote <mottagare>  (hela varukorgen, utan påslag)')
      return Effect.gen(function* () {
        const cart = yield* cartOverview()
        const made = yield* quoteActiveCart({
          recipientName,
          reference: '',
          markupPercent: 0,
          validityDays: QUOTE_VALIDITY_DAYS,
          message: '',
          deliveryIds: cart.deliveries.map((delivery) => delivery.deliveryId),
        })
        const pdf = yield* quoteDocument(made.quoteId)
        return {
          lines: [
            `Offert ${made.quoteNumber} till ${made.recipientName}: ${made.lineCount} ${made.lineCount === 1 ? 'rad' : 'rader'}, ${formatSek(made.totals.gross)} inkl. moms, giltig till ${made.validUntil}.`,
          ],
          messages: [],
          facts: { lineCount: made.lineCount, validUntil: made.validUntil },
          files: [{ name: pdf.fileName, bytes: pdf.bytes }],
        }
      })
    },
    users: (words) =>
      Effect.map(usersPage({ search: words.join(' ') }), (page) => ({
        lines: [
          `${page.total} användare`,
          ...page.users.map(
            (user) =>
              `  ${user.username}  ${user.firstName} ${user.lastName} <${user.email}>${user.activated ? '' : '  (ej aktiverad)'}`,
          ),
        ],
        messages: [],
        facts: { total: page.total },
      })),
    favourites: () =>
      Effect.map(favouriteArticles, (favourites) =>
        favourites.length === 0
          ? answer('Inga favoriter.')
          : answer(...favourites.map((f) => `  ${f.articleNumber}  ${f.name}`)),
      ),
    favourite: ([articleNumber]) =>
      articleNumber
        ? Effect.map(addFavourite(articleNumber), (added) => ({
            lines: [
              added.kind === 'added'
                ? `${articleNumber} är nu en favorit.`
                : added.kind === 'alreadyFavourite'
                  ? `${articleNumber} är redan en favorit.`
                  : `Du har redan ${FAVOURITES_CAP} favoriter: ta bort en först.`,
            ],
            messages: [],
            facts: { outcome: added.kind },
          }))
        : usage('favourite <artikel>'),
    unfavourite: ([articleNumber]) =>
      articleNumber
        ? Effect.gen(function* () {
            const favourite = (yield* favouriteArticles).find((f) => f.articleNumber === articleNumber)
            if (!favourite) return answer(`${articleNumber} är ingen favorit.`)
            yield* removeFavourites([favourite.favouriteId])
            return answer(`${articleNumber} är inte längre en favorit.`)
          })
        : usage('unfavourite <artikel>'),
    orders: (words) =>
      Effect.map(contextOrderHistory({ text: words.join(' '), limit: 10 }), (page) => ({
        lines: [
          `${page.total} ${page.total === 1 ? 'order' : 'ordrar'}`,
          ...page.orders.map(
            (order) =>
              `  ${order.orderNumber}  ${order.orderDate}  ${order.deliveryName}  ${say({ key: `orders.status.${order.orderStatus}` })}${order.totalNet === undefined ? '' : `  ${formatSek(order.totalNet)}`}`,
          ),
        ],
        messages: [],
        facts: { total: page.total },
      })),
    finance: () =>
      Effect.map(actingFinancialFollowUp({ limit: 10 }), ({ credit, invoices }) => ({
        lines: [
          credit
            ? `Kredit: ${formatSek(credit.available)} kvar av ${formatSek(credit.limit)}`
            : 'Ingen kreditgräns.',
          `${invoices.total} ${invoices.total === 1 ? 'faktura' : 'fakturor'}`,
          ...invoices.data.map(
            (invoice) =>
              `  ${invoice.invoiceNumber}  ${invoice.invoiceDate}  förfaller ${invoice.dueDate}  ${formatSek(invoice.gross)}`,
          ),
        ],
        messages: [],
        facts: { invoices: invoices.total, credit: credit !== undefined },
      })),
    logout: () => Effect.as(logout, answer('Utloggad.')),
  }
}
