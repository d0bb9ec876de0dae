/**
 * The server's error reporting against a Sentry ingest of our own on the loopback: what arrives, how
 * the transport buffer and the rate limit bound it. The SDK is Sentry's; only the ingest is ours.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { Effect } from 'effect'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { ErrorReporter } from '@proffsbutik/core/ports'
import { errorReporter, sentryClient, TRANSPORT_BUFFER } from './error-reporter'

/** What the ingest does with an envelope: answer now with a status, or hold the answer. */
type Answer = { status: number } | 'hold'

interface Ingest {
  readonly dsn: string
  /** The event payloads received, in order. */
  readonly events: Record<string, unknown>[]
  answer: Answer
  release(): void
}

let server: Server
let ingest: Ingest
const held: ServerResponse[] = []

/** An envelope is newline-separated JSON: its header, then item header and payload pairs. */
function eventOf(body: string): Record<string, unknown> {
  const [, , payload = '{}'] = body.split('\n')
  return JSON.parse(payload) as Record<string, unknown>
}

beforeAll(async () => {
  const events: Record<string, unknown>[] = []
  server = createServer((request: IncomingMessage, response: ServerResponse) => {
    let body = ''
    request.setEncoding('utf8')
    request.on('data', (chunk: string) => (body += chunk))
    request.on('end', () => {
      events.push(eventOf(body))
      if (ingest.answer === 'hold') held.push(response)
      else response.writeHead(ingest.answer.status).end('{}')
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  ingest = {
    dsn: `http://publickey@127.0.0.1:${port}/7`,
    events,
    answer: { status: 200 },
    release: () => held.splice(0).forEach((response) => response.writeHead(200).end('{}')),
  }
})
afterEach(() => {
  ingest.release()
  ingest.events.length = 0
  ingest.answer = { status: 200 }
  vi.useRealTimers()
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

/** Reports through the port, as the adapters do. */
const report = (
  layer: ReturnType<typeof errorReporter>,
  message: string,
  context: Record<string, unknown> = {},
) =>
  Effect.runSync(
    Effect.gen(function* () {
      yield* (yield* ErrorReporter).report({ message, context })
    }).pipe(Effect.provide(layer)),
  )

/** Waits until `check` holds, for at most two seconds. */
async function until(check: () => boolean): Promise<void> {
  for (let waited = 0; !check(); waited += 10) {
    if (waited > 2000) throw new Error('gave up waiting')
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
}

describe('error reporting to Sentry', () => {
  it('sends a report as an error event with its context, its service as a tag, filed under the brand', async () => {
    const client = sentryClient({ dsn: ingest.dsn, environment: 'konr' })
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    report(errorReporter(client), 'Unresolvable content in contentPage: text-om-oss-nyhet', {
      service: 'content',
      ids: ['text-om-oss-nyhet'],
    })
    await client.flush(2000)
    expect(ingest.events).toEqual([
      expect.objectContaining({
        message: 'Unresolvable content in contentPage: text-om-oss-nyhet',
        level: 'error',
        environment: 'konr',
        platform: 'node',
        tags: { service: 'content' },
        extra: { service: 'content', ids: ['text-om-oss-nyhet'] },
      }),
    ])
  })

  it('holds at most 30 events in flight: more are dropped, not queued', async () => {
    const client = sentryClient({ dsn: ingest.dsn, environment: 'dahl' })
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    ingest.answer = 'hold'
    const layer = errorReporter(client)
    for (let n = 0; n < TRANSPORT_BUFFER + 10; n++) report(layer, `Fel nummer ${n}`)
    await until(() => ingest.events.length >= TRANSPORT_BUFFER)
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(ingest.events).toHaveLength(TRANSPORT_BUFFER)
    ingest.release()
    await client.flush(2000)
    expect(ingest.events).toHaveLength(TRANSPORT_BUFFER)
  })

  it('after a 429 without a wait named, sends nothing for 60 seconds, then again', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-23T10:00:00Z') })
    const client = sentryClient({ dsn: ingest.dsn, environment: 'dahl' })
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const layer = errorReporter(client)
    ingest.answer = { status: 429 }
    report(layer, 'Första felet')
    await client.flush(2000)
    ingest.answer = { status: 200 }
    vi.setSystemTime(new Date('2026-11-23T10:00:59Z'))
    report(layer, 'Inom väntetiden')
    await client.flush(2000)
    vi.setSystemTime(new Date('2026-11-23T10:01:01Z'))
    report(layer, 'Efter väntetiden')
    await client.flush(2000)
    expect(ingest.events.map((event) => event['message'])).toEqual(['Första felet', 'Efter väntetiden'])
  })

  it('without a DSN writes to the log only', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    report(errorReporter(), 'Tjänsten svarade inte', { service: 'cart' })
    expect(log).toHaveBeenCalledWith('[reported] Tjänsten svarade inte', '{"service":"cart"}')
    expect(ingest.events).toEqual([])
  })
})
