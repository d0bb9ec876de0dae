import { describe, expect, it } from 'vitest'
import { NavigationStore, resetsProductHistory } from './navigation.store'

describe('the product-history rule', () => {
  it('forgets the listing state when entering a category or search page', () => {
    expect(resetsProductHistory('/', '/kategorier/vvs/ventiler', null)).toBe(true)
    expect(resetsProductHistory('/kategorier/vvs', '/search?q=kulventil', '/kategorier/vvs')).toBe(true)
  })

  it('keeps it when coming back from a product page to the same listing', () => {
    expect(resetsProductHistory('/produkt/kulventil-15', '/kategorier/vvs', '/kategorier/vvs')).toBe(false)
    expect(resetsProductHistory('/produkt/kulventil-15', '/search?q=ventil', '/search?q=ventil')).toBe(false)
  })

  it('forgets it when coming back from a product to another listing or path', () => {
    expect(resetsProductHistory('/produkt/kulventil-15', '/kategorier/el', '/kategorier/vvs')).toBe(true)
    expect(resetsProductHistory('/produkt/kulventil-15', '/search?q=rör', '/search?q=ventil')).toBe(true)
  })

  it('leaves other pages alone', () => {
    expect(resetsProductHistory('/kategorier/vvs', '/produkt/kulventil-15', '/kategorier/vvs')).toBe(false)
    expect(resetsProductHistory('/kategorier/vvs', '/cart', '/kategorier/vvs')).toBe(false)
  })
})

describe('NavigationStore', () => {
  it('returns to the place on a listing after a product visit, and remembers the last page', () => {
    const navigation = new NavigationStore()
    expect(navigation.arrived('/kategorier/vvs')).toBeNull()
    navigation.leaving('/kategorier/vvs', { scrollY: 1800 })
    expect(navigation.arrived('/produkt/kulventil-15')).toBeNull()
    navigation.leaving('/produkt/kulventil-15', { scrollY: 400 })
    expect(navigation.arrived('/kategorier/vvs')).toEqual({ scrollY: 1800 })
    expect(navigation.lastHref).toBe('/kategorier/vvs')
  })

  it('forgets the place when the listing is entered another way', () => {
    const navigation = new NavigationStore()
    navigation.arrived('/kategorier/vvs')
    navigation.leaving('/kategorier/vvs', { scrollY: 1800 })
    navigation.arrived('/cart')
    expect(navigation.arrived('/kategorier/vvs')).toBeNull()
    expect(navigation.listingState).toBeNull()
  })

  it('returns to no place on another listing, nor after leaving a product for it', () => {
    const navigation = new NavigationStore()
    navigation.arrived('/kategorier/vvs')
    navigation.leaving('/kategorier/vvs', { scrollY: 1800 })
    navigation.arrived('/produkt/kulventil-15')
    expect(navigation.arrived('/kategorier/vvs?page=2')).toBeNull()
  })

  it('remembers where order history and the users list were last shown, for the links back to them', () => {
    const navigation = new NavigationStore()
    expect(navigation.listHref('/mina-sidor/ordrar')).toBe('/mina-sidor/ordrar')
    navigation.arrived('/mina-sidor/ordrar?status=invoiced&page=3')
    navigation.arrived('/mina-sidor/ordrar/O-1')
    navigation.arrived('/mina-sidor/ordrar/O-2')
    expect(navigation.listHref('/mina-sidor/ordrar')).toBe('/mina-sidor/ordrar?status=invoiced&page=3')
    expect(navigation.listHref('/mina-sidor/anvandare')).toBe('/mina-sidor/anvandare')
    navigation.arrived('/mina-sidor/anvandare?search=anna&page=2&inactive=false')
    expect(navigation.listHref('/mina-sidor/anvandare')).toBe(
      '/mina-sidor/anvandare?search=anna&page=2&inactive=false',
    )
  })
})
