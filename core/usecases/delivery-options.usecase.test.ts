import { Effect, Exit } from 'effect'
import { describe, expect, it } from 'vitest'
import type { User } from '../domain/user'
import type { ShopSettingsShape } from '../ports/shop-settings.port'
import { deliveryChoice } from './delivery-options.usecase'
import { buyerLayer } from './fakes.test-support'
import { aUser } from './fixtures.test-support'

const TUESDAY_10 = new Date('2026-11-24T09:00:00Z')
const SATURDAY_10 = new Date('2026-11-28T09:00:00Z')

function choose(
  user: User,
  now = TUESDAY_10,
  session: Record<string, string> = {},
  options?: Parameters<typeof deliveryChoice>[0],
  deliveryWindows?: ShopSettingsShape['deliveryWindows'],
) {
  const layer = buyerLayer(user, session, { now, settings: deliveryWindows ? { deliveryWindows } : {} })
  const exit = Effect.runSyncExit(deliveryChoice(options).pipe(Effect.provide(layer)))
  if (!Exit.isSuccess(exit)) throw new Error(String(exit.cause))
  return { codes: exit.value.methods.map((m) => m.code), preferred: exit.value.preferred }
}

describe('delivery choice', () => {
  it('offers every method and the user’s preference', () => {
    const user = aUser('U1', [{ role: 'USER', customerId: 'C100', permissionDenies: [] }], {
      preferredDeliveryMethod: 'EXH',
    })
    expect(choose(user)).toEqual({ codes: ['DBI', 'EXH', 'XXX', 'EXB', '24-12'], preferred: 'EXH' })
  })

  it('under EJ_ALLA_LEVERANSSATT in the current customer hides the restricted methods and forces DBI', () => {
    const user = aUser(
      'U1',
      [
        { role: 'USER', customerId: 'C100', permissionDenies: [] },
        { role: 'USER', customerId: 'C200', permissionDenies: ['EJ_ALLA_LEVERANSSATT'] },
      ],
      { preferredDeliveryMethod: 'XXX' },
    )
    expect(choose(user, TUESDAY_10, { currentCustomerId: 'C200' })).toEqual({
      codes: ['DBI', 'EXH'],
      preferred: 'DBI',
    })
    expect(choose(user, TUESDAY_10, { currentCustomerId: 'C100' }).preferred).toBe('XXX')
  })

  it('offers a windowed option only inside its hours and on open days', () => {
    const user = aUser('U1', [{ role: 'USER', customerId: 'C100', permissionDenies: [] }])
    const options = [
      { id: 'DBI' },
      { id: '24-12', availableBetweenHours: { start: 6, end: 12 } },
      { id: 'OKÄND' },
    ]
    expect(choose(user, TUESDAY_10, {}, options).codes).toEqual(['DBI', '24-12'])
    expect(choose(user, SATURDAY_10, {}, options).codes).toEqual(['DBI'])
    expect(choose(user, new Date('2026-11-24T13:00:00Z'), {}, options).codes).toEqual(['DBI'])
  })

  it('gives the methods the windows of the shop’s settings (DELIVERY_WINDOWS)', () => {
    const user = aUser('U1', [{ role: 'USER', customerId: 'C100', permissionDenies: [] }])
    const windows = { XXX: { start: 6, end: 14 }, '24-12': { start: 0, end: 10 } }
    // Tuesday 10:00 in Stockholm: inside XXX's window, past 24-12's.
    expect(choose(user, TUESDAY_10, {}, undefined, windows).codes).toEqual(['DBI', 'EXH', 'XXX', 'EXB'])
    // Tuesday 15:00: past both.
    expect(choose(user, new Date('2026-11-24T14:00:00Z'), {}, undefined, windows).codes).toEqual([
      'DBI',
      'EXH',
      'EXB',
    ])
    // Saturday: windowed methods are never offered on a closed day.
    expect(choose(user, SATURDAY_10, {}, undefined, windows).codes).toEqual(['DBI', 'EXH', 'EXB'])
  })

  it('falls back to the first method on offer when the preference is not', () => {
    const user = aUser('U1', [{ role: 'USER', customerId: 'C100', permissionDenies: [] }], {
      preferredDeliveryMethod: 'XXX',
    })
    expect(choose(user, TUESDAY_10, {}, [{ id: 'EXH' }]).preferred).toBe('EXH')
  })
})
