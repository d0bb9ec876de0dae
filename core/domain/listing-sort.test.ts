import { describe, expect, it } from 'vitest'
import { effectiveSort, offeredSorts, seesPrices } from './listing-sort'

const visitor = { loggedIn: false, denies: [] }
const buyer = { loggedIn: true, denies: [] }
const deniedPrices = { loggedIn: true, denies: ['EJ_SE_PRISER'] }

describe('the sorts a listing offers', () => {
  it('offers price only to a buyer who sees prices', () => {
    expect(seesPrices(buyer)).toBe(true)
    expect(seesPrices(visitor)).toBe(false)
    expect(seesPrices(deniedPrices)).toBe(false)
    expect(seesPrices({ loggedIn: true, denies: ['EJ_SE_RABATTER'] })).toBe(true)
    expect(offeredSorts(false, buyer)).toEqual(['name', 'name-desc', 'price', 'price-desc', 'articleNumber'])
    expect(offeredSorts(false, visitor)).toEqual(['name', 'name-desc', 'articleNumber'])
    expect(offeredSorts(true, deniedPrices)).toEqual(['relevance', 'name', 'name-desc', 'articleNumber'])
  })

  it('reads a sort that is not offered as the default', () => {
    expect(effectiveSort('price', false, buyer)).toBe('price')
    expect(effectiveSort('price-desc', true, deniedPrices)).toBe('relevance')
    expect(effectiveSort('price', false, visitor)).toBe('name')
    expect(effectiveSort('relevance', false, buyer)).toBe('name')
    expect(effectiveSort(undefined, true, buyer)).toBe('relevance')
  })
})
