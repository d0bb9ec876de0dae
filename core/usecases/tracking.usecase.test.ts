import { Effect, Exit } from 'effect'
import { describe, expect, it } from 'vitest'
import { SearchPort } from '../ports/search.port'
import { ServiceCallFailed } from '../ports/service-call.errors'
import { fakeLayer } from './fakes.test-support'
import { sendBehaviourEvents } from './tracking.usecase'

const TRACKING_ID = 'abcdefghijklmnopqrstu'

function run<A, E>(
  program: Effect.Effect<A, E, SearchPort>,
  options: { failEvents?: ServiceCallFailed['failure'] } = {},
) {
  const behaviour: unknown[] = []
  const layer = fakeLayer(SearchPort, {
    createEvents: (events, trackingId) =>
      options.failEvents
        ? Effect.fail(
            new ServiceCallFailed({
              service: 'search',
              operation: 'x',
              failure: options.failEvents,
              detail: '',
            }),
          )
        : Effect.sync(() => void behaviour.push({ events, trackingId })),
  })
  return { exit: Effect.runSyncExit(program.pipe(Effect.provide(layer))), behaviour }
}

describe('behaviour tracking', () => {
  it('a click goes to the search service with the tracking id beside the events', () => {
    const { behaviour } = run(sendBehaviourEvents('click', TRACKING_ID, [{ articleNumber: '1000003' }]))
    expect(behaviour).toEqual([
      { trackingId: TRACKING_ID, events: [{ type: 'click', entity: { type: 'Variant', id: '1000003' } }] },
    ])
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
