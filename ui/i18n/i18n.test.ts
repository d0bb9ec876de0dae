import { describe, expect, it } from 'vitest'
import { brandCodes, brandProfiles } from '@proffsbutik/core/domain'
import { pageTitle, titled } from './i18n'

const shownAs = (brand: (typeof brandCodes)[number]) => ({ context: { stores: { brand } } })

describe('pageTitle', () => {
  it('names the page from the catalog, then the brand it is shown as', () => {
    expect(pageTitle(shownAs('dahl'), 'cart.title')).toBe('Varukorg – Dahl')
    expect(pageTitle(shownAs('konr'), 'search.page_title', { query: 'kulventil' })).toBe(
      'kulventil – Sök – Konr',
    )
  })

  it('never names the shop in place of the brand', () => {
    for (const brand of brandCodes) {
      expect(titled(shownAs(brand), 'Kopparrör')).toBe(`Kopparrör – ${brandProfiles[brand].name}`)
      expect(pageTitle(shownAs(brand), 'cart.title')).not.toContain('Proffsbutik')
    }
  })
})
