import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { DeliveryStore, deliveryFormKey, SELECTED_LOCATIONS_KEY, ZIP_CODES_KEY } from './delivery.store'

/** A browser's localStorage for the store to keep its choices in. */
function installStorage(): Map<string, string> {
  const items = new Map<string, string>()
  const storage = {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  }
  ;(globalThis as { window?: unknown }).window = { localStorage: storage }
  return items
}

describe('DeliveryStore', () => {
  let items: Map<string, string>
  beforeEach(() => {
    items = installStorage()
  })
  afterEach(() => {
    delete (globalThis as { window?: unknown }).window
  })

  it('keeps the store and zip code per method under the spec’s keys, and the form per brand', () => {
    const delivery = new DeliveryStore('konr')
    delivery.selectLocation('EXH', '1008')
    expect(delivery.setZipCode('XXX', '223 54')).toBe(true)
    delivery.setFormField('reference', 'Kv. Linden')
    expect(JSON.parse(items.get(SELECTED_LOCATIONS_KEY)!)).toEqual({ EXH: '1008' })
    expect(JSON.parse(items.get(ZIP_CODES_KEY)!)).toEqual({ XXX: '22354' })
    expect(JSON.parse(items.get(deliveryFormKey('konr'))!)).toEqual({ reference: 'Kv. Linden' })

    const nextVisit = new DeliveryStore('konr')
    expect(nextVisit.selectedLocations).toEqual({})
    nextVisit.readStorage()
    expect(nextVisit.selectedLocations).toEqual({ EXH: '1008' })
    expect(nextVisit.zipCodes).toEqual({ XXX: '22354' })
    expect(nextVisit.form).toEqual({ reference: 'Kv. Linden' })
    expect(new DeliveryStore('dahl').form).toEqual({})
  })

  it('refuses a zip code that is not Swedish, and says what a method still needs', () => {
    const delivery = new DeliveryStore('dahl')
    expect(delivery.readiness).toEqual({ ok: true })
    delivery.choose('XXX')
    expect(delivery.setZipCode('XXX', '1234')).toBe(false)
    expect(delivery.readiness).toEqual({ ok: false, missing: 'zipCode' })
    delivery.setZipCode('XXX', '11122')
    expect(delivery.readiness).toEqual({ ok: true })
    delivery.choose('EXH')
    expect(delivery.readiness).toEqual({ ok: false, missing: 'store' })
  })

  it('ignores stored values that are not what it wrote', () => {
    items.set(SELECTED_LOCATIONS_KEY, JSON.stringify({ EXH: 1008, NOPE: 'x' }))
    items.set(ZIP_CODES_KEY, '{broken')
    const delivery = new DeliveryStore('dahl')
    delivery.readStorage()
    expect(delivery.selectedLocations).toEqual({})
    expect(delivery.zipCodes).toEqual({})
  })
})

describe('DeliveryStore on the delivery page', () => {
  beforeEach(() => {
    installStorage()
  })
  afterEach(() => {
    delete (globalThis as { window?: unknown }).window
  })

  /** The customer's addresses: A7 and A8 deliverable, A8 preselected, A9 without a street. */
  const addresses = [
    { addressId: 'A7', preselected: false, validForDelivery: true },
    { addressId: 'A8', preselected: true, validForDelivery: true },
    { addressId: 'A9', preselected: false, validForDelivery: false },
  ]

  it('remembers the address per delivery and the store per method, and validates the form', () => {
    const delivery = new DeliveryStore('dahl')
    delivery.chooseAddress('DBI', 'A7')
    delivery.selectLocation('EXH', '1001')
    expect(delivery.choicesFor('DBI', addresses)).toEqual({ storeId: undefined, addressId: 'A7' })
    expect(delivery.choicesFor('EXH', addresses)).toEqual({ storeId: '1001', addressId: 'A8' })
    expect(Object.keys(delivery.formErrors)).toEqual(['contactName', 'contactPhone'])
    delivery.setFormField('contactName', '  ')
    delivery.setFormField('contactPhone', '070-123 45 67')
    delivery.setFormField('reference', 'x'.repeat(31))
    expect(delivery.formErrors).toEqual({
      contactName: { valid: false, reason: 'required', minlength: 2 },
      reference: { valid: false, reason: 'maxLength', key: 'order.maxCharacters', values: { max: 30 } },
    })
    const again = new DeliveryStore('dahl')
    again.readStorage()
    expect(again.choicesFor('DBI', addresses).addressId).toBe('A7')
    expect(again.notes.contactPhone).toBe('070-123 45 67')
  })

  it('goes to the preselected address until the buyer chooses, and never to one that cannot take a delivery', () => {
    const delivery = new DeliveryStore('dahl')
    expect(delivery.choicesFor('DBI', addresses).addressId).toBe('A8')
    delivery.chooseAddress('DBI', 'A9')
    expect(delivery.choicesFor('DBI', addresses).addressId).toBe('A8')
    // A chosen address since deleted: the preselected one again.
    delivery.chooseAddress('DBI', 'A6')
    expect(delivery.choicesFor('DBI', addresses).addressId).toBe('A8')
    expect(
      delivery.choicesFor(
        'DBI',
        addresses.map((a) => ({ ...a, preselected: false })),
      ).addressId,
    ).toBeUndefined()
    expect(delivery.choicesFor('DBI', undefined).addressId).toBeUndefined()
  })
  it('starts a store method from the home store the cart goes with, until another store is chosen', () => {
    let home: string | undefined = '1004'
    const delivery = new DeliveryStore('dahl', () => home)
    expect(delivery.choicesFor('EXH', []).storeId).toBe('1004')
    expect(delivery.choicesFor('EXB', []).storeId).toBe('1004')
    expect(delivery.choicesFor('DBI', []).storeId).toBeUndefined()
    delivery.choose('EXH')
    expect(delivery.readiness).toEqual({ ok: true })
    delivery.selectLocation('EXH', '1008')
    expect(delivery.choicesFor('EXH', []).storeId).toBe('1008')
    expect(delivery.choicesFor('EXB', []).storeId).toBe('1004')
    // Logged out: no home store, so a store method has only what was chosen.
    home = undefined
    expect(delivery.choicesFor('EXB', []).storeId).toBeUndefined()
  })
})
