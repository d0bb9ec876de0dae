/**
 * Every RPC of the shop (server/rpc/shop-api.rpc.ts, enumerated, none named by hand) under hostile
 * bodies, sent through the shop's app to the embedded services as a logged-in buyer (a buyer admin
 * for the admin RPCs): arbitrary JSON, text that is no JSON, huge strings, deep nesting,
 * prototype-pollution keys, and inputs their own Schema would accept, then mutated. The shop never
 * answers 5xx, never pollutes Object.prototype, and a refused call leaves every table as it was.
 *
 * Runs per RPC: HOSTILE_RUNS arbitrary bodies + DERIVED_RUNS schema-derived ones (78 RPCs ≈ 1,250
 * calls). FUZZ_RUNS_SCALE=5 runs five times as many, for a deeper search.
 */
import { Arbitrary, Effect } from 'effect'
import fc from 'fast-check'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_PASSWORD } from '@proffsbutik/services/testing'
import type { Services } from '@proffsbutik/services'
import { startTestShop, type TestShop } from './test-shop'
import type { createApp } from '../../server/app'
import { adminRpcs } from '../../server/rpc/admin.rpc'
import { shopApiDefinitions } from '../../server/rpc/shop-api.rpc'
import { CSRF_HEADER } from '../../server/csrf'
import { shopBrowser, TEST_ORIGIN } from '../../server/shop-browser.test-support'
import { testServerConfig } from '../../server/test-config.test-support'

const SCALE = Number(process.env['FUZZ_RUNS_SCALE'] ?? 1)
/** Arbitrary bodies per RPC. */
const HOSTILE_RUNS = 8 * SCALE
/** Bodies derived from the RPC's own input Schema, then mutated, per RPC. */
const DERIVED_RUNS = 8 * SCALE

const config = testServerConfig()

let shop: TestShop
let services: Services
let app: ReturnType<typeof createApp>
beforeAll(async () => {
  shop = await startTestShop(config)
  app = shop.app
  services = shop.services
}, 120_000)
afterAll(() => shop.stop())

/** Tables a call may write; the failed-login log and refresh tokens are left out (refusals fill the one, time the other). */
const WATCHED_TABLES = [
  'users',
  'userPermissions',
  'addresses',
  'sessions',
  'oneTimeTokens',
  'outbox',
  'signupRequests',
  'carts',
  'cartDeliveries',
  'cartItems',
  'checkouts',
  'orders',
  'orderLines',
  'orderAddresses',
  'orderStatusEvents',
  'favourites',
  'favouriteLists',
  'favouriteListItems',
  'orderInquiries',
  'outboxAttachments',
  'formSubmissions',
  'quotes',
  'quoteLines',
  'punchoutReceipts',
  'catalogueEvents',
] as const

/** A change stamp per watched table (rows, newest writing transaction), in one round trip. */
async function snapshot(): Promise<Record<string, string>> {
  // Any insert or update stamps its rows with a newer transaction id (xmin); a delete lowers the count.
  const columns = WATCHED_TABLES.map(
    (table) =>
      sql`(select count(*) || ':' || coalesce(max(t.xmin::text::bigint), 0) from ${sql.table(table)} t) as ${sql.ref(table)}`,
  )
  const result = await sql<Record<string, string>>`select ${sql.join(columns)}`.execute(services.database.db)
  return result.rows[0]!
}

/** A fresh client address per request, so that the login throttle never ties the fuzzer's calls together. */
let addressCounter = 0
const nextAddress = () => {
  addressCounter += 1
  return `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`
}

/**
 * A logged-in browser of `username`, posting as the shop's page does (its Origin and the session's
 * CSRF token); it logs in again when a fuzzed call may have ended or changed its session.
 */
