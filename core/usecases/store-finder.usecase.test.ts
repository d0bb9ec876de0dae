import { Effect, Exit, Layer } from 'effect'
import { describe, expect, it } from 'vitest'
import { contentNotFoundMessages, weekdays, type Retailer, type StoreDetails } from '../domain/content'
import { Clock } from '../ports/clock.port'
import { ContentNotFound, ContentPort } from '../ports/content.port'
import { ServiceCallFailed } from '../ports/service-call.errors'
import { fakeLayer } from './fakes.test-support'
import { storeFinder } from './store-finder.usecase'

const store = (storeId: string, name: string, address: string): StoreDetails => ({
  id: `butik-${storeId}`,
  storeId,
  name,
  address,
  phone: '010-123 45 00',
  location: { lat: 59.3, lon: 18.1 },
  openingHours: weekdays.map((day) => ({ day, hours: day === 'sunday' ? 'Stängt' : '07:00-17:00' })),
  specialOpeningHoursWeekdays: [{ date: '2026-12-24', name: 'Julafton' }],
  specialOpeningHoursWeekends: [],
})
const stores = [
  store('1016', 'Proffsbutik Borås', 'Ryssnäsgatan 28, 504 64 Borås'),
  store('1001', 'Proffsbutik Stockholm Syd', 'Elektravägen 3, 126 30 Stockholm'),
]
const retailer: Retailer = {
  id: 'aterforsaljare-kalmar',
  name: 'Rörcentralen i Kalmar',
  address: 'Industrigatan 4, Kalmar',
  location: { lat: 56.66, lon: 16.36 },
  offerings: ['VVS'],
  link: 'https://rorcentralen-i-kalmar.invalid',
}

function run(content: Partial<ContentPort['Service']>, now: string) {
  const layer = Layer.mergeAll(
    fakeLayer(ContentPort, content),
    Layer.succeed(Clock, { now: () => new Date(now) }),
  )
  return Effect.runSyncExit(storeFinder.pipe(Effect.provide(layer)))
}

const down = new ServiceCallFailed({
  service: 'content',
  operation: 'getAllRetailers',
  failure: { kind: 'http', status: 503, body: 'unavailable' },
  detail: '503 unavailable',
})

describe('storeFinder', () => {
  it('lists stores by name with today’s Stockholm hours, and the retailers', () => {
    // 23:30 UTC on Sunday 22 November is already Monday in Stockholm.
    const exit = run(
      { allStoreDetails: () => Effect.succeed(stores), retailers: () => Effect.succeed([retailer]) },
      '2026-11-22T23:30:00Z',
    )
    expect(exit).toEqual(
      Exit.succeed({
        today: '2026-11-23',
        stores: {
          status: 'loaded',
          items: [
            expect.objectContaining({
              storeId: '1016',
              name: 'Proffsbutik Borås',
              today: { kind: 'open', hours: '07.00–17.00' },
            }),
            expect.objectContaining({ storeId: '1001', phone: '010-123 45 00' }),
          ],
        },
        retailers: { status: 'loaded', items: [retailer] },
      }),
    )
  })

  it('says closed on a special day without hours', () => {
    const exit = run(
      { allStoreDetails: () => Effect.succeed(stores), retailers: () => Effect.succeed([]) },
      '2026-12-24T08:00:00Z',
    )
    expect(Exit.isSuccess(exit) && exit.value.stores).toMatchObject({
      items: [{ today: { kind: 'closed', occasion: 'Julafton' } }, { today: { kind: 'closed' } }],
    })
  })

  it('keeps the stores when the retailers fail, with the failure’s message', () => {
    const exit = run(
      { allStoreDetails: () => Effect.succeed(stores), retailers: () => Effect.fail(down) },
      '2026-11-23T10:00:00Z',
    )
    expect(Exit.isSuccess(exit) && exit.value.stores.status).toBe('loaded')
    expect(Exit.isSuccess(exit) && exit.value.retailers).toEqual({
      status: 'failed',
      message: { key: 'errors.internal_server_error', cause: 'serviceFailed' },
    })
  })

  it('gives “No store details was found” and “No retailers found” their own messages', () => {
    const exit = run(
      {
        allStoreDetails: () =>
          Effect.fail(new ContentNotFound({ status: 404, message: contentNotFoundMessages.storeDetails() })),
        retailers: () =>
          Effect.fail(new ContentNotFound({ status: 404, message: contentNotFoundMessages.retailers() })),
      },
      '2026-11-23T10:00:00Z',
    )
    expect(exit).toEqual(
      Exit.succeed({
        today: '2026-11-23',
        stores: { status: 'failed', message: { key: 'errors.no_store_details' } },
        retailers: { status: 'failed', message: { key: 'errors.no_retailers' } },
      }),
    )
  })
})
