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
 *   npm run cli -- quantity 1000003 5 | move 1000006 EXH | date DBI 2026-12-01 | empty
 *   npm run cli -- cart
 *   npm run cli -- order [1001]                    (the store for store deliveries EXH and EXB)
 *
 * The commands (scripts/cli-commands.ts) run the same use cases as the web shop's RPCs, wired by the
 * same composition (adapters/composition.ts) with the same settings (BRAND, CUTOFF_HOUR,
 * DELIVERY_WINDOWS, PUNCHOUT_COMPANY_RULES … read as the server reads them). SERVICES_URL (default
 * http://localhost:3000, the shop with its embedded services) and CLI_SESSION_FILE (default
 * ~/.proffsbutik-cli.json) say where.
 */
import { Effect, Layer } from 'effect'
import { homedir } from 'node:os'
import { join } from 'node:path'
import { createInterface } from 'node:readline/promises'
import { applicationLayer } from '../adapters/composition'
import { fileStorage } from '../adapters/storage/file.storage'
import { messageForFailure, type MessageKey, type UserMessage } from '../core/domain/messages'
import { NotLoggedIn } from '../core/ports/credentials.port'
import { ErrorReporter } from '../core/ports/error-reporter.port'
import { ServiceCallFailed } from '../core/ports/service-call.errors'
import { CartChangeFailed, DeliveryMethodMissing } from '../core/usecases/cart.usecase'
import { EmptySearch } from '../core/usecases/catalog.usecase'
import { ContextNotAllowed, CurrentUserFailed, LoginFailed } from '../core/usecases/session.usecase'
import { DEFAULT_SERVICES_TIMEOUT_MS, readConfig, shopSettings } from '../server/config'
import { cliCommands, CliUsage } from './cli-commands'

const configured = readConfig(process.env)
if (!configured.ok) {
  console.error(configured.problems.join('\n'))
  process.exit(1)
}
const { config } = configured
const endpoint = {
  baseUrl: process.env['SERVICES_URL'] || 'http://localhost:3000',
  timeoutMs: config.servicesTimeoutMs ?? DEFAULT_SERVICES_TIMEOUT_MS,
}
const sessionFile = process.env['CLI_SESSION_FILE'] || join(homedir(), '.proffsbutik-cli.json')

const layer = applicationLayer({
  endpoint,
  settings: shopSettings(config),
  store: fileStorage(sessionFile),
  reporter: Layer.succeed(ErrorReporter, {
    report: (error) => Effect.sync(() => console.error(`(rapporterat fel: ${error.message})`)),
  }),
  tokenRefreshMarginSeconds: config.tokenRefreshMarginSeconds,
})

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
  'errors.cart_update_product': 'Raden kunde inte ändras',
  'errors.update_delivery_date': 'Leveransdagen kunde inte ändras.',
}

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
  if (error instanceof CliUsage) return error.message
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

const commands = cliCommands(password)
const [name = 'help', ...args] = process.argv.slice(2)
const command = commands[name]
if (!command) {
  console.log(`Kommandon: ${Object.keys(commands).join(', ')}\nSe scripts/cli.ts för exempel.`)
  process.exit(name === 'help' ? 0 : 1)
}
const result = await Effect.runPromise(Effect.result(command(args).pipe(Effect.provide(layer))))
if (result._tag === 'Success') {
  for (const line of [...result.success.lines, ...result.success.messages.map(say)]) console.log(line)
} else {
  console.error(explain(result.failure))
  process.exitCode = 1
}
