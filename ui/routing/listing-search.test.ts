import { describe, expect, it } from 'vitest'
import {
  clearFilters,
  filtersOf,
  listingChoice,
  onPage,
  toggleFilter,
  validateListingSearch,
} from './listing-search'

describe('listing search parameters', () => {
  it('keeps well-formed facet values, a known sort and a page above 1; drops the rest', () => {
    expect(
      validateListingSearch({
        filter: ['Fabrikat:Gustavsberg', 'nonsense', 'Fabrikat:Gustavsberg', 'Dimension:15 mm'],
        sort: 'price-desc',
        sida: '3',
        other: 'x',
      }),
    ).toEqual({ filter: ['Fabrikat:Gustavsberg', 'Dimension:15 mm'], sort: 'price-desc', sida: 3 })
    expect(validateListingSearch({ filter: 'Material:Mässing', sort: 'cheapest', sida: '0' })).toEqual({
      filter: ['Material:Mässing'],
    })
    expect(validateListingSearch({ sida: '2.5' })).toEqual({})
  })

  it('overrides every raw value it refuses, as the router lays the validated search over the raw one', () => {
    const raw = { filter: 'nonsense', sort: 'cheapest', sida: 'abc' }
    const merged: Record<string, unknown> = { ...raw, ...validateListingSearch(raw) }
    expect(Object.values(merged).filter((value) => value !== undefined)).toEqual([])
    expect({ ...{ sida: '1' }, ...validateListingSearch({ sida: '1' }) }.sida).toBeUndefined()
  })

  it('keeps what else the page has in its address (the search page’s query) through every choice', () => {
    const search = { q: 'skruv', filter: ['Fabrikat:A'], sort: 'name' as const, sida: 3 }
    expect(toggleFilter(search, 'Fabrikat', 'B')).toMatchObject({ q: 'skruv' })
    expect(clearFilters(search)).toEqual({ q: 'skruv', sort: 'name' })
    expect(onPage(search, 2)).toEqual({ ...search, sida: 2 })
    expect(onPage(search, 1)).toEqual({ q: 'skruv', filter: ['Fabrikat:A'], sort: 'name' })
  })

  it('groups facet values by facet name (a value may hold a colon)', () => {
    expect(filtersOf(['Fabrikat:A', 'Fabrikat:B', 'Mått:1:2'])).toEqual({
      Fabrikat: ['A', 'B'],
      Mått: ['1:2'],
    })
    expect(filtersOf([])).toBeUndefined()
  })

  it('toggles a value and goes back to the first page', () => {
    const search = { filter: ['Fabrikat:A'], sida: 4 }
    expect(toggleFilter(search, 'Fabrikat', 'B')).toEqual({ filter: ['Fabrikat:A', 'Fabrikat:B'] })
    expect(toggleFilter(search, 'Fabrikat', 'A')).toEqual({})
  })

  it('clears one facet or all of them', () => {
    const search = { filter: ['Fabrikat:A', 'Material:Mässing'], sort: 'name' as const }
    expect(clearFilters(search, 'Fabrikat')).toEqual({ filter: ['Material:Mässing'], sort: 'name' })
    expect(clearFilters(search)).toEqual({ sort: 'name' })
  })

  it('leaves page 1 out of the URL', () => {
    expect(onPage({ sida: 3 }, 1)).toEqual({})
    expect(onPage({}, 2)).toEqual({ sida: 2 })
  })

  it('turns the URL into what the listing RPCs take', () => {
    expect(listingChoice({ filter: ['Fabrikat:A'], sort: 'name', sida: 2 }, '1001')).toEqual({
      filters: { Fabrikat: ['A'] },
      sort: 'name',
      page: 2,
      storeId: '1001',
    })
    expect(listingChoice({}, null)).toEqual({})
  })
})
