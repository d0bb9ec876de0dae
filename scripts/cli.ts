/**
 * `npm run cli -- <command>`: the shop's core from the command line, with the HTTP adapters against
 * running services — proof that the core serves channels other than the web UI. The session is kept
 * in a file readable only by its owner between runs.
 *
 *   npm run cli -- login anna.berg          (password from PROFFSBUTIK_PASSWORD, else asked)
 *   npm run cli -- whoami | stores | logout
 *   npm run cli -- search kulventil
 *   npm run cli -- variants 1000003 1000006
 *   npm run cli -- context C200 [P201]
 *   npm run cli -- add DBI 1000003:2 1000006:5     (delivery, then article:quantity …)
 *   npm run cli -- cart
 *   npm run cli -- order [1001]                    (the store for store deliveries EXH and EXB)
 *
 * SERVICES_URL (default http://localhost:3000, the shop with its embedded services) and
 * CLI_SESSION_FILE (default ~/.proffsbutik-cli.json) say where.
 */
import { Effect, Layer } from 'effect'
import { homedir } from 'node:os'
import { join } from 'node:path'
import { createInterface } from 'node:readline/promises'
import { authHttp, sessionPortsHttp } from '../adapters/http'
import { fileStorage } from '../adapters/storage/file.storage'
import {
  cartTotal,
  deliveryName,
  formatSek,
  itemsInOrder,
  messageForFailure,
  stockDisplay,
  type MessageKey,
  type UserMessage,
} from '../core/domain'
import { defaultBrand } from '../core/domain/brand'
import { cartLineText, variantPriceText } from './cli-text'
import { CatalogPort } from '../core/ports/catalog.port'
import { Clock } from '../core/ports/clock.port'
import { CommerceGraphPort } from '../core/ports/commerce-graph.port'
import { NotLoggedIn } from '../core/ports/credentials.port'
import { ErrorReporter } from '../core/ports/error-reporter.port'
import { KeyValueStore } from '../core/ports/key-value-store.port'
import { ServiceCallFailed } from '../core/ports/service-call.errors'
import { ShopSettings } from '../core/ports/shop-settings.port'
import {
  CartChangeFailed,
  DeliveryMethodMissing,
  addToCart,
  currentCart,
} from '../core/usecases/cart.usecase'
import { EmptySearch, pickupStores, searchProducts } from '../core/usecases/catalog.usecase'
import { placeOrder } from '../core/usecases/checkout.usecase'
import {
  ContextNotAllowed,
  currentUser,
  CurrentUserFailed,
  login,
  LoginFailed,
  logout,
  sessionCredentials,
  switchContext,
} from '../core/usecases/session.usecase'

const CENTRAL_WAREHOUSE = '9000'
const endpoint = { baseUrl: process.env['SERVICES_URL'] || 'http://localhost:3000', timeoutMs: 15_000 }
const sessionFile = process.env['CLI_SESSION_FILE'] || join(homedir(), '.proffsbutik-cli.json')

/** Swedish texts for the message keys a command-line user can meet. */
const texts: Partial<Record<MessageKey, string>> = {
  'errors.auth_service_not_available': 'Inloggningstjänsten svarar inte just nu.',
  'errors.internal_server_error': 'Ett tekniskt fel uppstod.',
  'errors.forbidden_action': 'Du saknar behörighet för detta.',
  'errors.not_found': 'Hittades inte.',
  'errors.invalid_token': 'Sessionen har gått ut. Logga in igen.',
  'errors.try_again_later': 'Försök igen om en stund.',
  'errors.technical_issues': 'Tekniskt fel: inga butiker kunde hämtas.',
  'errors.cart_add_product': 'Artikeln kunde inte läggas i varukorgen',
  'errors.cart_add_products': 'Artiklarna kunde inte läggas i varukorgen',
  'errors.invalid_order': 'Ordern kunde inte läggas. Kontrollera varukorgen och försök igen.',
  'errors.invalid_partial_order': 'Några leveranser kunde inte beställas',
  'errors.cart_service_not_available': 'Varukorgstjänsten svarar inte just nu.',
}

