import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { choiceTag, variantChoices, type ChoosableVariant } from './variant-choice'

const variant = (articleNumber: string, filterTags: string[], discontinued = false): ChoosableVariant => ({
  articleNumber,
  variantSlug: `skruv-${articleNumber}`,
  filterTags,
  discontinued,
})

describe('choiceTag', () => {
  it('reads "name:value"; a label is no choice', () => {
    expect(choiceTag('Dimension:M8x75')).toEqual({ name: 'Dimension', value: 'M8x75' })
    expect(choiceTag('Dimension: 3,5x13 ')).toEqual({ name: 'Dimension', value: '3,5x13' })
    expect(choiceTag('Gänga:1:2"')).toEqual({ name: 'Gänga', value: '1:2"' })
    expect(choiceTag('NYHET')).toBeUndefined()
    expect(choiceTag(':M8')).toBeUndefined()
    expect(choiceTag('Dimension: ')).toBeUndefined()
  })
})

describe('variantChoices', () => {
  it('offers each value of what the variants differ in, the shown one chosen, labels left out', () => {
    const variants = [
      variant('1000003', ['Dimension:M6x30', 'NYHET']),
      variant('1000006', ['Dimension:M8x40']),
      variant('1000009', ['Dimension:M10x50', 'MILJOVAL'], true),
    ]
    expect(variantChoices('1000006', variants)).toEqual([
      {
        name: 'Dimension',
        options: [
          {
            value: 'M6x30',
            articleNumber: '1000003',
            variantSlug: 'skruv-1000003',
            selected: false,
            discontinued: false,
          },
          {
            value: 'M8x40',
            articleNumber: '1000006',
            variantSlug: 'skruv-1000006',
            selected: true,
            discontinued: false,
          },
          {
            value: 'M10x50',
            articleNumber: '1000009',
            variantSlug: 'skruv-1000009',
            selected: false,
            discontinued: true,
          },
        ],
      },
    ])
  })

  it('offers nothing for one variant, for variants without choices, or for a name all share', () => {
    expect(variantChoices('1', [variant('1', ['Dimension:M6'])])).toEqual([])
    expect(variantChoices('1', [variant('1', ['NYHET']), variant('2', [])])).toEqual([])
    expect(
      variantChoices('1', [
        variant('1', ['Material:A4', 'Dimension:M6']),
        variant('2', ['Material:A4', 'Dimension:M8']),
      ]),
    ).toEqual([expect.objectContaining({ name: 'Dimension' })])
    expect(variantChoices('9', [variant('1', ['Dimension:M6']), variant('2', ['Dimension:M8'])])).toEqual([])
  })

  it('orders values as a buyer reads them, leaves out variants without a page, prefers one still sold', () => {
    const variants = [
      variant('1', ['Dimension:M10']),
      variant('2', ['Dimension:M6']),
      variant('3', ['Dimension:M8'], true),
      variant('4', ['Dimension:M8']),
      { ...variant('5', ['Dimension:M12']), variantSlug: '' },
    ]
    const [choice] = variantChoices('2', variants)
    expect(choice!.options.map((option) => [option.value, option.articleNumber])).toEqual([
      ['M6', '2'],
      ['M8', '4'],
      ['M10', '1'],
    ])
    expect(variantChoices('5', variants)).toEqual([])
  })

  it('choosing one value keeps the others where a variant has them', () => {
    const variants = [
      variant('1', ['Dimension:M6', 'Längd:1 m']),
      variant('2', ['Dimension:M6', 'Längd:2 m']),
      variant('3', ['Dimension:M8', 'Längd:1 m']),
      variant('4', ['Dimension:M8', 'Längd:2 m']),
      variant('5', ['Dimension:M10', 'Längd:3 m']),
    ]
    const choices = variantChoices('2', variants)
    expect(choices.map((choice) => choice.name)).toEqual(['Dimension', 'Längd'])
    const leads = (name: string) =>
      Object.fromEntries(
        choices
          .find((choice) => choice.name === name)!
          .options.map((option) => [option.value, option.articleNumber]),
      )
    // From M6 × 2 m: M8 keeps 2 m; M10 exists only at 3 m.
    expect(leads('Dimension')).toEqual({ M6: '2', M8: '4', M10: '5' })
    expect(leads('Längd')).toEqual({ '1 m': '1', '2 m': '2', '3 m': '5' })
  })

  it('every option leads to a variant that has its value, and exactly the shown value is chosen', () => {
    const values = ['M6', 'M8', 'M10', 'M12']
    const lengths = ['1 m', '2 m', '3 m']
    const arbitraryVariants = fc
      .uniqueArray(fc.tuple(fc.constantFrom(...values), fc.constantFrom(...lengths)), {
        minLength: 1,
        maxLength: 12,
        selector: ([dimension, length]) => `${dimension}/${length}`,
      })
      .map((pairs) =>
        pairs.map(([dimension, length], index) =>
          variant(String(index + 1), [`Dimension:${dimension}`, `Längd:${length}`]),
        ),
      )
    fc.assert(
      fc.property(arbitraryVariants, fc.nat(), (variants, pick) => {
        const shown = variants[pick % variants.length]!
        for (const choice of variantChoices(shown.articleNumber, variants)) {
          expect(choice.options.filter((option) => option.selected)).toHaveLength(1)
          for (const option of choice.options) {
            const target = variants.find((v) => v.articleNumber === option.articleNumber)!
            expect(target.filterTags).toContain(`${choice.name}:${option.value}`)
            expect(option.selected).toBe(target === shown)
          }
        }
      }),
    )
  })
})
