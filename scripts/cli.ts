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
 *   npm run cli -- assortment [default]           (the assortments to browse, or choose one)
 *   npm run cli -- add DBI 1000003:2 1000006:5     (delivery, then article:quantity …)
 *   npm run cli -- quantity 1000003 5 | move 1000006 EXH | date DBI 2026-12-01 | empty
 *   npm run cli -- export                         (the cart as .xlsx in this folder)
 *   npm run cli -- quote Byggfirman Ek AB          (a quote of the whole cart, its PDF in this folder)
 *   npm run cli -- users [berg]                    (the customer's users, for an admin)
 *   npm run cli -- favourites | favourite 1000003 | unfavourite 1000003
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
import { writeFile } from 'node:fs/promises'
import { createInterface } from 'node:readline/promises'
import { applicationLayer } from '../adapters/composition'
import { fileStorage } from '../adapters/storage/file.storage'
import { isAnswerable } from '@proffsbutik/core/domain'
import { ErrorReporter, NotLoggedIn } from '@proffsbutik/core/ports'
import { EmptySearch } from '@proffsbutik/core/usecases'
import { DEFAULT_SERVICES_TIMEOUT_MS, readConfig, shopSettings } from '../server/config'
import { cliCommands, CliUsage } from './cli-commands'
import { swedishMessages } from './cli-messages'

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

async function password(): Promise<string> {
  const given = process.env['PROFFSBUTIK_PASSWORD']
  if (given) return given
  const prompt = createInterface({ input: process.stdin, output: process.stdout })
  const answer = await prompt.question('Lösenord: ')
  prompt.close()
  return answer
}

const say = await swedishMessages()

/** Says what went wrong in Swedish: a failure's answer as the web shop says it. */
function explain(error: unknown): string {
  if (error instanceof CliUsage) return error.message
  if (error instanceof NotLoggedIn) return 'Du är inte inloggad: npm run cli -- login <användarnamn>'
  // The web shop goes home on an empty search; here it says why nothing was searched.
  if (error instanceof EmptySearch) return 'Skriv något att söka efter.'
  if (isAnswerable(error)) return say(error.answer)
  return String(error)
}

const commands = cliCommands(password, say)
const [name = 'help', ...args] = process.argv.slice(2)
const command = commands[name]
if (!command) {
  console.log(`Kommandon: ${Object.keys(commands).join(', ')}\nSe scripts/cli.ts för exempel.`)
  process.exit(name === 'help' ? 0 : 1)
}
const result = await Effect.runPromise(Effect.result(command(args).pipe(Effect.provide(layer))))
if (result._tag === 'Success') {
  for (const file of result.success.files ?? []) await writeFile(file.name, file.bytes)
  for (const line of [...result.success.lines, ...result.success.messages.map(say)]) console.log(line)
} else {
  console.error(explain(result.failure))
  process.exitCode = 1
}