const base = Layer.mergeAll(
  Layer.succeed(KeyValueStore, fileStorage(sessionFile)),
  Layer.succeed(Clock, { now: () => new Date() }),
  // The command line searches as the shop does: in the assortment of the customer acted for.
  Layer.succeed(ShopSettings, {
    brand: defaultBrand,
    cutoffHour: 15,
    assortmentService: `${endpoint.baseUrl}/services/assortment`,
  }),
  Layer.succeed(ErrorReporter, {
    report: (error) => Effect.sync(() => console.error(`(rapporterat fel: ${error.message})`)),
  }),
)
const auth = authHttp(endpoint).pipe(Layer.provide(base))
const credentials = sessionCredentials(60).pipe(Layer.provide(Layer.merge(auth, base)))
const layer = Layer.mergeAll(
  base,
  auth,
  sessionPortsHttp(endpoint).pipe(Layer.provide(Layer.merge(base, credentials))),
)

async function password(): Promise<string> {
  const given = process.env['PROFFSBUTIK_PASSWORD']
  if (given) return given
  const prompt = createInterface({ input: process.stdin, output: process.stdout })
  const answer = await prompt.question('Lösenord: ')
  prompt.close()
  return answer
}

const text = (key: MessageKey) => texts[key] ?? `Fel: ${key}`

/** A message with its values: "Artiklarna kunde inte läggas i varukorgen: 1000003, 1000006". */
const say = (message: UserMessage) => {
  const values = Object.values(message.values ?? {}).map(String)
  return values.length > 0 ? `${text(message.key)}: ${values.join(', ')}` : text(message.key)
}

/** Says what went wrong in Swedish, from the failure's message key or kind. */
function explain(error: unknown): string {
  if (error instanceof NotLoggedIn) return 'Du är inte inloggad: npm run cli -- login <användarnamn>'
  if (error instanceof LoginFailed) {
    return error.reason === 'invalidCredentials' ? 'Fel användarnamn eller lösenord.' : text(error.message)
  }
  if (error instanceof CurrentUserFailed) return text(error.message)
  if (error instanceof EmptySearch) return 'Skriv något att söka efter.'
  if (error instanceof ContextNotAllowed) return 'Du kan inte agera för den kunden eller det projektet.'
  if (error instanceof ServiceCallFailed) return text(messageForFailure(error.failure))
  if (error instanceof DeliveryMethodMissing) return error.text
  if (error instanceof CartChangeFailed) return say(error.message)
  return String(error)
}

const commands: Record<
  string,
  (args: string[]) => Effect.Effect<string, unknown, never> | Promise<Effect.Effect<string, unknown, never>>
