import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { brandCodes, brandProfiles } from './brand'
import { deliveryMethodCodes, deliveryMethodNeeds } from './delivery-methods'
import { deliveryStore, homeStore } from './delivery-store'

describe('homeStore', () => {
  it('is the user’s preferred store, else the brand’s default store', () => {
    expect(homeStore({ preferredStore: '1004' }, 'konr')).toBe('1004')
    expect(homeStore({}, 'konr')).toBe(brandProfiles.konr.defaultStoreId)
    expect(homeStore({ preferredStore: undefined }, 'opti')).toBe('1022')
  })
})

describe('deliveryStore', () => {
  it('takes the store chosen for the method, else the home store; a method without a store has none', () => {
    expect(deliveryStore('EXH', { EXH: '1008' }, '1001')).toBe('1008')
    expect(deliveryStore('EXH', { EXB: '1008' }, '1001')).toBe('1001')
    expect(deliveryStore('EXB', {}, undefined)).toBeUndefined()
    expect(deliveryStore('DBI', { EXH: '1008' }, '1001')).toBeUndefined()
    expect(deliveryStore('VIRTUAL', {}, '1001')).toBeUndefined()
  })

  it('gives a store to every store method and to no other, whatever was chosen', () => {
    const store = fc.stringMatching(/^\d{4}$/)
    fc.assert(
      fc.property(
        fc.constantFrom(...deliveryMethodCodes),
        fc.dictionary(fc.constantFrom(...deliveryMethodCodes), store),
        fc.constantFrom(...brandCodes),
        fc.option(store, { nil: undefined }),
        (method, chosen, brand, preferredStore) => {
          const home = homeStore({ preferredStore }, brand)
          const found = deliveryStore(method, chosen, home)
          if (deliveryMethodNeeds(method) !== 'store') return found === undefined
          return found === (chosen[method] ?? preferredStore ?? brandProfiles[brand].defaultStoreId)
        },
      ),
    )
  })
})
