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
  it('remembers the last page and keeps a listing state across a product visit', () => {
    const navigation = new NavigationStore()
    navigation.arrived('/kategorier/vvs')
    navigation.listingState = { pages: 3 }
    navigation.arrived('/produkt/kulventil-15')
    navigation.arrived('/kategorier/vvs')
    expect(navigation.listingState).toEqual({ pages: 3 })
    expect(navigation.lastHref).toBe('/kategorier/vvs')
    navigation.arrived('/')
    navigation.arrived('/kategorier/vvs')
    expect(navigation.listingState).toBeNull()
  })
})
