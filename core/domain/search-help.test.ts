/** What a search without hits suggests: the words tried alone, and the categories they lead to. */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { Facet } from './catalog'
import { BROADER_CATEGORIES, broaderCategories, WIDENED_WORDS, wordsToWiden } from './search-help'

const categoryFacet = (...items: [value: string, label: string, count: number][]): Facet => ({
  name: 'category',
  label: 'Kategori',
  items: items.map(([value, label, count]) => ({ value, label, count, selected: false })),
})

describe('wordsToWiden', () => {
  it('tries the longer words alone, longest first, leaving out sizes and short words', () => {
    expect(wordsToWiden('kulventil 99 mm mässing')).toEqual(['kulventil', 'mässing'])
    expect(wordsToWiden('Rör rör 15,5 kopparrör')).toEqual(['kopparrör', 'Rör'])
  })

  it('has nothing broader for one word', () => {
    expect(wordsToWiden('  kulventil ')).toEqual([])
  })

  it('never answers more than WIDENED_WORDS words, each a word of the query and each once', () => {
    fc.assert(
      fc.property(fc.array(fc.stringMatching(/^[a-zåäö0-9]{1,8}$/), { maxLength: 8 }), (words) => {
        const query = words.join(' ')
        const tried = wordsToWiden(query)
        expect(tried.length).toBeLessThanOrEqual(WIDENED_WORDS)
        expect(new Set(tried.map((word) => word.toLowerCase())).size).toBe(tried.length)
        for (const word of tried) {
          expect(words).toContain(word)
          expect(word.length).toBeGreaterThanOrEqual(3)
        }
      }),
    )
  })
})

describe('broaderCategories', () => {
  it('keeps each category once with its largest count, most hits first', () => {
    const found = [
      [categoryFacet(['kulventiler', 'Kulventiler', 12], ['ventiler', 'Ventiler', 40])],
      [
        categoryFacet(['kulventiler', 'Kulventiler', 30]),
        { ...categoryFacet(['x', 'X', 99]), name: 'brand' },
      ],
    ]
    expect(broaderCategories(found)).toEqual([
      { name: 'Ventiler', slug: 'ventiler', count: 40 },
      { name: 'Kulventiler', slug: 'kulventiler', count: 30 },
    ])
  })

  it(`suggests at most ${BROADER_CATEGORIES}, none from searches without a category facet`, () => {
    const many = categoryFacet(['a', 'A', 1], ['b', 'B', 2], ['c', 'C', 3], ['d', 'D', 4], ['e', 'E', 0])
    expect(broaderCategories([[many]]).map((c) => c.slug)).toEqual(['d', 'c', 'b'])
    expect(broaderCategories([[], []])).toEqual([])
  })
})
