import { Effect, Exit, Layer } from 'effect'
import { describe, expect, it } from 'vitest'
import { EVENTS_PER_CALL_MAX } from '../domain/tracking'
import { KeyValueStore } from '../ports/key-value-store.port'
import { SearchPort } from '../ports/search.port'
import { ServiceCallFailed } from '../ports/service-call.errors'
import { fakeLayer, memoryStore } from './fakes.test-support'
import { SESSION_KEY } from './session.usecase'
import { sendBehaviourEvents, sendSearchEvent } from './tracking.usecase'

const TRACKING_ID = 'abcdefghijklmnopqrstu'

const session = JSON.stringify({ sessionId: 's', userId: 'u1', accessToken: 'a', refreshToken: 'r' })

function run<A, E>(
  program: Effect.Effect<A, E, SearchPort | KeyValueStore>,
  options: { failEvents?: ServiceCallFailed['failure']; loggedIn?: boolean } = {},
) {
  const behaviour: unknown[] = []
  const searchPort = fakeLayer(SearchPort, {
    createEvents: (events, trackingId, userId) =>
      options.failEvents
        ? Effect.fail(
            new ServiceCallFailed({
              service: 'search',
              operation: 'x',
              failure: options.failEvents,
              detail: '',
            }),
          )
        : Effect.sync(() => void behaviour.push({ events, trackingId, ...(userId ? { userId } : {}) })),
  })
  const layer = Layer.merge(
    searchPort,
    Layer.succeed(KeyValueStore, memoryStore(options.loggedIn ? { [SESSION_KEY]: session } : {})),
  )
  return { exit: Effect.runSyncExit(program.pipe(Effect.provide(layer))), behaviour }
}

describe('behaviour tracking', () => {
  it('a click goes to the search service with the tracking id beside the events', () => {
    const { behaviour } = run(sendBehaviourEvents('click', TRACKING_ID, [{ articleNumber: '1000003' }]))
    expect(behaviour).toEqual([
      { trackingId: TRACKING_ID, events: [{ type: 'click', entity: { type: 'Variant', id: '1000003' } }] },
    ])
  })

  it('hundreds of lines (a big upload) go out in calls of at most the service’s maximum', () => {
    const lines = Array.from({ length: 250 }, (_, index) => ({ articleNumber: String(1_000_000 + index) }))
    const { behaviour } = run(sendBehaviourEvents('addtocart', TRACKING_ID, lines))
    const sizes = (behaviour as { events: unknown[] }[]).map((call) => call.events.length)
    expect(sizes).toEqual([EVENTS_PER_CALL_MAX, EVENTS_PER_CALL_MAX, 250 - 2 * EVENTS_PER_CALL_MAX])
  })

  it('without a tracking id nothing goes out', () => {
    expect(run(sendBehaviourEvents('click', undefined, [{ articleNumber: '1000003' }])).behaviour).toEqual([])
  })

  it('purchases carry quantity and order id; lines without them are skipped', () => {
    const { behaviour } = run(
      sendBehaviourEvents('purchase', TRACKING_ID, [
        { articleNumber: '1000003', quantity: 2, orderId: 'T-1' },
        { articleNumber: '1000004', quantity: 1 },
      ]),
    )
    expect(behaviour).toEqual([
      {
        trackingId: TRACKING_ID,
        events: [
          { type: 'purchase', entity: { type: 'Variant', id: '1000003' }, quantity: 2, orderId: 'T-1' },
        ],
      },
    ])
  })

  it('one call per batch of add-to-cart lines; a failing call fails nothing', () => {
    const lines = [
      { articleNumber: '1000003', quantity: 2 },
      { articleNumber: '1000005', quantity: 1 },
    ]
    const { behaviour } = run(sendBehaviourEvents('addtocart', TRACKING_ID, lines))
    expect(behaviour).toEqual([
      {
        trackingId: TRACKING_ID,
        events: [
          { type: 'addtocart', entity: { type: 'Variant', id: '1000003' }, quantity: 2 },
          { type: 'addtocart', entity: { type: 'Variant', id: '1000005' }, quantity: 1 },
        ],
      },
    ])
    expect(
      Exit.isSuccess(
        run(sendBehaviourEvents('addtocart', TRACKING_ID, lines), { failEvents: { kind: 'decode' } }).exit,
      ),
    ).toBe(true)
  })

  it('a 401 is not dropped: it ended the session, and the page must hear of it', () => {
    const { exit } = run(sendBehaviourEvents('click', TRACKING_ID, [{ articleNumber: '1000003' }]), {
      failEvents: { kind: 'http', status: 401 },
    })
    expect(exit).toMatchObject({ _tag: 'Failure' })
  })
})

describe('search tracking', () => {
  it('a search shown goes out with its result count and the tracking id', () => {
    const { behaviour } = run(sendSearchEvent(TRACKING_ID, ' skruv ', 42))
    expect(behaviour).toEqual([
      { trackingId: TRACKING_ID, events: [{ type: 'search', query: 'skruv', resultCount: 42 }] },
    ])
  })

  it('carries the user id of a logged-in buyer', () => {
    const { behaviour } = run(sendSearchEvent(TRACKING_ID, 'skruv', 0), { loggedIn: true })
    expect(behaviour).toEqual([
      {
        trackingId: TRACKING_ID,
        userId: 'u1',
        events: [{ type: 'search', query: 'skruv', resultCount: 0 }],
      },
    ])
  })

  it('without a tracking id or a query nothing goes out', () => {
    expect(run(sendSearchEvent(undefined, 'skruv', 3)).behaviour).toEqual([])
    expect(run(sendSearchEvent(TRACKING_ID, '  ', 3)).behaviour).toEqual([])
  })

  it('a failing call fails nothing, but a 401 that ended the session is heard', () => {
    expect(
      Exit.isSuccess(run(sendSearchEvent(TRACKING_ID, 'skruv', 1), { failEvents: { kind: 'decode' } }).exit),
    ).toBe(true)
    expect(
      Exit.isFailure(
        run(sendSearchEvent(TRACKING_ID, 'skruv', 1), { failEvents: { kind: 'http', status: 401, body: '' } })
          .exit,
      ),
    ).toBe(true)
  })
})
