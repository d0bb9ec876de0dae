import { describe, expect, it } from 'vitest'
import { pageTitle } from './i18n'

describe('pageTitle', () => {
  it('names the page from the catalog, then the shop', () => {
    expect(pageTitle('cart.title')).toBe('Varukorg – Proffsbutik')
    expect(pageTitle('search.page_title', { query: 'kulventil' })).toBe('kulventil – Sök – Proffsbutik')
  })
})
