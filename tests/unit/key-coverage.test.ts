/**
 * No raw message key reaches the screen (issue 28): every key the code can produce has Swedish
 * text, and every way an RPC can fail answers a key that has it. Three walks:
 * - every MessageKey of the core (core/domain/messages.ts `messageKeys`);
 * - every key-shaped string literal in the shop's source (core, adapters, server, ui) under a
 *   prefix the catalog uses — keys passed through variables, tables and casts, not only `t('…')`;
 * - rpcFailure over every kind of failed service call and every tagged failure it names, with
 *   every message a use case may carry.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { type CallFailure, messageKeys, type UserMessage } from '@proffsbutik/core/domain'
import { ServiceCallFailed } from '@proffsbutik/core/ports'
import { rpcFailure } from '../../server/rpc/rpc-failures'

const root = join(import.meta.dirname, '..', '..')
const catalogFile = join(root, 'ui/i18n/locales/sv.po')
const catalog = readFileSync(catalogFile, 'utf8')
const swedish = new Map(
  [...catalog.matchAll(/^msgid "(.+)"\nmsgstr "(.*)"$/gm)].map((match) => [match[1]!, match[2]!]),
)
const hasSwedish = (key: string) => (swedish.get(key) ?? '') !== ''

/** The first segments of the catalog's ids: a literal under one of them is meant as a key. */
const prefixes = new Set([...swedish.keys()].map((id) => id.split('.')[0]!))

function sourceFiles(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true, recursive: true })
    .filter(
      (entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test(-support)?\./.test(entry.name),
    )
    .map((entry) => join(entry.parentPath, entry.name))
}

/** Key-shaped literals ('prefix.rest', lower case, dotted) in the shop's source, with where they are. */
function keyLiterals(): Map<string, string> {
  const found = new Map<string, string>()
  for (const file of ['core', 'adapters', 'server', 'ui'].flatMap(sourceFiles)) {
    const text = readFileSync(file, 'utf8')
    for (const match of text.matchAll(/['`]([a-z][a-z0-9_]*(?:\.[a-z0-9_]+)+)['`]/g)) {
      const literal = match[1]!
      if (!prefixes.has(literal.split('.')[0]!)) continue
      // Keys with an id in the catalog under a longer name (a prefix of a template) are not literals.
      if ([...swedish.keys()].some((id) => id.startsWith(`${literal}.`))) continue
      if (!found.has(literal)) found.set(literal, file.slice(root.length + 1))
    }
  }
  return found
}

describe('message keys and their Swedish text', () => {
  it('every key of the core has Swedish text', () => {
    expect(messageKeys.length).toBeGreaterThan(50)
    expect(messageKeys.filter((key) => !hasSwedish(key))).toEqual([])
  })

  it('every key-shaped literal in the source has Swedish text', () => {
    const literals = keyLiterals()
    expect(literals.size).toBeGreaterThan(500)
    const missing = [...literals].filter(([key]) => !hasSwedish(key)).map(([key, file]) => `${key} (${file})`)
    expect(missing).toEqual([])
  })
})

/** The key and status an RPC answers for a failure. */
const answered = (error: unknown) => {
  const failure = rpcFailure(error)
  return { status: failure.status, key: failure.body.error.key }
}

const callFailure: fc.Arbitrary<CallFailure> = fc.oneof(
  fc
    .constantFrom('cart', 'order', 'auth', 'user', 'stock', 'price', 'search', 'content')
    .map((service) => ({ kind: 'noResponse', service }) as CallFailure),
  fc.constant<CallFailure>({ kind: 'aborted' }),
  fc.constant<CallFailure>({ kind: 'decode' }),
  fc
    .record({
      status: fc.integer({ min: 300, max: 599 }),
      body: fc.option(fc.constantFrom('Invalid token', 'Not found', '{"error":{}}', ''), { nil: undefined }),
      code: fc.option(fc.constantFrom('not_found', 'bad_request', 'invalid_code', 'cart_full'), {
        nil: undefined,
      }),
    })
    .map(({ status, body, code }) => ({
      kind: 'http' as const,
      status,
      ...(body === undefined ? {} : { body }),
      ...(code === undefined ? {} : { code }),
    })),
)

/** Every tag rpcFailure names, and one it does not know. */
const tags = [
  'NotLoggedIn',
  'LoginFailed',
  'CurrentUserFailed',
  'NoStores',
  'CatalogueNotFound',
  'FavouriteListNotFound',
  'ListLinesNotFound',
  'ContentNotFound',
  'FormAnswersRefused',
  'UserAdminFailed',
  'QuoteRefused',
  'PunchoutReturnFailed',
  'ContextNotAllowed',
  'NotAnAdmin',
  'CartChangeFailed',
  'SomeFailureNobodyMapped',
]

describe('every RPC failure answers a key with Swedish text', () => {
  it('a failed service call, of every kind and status', () => {
    fc.assert(
      fc.property(callFailure, (failure) => {
        const { key } = answered(
          new ServiceCallFailed({ service: 'cart', operation: 'x', failure, detail: 'test' }),
        )
        expect(hasSwedish(key), key).toBe(true)
      }),
      { numRuns: 500 },
    )
  })

  it('every tagged failure, with every message a use case may carry, and a defect', () => {
    const messages: unknown[] = [
      undefined,
      'not a key',
      'price',
      ...messageKeys,
      ...messageKeys.map((key): UserMessage => ({ key })),
      ...messageKeys.map((key): UserMessage => ({ key, cause: 'notFound' })),
    ]
    for (const _tag of tags)
      for (const message of messages) {
        const { key, status } = answered({ _tag, message, reason: 'invalidCredentials', status: 404 })
        expect(hasSwedish(key), `${_tag} ${JSON.stringify(message)} → ${key}`).toBe(true)
        expect(status).toBeGreaterThanOrEqual(400)
      }
    expect(hasSwedish(answered(new Error('boom')).key)).toBe(true)
  })
})