function persona(username: string) {
  const shop = shopBrowser(app)
  let loggedIn = false
  const send = async (name: string, body: string) => {
    if (!shop.csrfToken || !shop.cookie) await shop.send('/')
    const response = await shop.send(`/rpc/${name}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': nextAddress(),
        origin: TEST_ORIGIN,
        [CSRF_HEADER]: shop.csrfToken ?? '',
      },
      body,
    })
    if (name === 'logout' || response.status === 401 || !shop.cookie) loggedIn = false
    return response
  }
  return {
    /** Logs in unless logged in; says whether it did (a login writes the session tables). */
    async ensureLoggedIn(): Promise<boolean> {
      if (loggedIn) return false
      const response = await send('login', JSON.stringify({ username, password: DEMO_PASSWORD }))
      expect(response.status, `log in ${username}`).toBe(200)
      loggedIn = true
      return true
    },
    send,
  }
}

/** Strings meant to break parsers, queries and pages. */
const nastyString = fc.constantFrom(
  '',
  ' ',
  '\u0000',
  '\ud800',
  '<img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  "'; drop table users; --",
  '../../etc/passwd',
  '%00',
  '${7*7}{{7*7}}',
  'x'.repeat(100_000),
  '1e999',
  '-0',
  'NaN',
  '__proto__',
  'constructor',
)

/** Values meant to break decoders and handlers. */
const nastyValue = fc.oneof(
  nastyString,
  fc.constantFrom(null, true, -1, 0, 1e308, -1e308, 2 ** 53 + 1, 0.1 + 0.2, [], {}, [[[[]]]]),
  fc.jsonValue({ maxDepth: 3 }),
)

/** `depth` nested arrays or objects. */
const deep = (depth: number, open: string, close: string) => open.repeat(depth) + close.repeat(depth)

/** A body that is no valid input: anything JSON, text that is not JSON, nesting, pollution keys. */
const hostileBody: fc.Arbitrary<string> = fc.oneof(
  fc.jsonValue({ maxDepth: 5 }).map((value) => JSON.stringify(value)),
  fc.anything({ maxDepth: 3 }).map((value) => JSON.stringify(value) ?? 'undefined'),
  fc
    .dictionary(fc.oneof(fc.string({ maxLength: 12 }), nastyString), nastyValue, { maxKeys: 6 })
    .map((value) => JSON.stringify(value)),
  fc.string({ maxLength: 200 }),
  fc.constantFrom(
    '',
    '{',
    'null',
    '[]',
    '"text"',
    '{"__proto__":{"polluted":true}}',
    '{"constructor":{"prototype":{"polluted":true}}}',
    '{"__proto__":{"toString":1},"username":{"__proto__":null}}',
    deep(20_000, '[', ']'),
    `{"a":${deep(20_000, '{"a":', '}').slice(0, -1)}1}}`,
    JSON.stringify({ text: 'x'.repeat(200_000) }),
  ),
)

/** Decoded inputs the RPC's own Schema would accept (none when it cannot be derived). */
function validSamples(schema: unknown): readonly unknown[] {
  try {
    return Effect.runSync(
      Arbitrary.sampleEffect(Arbitrary.schema(schema as never), { count: 20, seed: 11 }),
    ) as readonly unknown[]
  } catch {
    return []
  }
}

type Mutation = 'keep' | 'drop' | 'replace' | 'extra' | 'proto' | 'wrap'

/** A valid input with one thing wrong (or nothing, so that real handlers run too). */
function mutate(input: unknown, how: Mutation, index: number, value: unknown): unknown {
  if (how === 'wrap') return [input]
  if (typeof input !== 'object' || input === null || Array.isArray(input))
    return how === 'keep' ? input : value
  const record = { ...(input as Record<string, unknown>) }
  const keys = Object.keys(record)
  const key = keys.length > 0 ? keys[index % keys.length]! : 'field'
  if (how === 'drop') delete record[key]
  if (how === 'replace') record[key] = value
  if (how === 'extra') record['unexpected'] = value
  // An own "__proto__" key, as JSON.parse makes it from a body.
  if (how === 'proto')
    Object.defineProperty(record, '__proto__', { value: { polluted: true }, enumerable: true })
  return record
}

/** Schema-derived bodies for one RPC, mutated. */
function derivedBody(samples: readonly unknown[]): fc.Arbitrary<string> {
  return fc
    .tuple(
      fc.constantFrom(...samples),
      fc.constantFrom<Mutation>('keep', 'drop', 'replace', 'extra', 'proto', 'wrap'),
      fc.nat(),
      nastyValue,
    )
    .map(([input, how, index, value]) => JSON.stringify(mutate(input, how, index, value)) ?? 'null')
}

const names = Object.keys(shopApiDefinitions) as (keyof typeof shopApiDefinitions)[]
const adminNames = new Set<string>(Object.keys(adminRpcs))

describe('every RPC under hostile input', () => {
  it('enumerates the whole table of RPCs', () => {
    expect(names.length).toBeGreaterThanOrEqual(78)
  })

  it('notices a write to a watched table, even one that rewrites a row as it was', async () => {
    const before = await snapshot()
    await services.database.db
      .updateTable('users')
      .set((eb) => ({ firstName: eb.ref('firstName') }))
      .where('id', '=', 'U1005')
      .execute()
    expect(await snapshot()).not.toEqual(before)
  })

  it('never answers 5xx, never pollutes, and a refusal changes nothing', async () => {
    const buyer = persona('anna.berg')
    const admin = persona('bertil.holm')
    // Reads that create what a user has by default (a cart) happen once, before the snapshots.
    for (const browser of [buyer, admin]) {
      await browser.ensureLoggedIn()
      expect((await browser.send('cart', '{}')).status).toBe(200)
    }
    const summary: string[] = []
    /** The tables' digest as they stand, while no call has changed them since it was taken. */
    let known: Record<string, string> | undefined
    for (const name of names) {
      const browser = adminNames.has(name) ? admin : buyer
      const samples = validSamples(shopApiDefinitions[name].input)
      const body = samples.length > 0 ? fc.oneof(hostileBody, derivedBody(samples)) : hostileBody
      const statuses = new Map<number, number>()
      const started = performance.now()
      await fc.assert(
        fc.asyncProperty(body, async (text) => {
          if (await browser.ensureLoggedIn()) known = undefined
          const before = (known ??= await snapshot())
          const response = await browser.send(name, text)
          statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1)
          const call = `${name} ${text.slice(0, 300)}`
          expect(response.status, call).toBeLessThan(500)
          // The fuzzer posts as the shop's page: the forgery check must never be what refused it.
          const refusedAsForged =
            response.status === 403 &&
            ((await response.clone().json()) as { error?: { key?: string } }).error?.key ===
              'errors.request_refused'
          expect(refusedAsForged, call).toBe(false)
          expect(response.headers.get('content-type') ?? '').toMatch(/application\/json/)
          expect(({} as Record<string, unknown>)['polluted']).toBeUndefined()
          // A refusal leaves the tables as they were (and that state is the next call's "before").
          if (response.status >= 400) expect(await snapshot(), call).toEqual(before)
          else known = undefined
        }),
        { numRuns: samples.length > 0 ? HOSTILE_RUNS + DERIVED_RUNS : HOSTILE_RUNS },
      )
      if (process.env['FUZZ_TIMING']) console.log(name, Math.round(performance.now() - started), 'ms')
      summary.push(`${name} ${[...statuses].map(([status, n]) => `${status}×${n}`).join(' ')}`)
    }
    // Some schema-derived calls got past the decoder into the handlers (not every call is a 400).
    expect(summary.filter((line) => / (2\d\d|40[1-9]|4[1-9]\d)×/.test(line)).length).toBeGreaterThan(30)
  }, 240_000)
})