> = {
  login: async ([username]) => {
    if (!username) return Effect.fail('Användning: login <användarnamn>')
    const secret = await password()
    return login({ username, password: secret }).pipe(
      Effect.map((outcome) =>
        outcome.result === 1
          ? `Inloggad som ${outcome.user.firstName} ${outcome.user.lastName}.`
          : `Välj ett nytt lösenord i webbutiken först (${outcome.challengeName}).`,
      ),
      Effect.provide(layer),
    )
  },
  whoami: () =>
    currentUser.pipe(
      Effect.map((user) =>
        [
          `${user.firstName} ${user.lastName} <${user.email}>`,
          ...user.customers.map(
            (c) =>
              `  ${c.customerId} ${c.customerName}${c.projects.length > 0 ? `: ${c.projects.map((p) => `${p.projectId} ${p.projectName}`).join(', ')}` : ''}`,
          ),
        ].join('\n'),
      ),
      Effect.provide(layer),
    ),
  context: ([customerId, projectId]) =>
    customerId
      ? switchContext(customerId, projectId).pipe(
          Effect.map(
            (context) =>
              `Agerar nu för ${context.customerName}${context.projectId ? `, projekt ${context.projectId}` : ''}.`,
          ),
          Effect.provide(layer),
        )
      : Effect.fail('Användning: context <kund> [projekt]'),
  stores: () =>
    pickupStores.pipe(
      Effect.map((stores) =>
        stores.map((s) => `${s.id}  ${s.name}, ${s.address.address1}, ${s.address.city}`).join('\n'),
      ),
      Effect.provide(layer),
    ),
  search: (words) =>
    searchProducts(words.join(' '), { limit: 10 }).pipe(
      Effect.map((result) =>
        [
          `${result.total} träffar${result.correctedQuery ? ` för "${result.correctedQuery}"` : ''}`,
          ...result.hits.map((hit) => `  ${hit.articleNumber}  ${hit.name}`),
        ].join('\n'),
      ),
      Effect.provide(layer),
    ),
  variants: (articleNumbers) =>
    Effect.all([
      Effect.flatMap(CommerceGraphPort, (graph) =>
        graph.getVariants({ articleNumbers, locationId: CENTRAL_WAREHOUSE }),
      ),
      Effect.flatMap(CatalogPort, (catalog) => catalog.languageConfig()),
    ]).pipe(
      Effect.map(([variants, language]) =>
        variants
          .map((variant) => {
            const shown = stockDisplay(variant.stock?.locations[0], {
              centralStorageId: CENTRAL_WAREHOUSE,
              availabilityColours: false,
              discontinued: variant.discontinued ?? false,
            })
            const stock =
              shown.kind === 'inStock'
                ? `${shown.quantity} i lager`
                : shown.kind === 'deliveryIn'
                  ? `leverans om ${shown.fromDays}–${shown.toDays} dagar`
                  : shown.kind === 'orderProduct'
                    ? 'beställningsvara'
                    : 'slut i lager'
            const price = variantPriceText(variant, language.units)
            return `${variant.articleNumber}  ${variant.name}\n  ${price} · ${stock}${variant.discontinued ? ' · utgående' : ''}`
          })
          .join('\n'),
      ),
      Effect.provide(layer),
    ),
  add: ([deliveryId, ...lines]) => {
    const parsed = lines.map((line) => /^([^:]+):(\d+(?:[.,]\d+)?)$/.exec(line))
    if (!deliveryId || parsed.length === 0 || parsed.some((match) => match === null))
      return Effect.fail('Användning: add <leveranssätt> <artikel>:<antal> …  (t.ex. add DBI 1000003:2)')
    return currentCart(CENTRAL_WAREHOUSE).pipe(
      Effect.flatMap((cart) =>
        addToCart(
          cart.cartId,
          deliveryId,
          parsed.map((match) => ({
            articleNumber: match![1]!,
            quantity: Number(match![2]!.replace(',', '.')),
          })),
        ),
      ),
      Effect.map((added) =>
        [
          `${added.cartItemIds.length} ${added.cartItemIds.length === 1 ? 'rad' : 'rader'} i varukorgen.`,
          ...(added.message ? [say(added.message)] : []),
        ].join('\n'),
      ),
      Effect.provide(layer),
    )
  },
  cart: () =>
    Effect.all([
      currentCart(CENTRAL_WAREHOUSE),
      Effect.flatMap(CatalogPort, (catalog) => catalog.languageConfig()),
    ]).pipe(
      Effect.map(([cart, language]) => {
        if (cart.cartItems.length === 0) return 'Varukorgen är tom.'
        const deliveries = cart.deliveryIdsInOrder.map((deliveryId) => {
          const lines = cart.cartItems.filter((item) => item.deliveryId === deliveryId)
          const included =
            cart.deliveries?.find((d) => d.deliveryId === deliveryId)?.isIncludedInOrder ?? true
          return [
            `${deliveryName(deliveryId)}${included ? '' : ' (ingår inte i ordern)'}`,
            ...lines.map((item) => cartLineText(item, language.units)),
          ].join('\n')
        })
        return [...deliveries, `Summa exkl. moms: ${formatSek(cartTotal(itemsInOrder(cart)))}`].join('\n')
      }),
      Effect.provide(layer),
    ),
  order: ([storeId]) =>
    currentCart(CENTRAL_WAREHOUSE).pipe(
      Effect.flatMap((cart) =>
        placeOrder(
          cart.cartId,
          Object.fromEntries(
            cart.deliveryIdsInOrder.map((deliveryId) => [
              deliveryId,
              ['EXH', 'EXB'].includes(deliveryId) && storeId ? { storeId } : {},
            ]),
          ),
        ),
      ),
      Effect.map((result) =>
        [
          ...('orders' in result
            ? result.orders.map((order) => `Order för ${order.deliveryName} lagd (${order.tempOrderId}).`)
            : []),
          ...('message' in result && result.message ? [say(result.message)] : []),
        ].join('\n'),
      ),
      Effect.provide(layer),
    ),
  logout: () => logout.pipe(Effect.as('Utloggad.'), Effect.provide(layer)),
}

const [name = 'help', ...args] = process.argv.slice(2)
const command = commands[name]
if (!command) {
  console.log(`Kommandon: ${Object.keys(commands).join(', ')}\nSe scripts/cli.ts för exempel.`)
  process.exit(name === 'help' ? 0 : 1)
}
const result = await Effect.runPromise(Effect.result(await command(args)))
if (result._tag === 'Success') {
  console.log(result.success)
} else {
  console.error(explain(result.failure))
  process.exitCode = 1
}
