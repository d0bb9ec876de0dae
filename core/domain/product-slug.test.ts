import { describe, expect, it } from 'vitest'
import { articleNumberOfSlug } from './product-slug'

describe('articleNumberOfSlug', () => {
  it('reads the article number a variant slug ends with', () => {
    expect(articleNumberOfSlug('kulventil-tour-andersson-15-mm-1000003')).toBe('1000003')
  })

  it('takes a bare article number as its own slug', () => {
    expect(articleNumberOfSlug('1000003')).toBe('1000003')
  })

  it('names nothing for a slug that ends in a dash or in something that is no article number', () => {
    expect(articleNumberOfSlug('kulventil-')).toBeUndefined()
    expect(articleNumberOfSlug('')).toBeUndefined()
    expect(articleNumberOfSlug('ventil-15%20mm')).toBeUndefined()
    expect(articleNumberOfSlug(`x-${'1'.repeat(41)}`)).toBeUndefined()
  })
})
