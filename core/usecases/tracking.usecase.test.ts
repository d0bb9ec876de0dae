import { Effect, Exit, Layer } from 'effect'
import { describe, expect, it } from 'vitest'
import { money } from '../domain/money'
import { TRACKING_ID_KEY } from '../domain/tracking'
import { KeyValueStore } from '../ports/key-value-store.port'
import { SearchPort } from '../ports/search.port'
import { ServiceCallFailed } from '../ports/service-call.errors'
import { Tracker } from '../ports/tracker.port'
import { fakeLayer, memoryStore } from './fakes.test-support'
import { trackAddToCart, trackClick } from './tracking.usecase'

const TRACKING_ID = 'abcdefghijklmnopqrstu'

function run<A, E>(
  program: Effect.Effect<A, E, Tracker | SearchPort | KeyValueStore>,
  options: { trackingId?: string; failEvents?: boolean } = {},
) {
  const tracked: unknown[] = []
  const behaviour: unknown[] = []
  const layer = Layer.mergeAll(
    fakeLayer(Tracker, { track: (event) => Effect.sync(() => void tracked.push(event)) }),
    fakeLayer(SearchPort, {
      createEvents: (events, trackingId) =>
        options.failEvents
          ? Effect.fail(
              new ServiceCallFailed({
                service: 'search',
                operation: 'x',
                failure: { kind: 'decode' },
                detail: '',
              }),
            )
          : Effect.sync(() => void behaviour.push({ events, trackingId })),
    }),
    Layer.succeed(
      KeyValueStore,
      memoryStore(options.trackingId ? { [TRACKING_ID_KEY]: options.trackingId } : {}),
    ),
  )
  return { exit: Effect.runSyncExit(program.pipe(Effect.provide(layer))), tracked, behaviour }
}

describe('tracking', () => {
  it('a click sends a behaviour event with the tracking id', () => {
    const { behaviour } = run(trackClick('1000003'), { trackingId: TRACKING_ID })
    expect(behaviour).toEqual([
      { trackingId: TRACKING_ID, events: [{ type: 'click', entity: { type: 'Variant', id: '1000003' } }] },
    ])
  })

  it('without a tracking id no behaviour event goes out', () => {
    expect(run(trackClick('1000003')).behaviour).toEqual([])
  })

  it('adding to the cart sends add_to_cart and addtocart events; a failing call fails nothing', () => {
    const variants = [
      { articleNumber: '1000003', name: 'Träskruv', quantity: 2, price: { netPrice: money('10.5') } },
    ]
    const { tracked, behaviour } = run(trackAddToCart(variants, 'Sökresultat'), { trackingId: TRACKING_ID })
    expect(tracked).toEqual([
      expect.objectContaining({
        event: 'add_to_cart',
        ecommerce: expect.objectContaining({ value: 21, item_list_name: 'Sökresultat' }),
      }),
    ])
    expect(behaviour).toEqual([
      {
        trackingId: TRACKING_ID,
        events: [{ type: 'addtocart', entity: { type: 'Variant', id: '1000003' }, quantity: 2 }],
      },
    ])
    expect(
      Exit.isSuccess(run(trackAddToCart(variants), { trackingId: TRACKING_ID, failEvents: true }).exit),
    ).toBe(true)
  })
})
