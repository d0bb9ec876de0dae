import { Effect, Exit, Layer } from 'effect'
import { describe, expect, it } from 'vitest'
import type { PriceBracket } from '../domain/catalog'
import { money } from '../domain/money'
import type { Variant } from '../domain/variant'
import { CatalogPort } from '../ports/catalog.port'
import { CommerceGraphPort, type VariantsQuery } from '../ports/commerce-graph.port'
import { AssortmentsPort } from '../ports/assortments.port'
import { CustomersPort } from '../ports/customers.port'
import { KeyValueStore } from '../ports/key-value-store.port'
import { ShopSettings } from '../ports/shop-settings.port'
import { UsersPort } from '../ports/users.port'
import { fakeLayer, memoryStore } from './fakes.test-support'
import { inSequence, productPage } from './product.usecase'
import { SESSION_KEY } from './session.usecase'

const bracket = (minQuantity: number, amount: string): PriceBracket => ({
  minQuantity,
  unitPrice: money(amount),
  netPrice: money(amount),
  listPrice: money('100'),
})

describe('inSequence', () => {
  it('orders attributes by the category’s sequence, the rest after in their order', () => {
    const attributes = ['Fabrikat', 'SSG', 'Dimension', 'Material'].map((name) => ({
      attributeName: name,
      attributeValue: name.toLowerCase(),
    }))
    expect(inSequence(attributes, ['Dimension', 'Material']).map((a) => a.attributeName)).toEqual([
      'Dimension',
      'Material',
      'Fabrikat',
      'SSG',
    ])
  })
})

const product = {
  id: 'P1',
  name: 'Kulventil',
  categoryPaths: ['vvs/ventiler'],
  variants: [
    {
      articleNumber: '1000006',
      name: 'Kulventil 22',
      variantSlug: 'kulventil-22-1000006',
      discontinued: false,
    },
    {
      articleNumber: '1000003',
      name: 'Kulventil 15',
      variantSlug: 'kulventil-15-1000003',
      discontinued: true,
    },
  ],
}

const variants: Record<string, Variant> = {
  '1000003': {
    articleNumber: '1000003',
    name: 'Kulventil 15',
    variantSlug: 'kulventil-15-1000003',
    discontinued: true,
    replacementArticleNumber: '1000009',
    filterTags: ['Dimension:15', 'NYHET'],
    product,
    attributes: [
      { attributeName: 'Fabrikat', attributeValue: 'TA' },
      { attributeName: 'Dimension', attributeValue: '15' },
    ],
    price: { articleNumber: '1000003', netPrice: money('99'), hasBracketPrices: true },
    stock: { articleNumber: '1000003', locations: [{ locationId: '9000', quantity: 3 }] },
  },
  '1000006': {
    articleNumber: '1000006',
    name: 'Kulventil 22',
    variantSlug: 'kulventil-22-1000006',
    filterTags: ['Dimension:22'],
    product,
  },
  '1000009': { articleNumber: '1000009', name: 'Kulventil 15 ny', variantSlug: 'kulventil-15-ny-1000009' },
}

const session = JSON.stringify({
  sessionId: 's',
  userId: 'u',
  accessToken: 'a',
  refreshToken: 'r',
  currentCustomerId: 'C1',
})

/** The page of `slug`; with `assortment`, customer C1 browses El och verktyg, which has no valves. */
async function run(slug: string, { assortment = false } = {}) {
  const asked: VariantsQuery[] = []
  const exit = await Effect.runPromiseExit(
    productPage(slug, undefined).pipe(
      Effect.provide(
        Layer.mergeAll(
          fakeLayer(CommerceGraphPort, {
            getVariants: (query) =>
              Effect.sync(() => {
                asked.push(query)
                return query.articleNumbers.flatMap((n) => (variants[n] ? [variants[n]] : []))
              }),
          }),
          fakeLayer(CatalogPort, {
            attributeSequence: (category) =>
              Effect.succeed(category === 'ventiler' ? ['Dimension', 'Fabrikat'] : []),
            priceBrackets: (_, customerId) =>
              Effect.succeed(customerId === 'C1' ? [bracket(1, '99'), bracket(10, '89')] : []),
            breadcrumbs: (ids, options) =>
              Effect.succeed(
                options?.assortment === 'ASSORT-EL' && options.customerId === 'C1'
                  ? { result: [], errors: ids.map((id) => ({ id, message: 'outside the assortment' })) }
                  : {
                      result: ids.map((id) => ({
                        id,
                        name: id,
                        slug: id,
                        type: 'category' as const,
                        parents: [],
                      })),
                      errors: [],
                    },
              ),
          }),
          Layer.succeed(KeyValueStore, memoryStore({ [SESSION_KEY]: session })),
          Layer.succeed(ShopSettings, {
            brand: 'dahl',
            cutoffHour: 15,
            ...(assortment ? { assortmentService: 'http://services.test/assortment' } : {}),
          }),
          fakeLayer(CustomersPort, { assortment: () => Effect.succeed('ASSORT-EL') }),
          fakeLayer(AssortmentsPort, {
            assortment: (id) => Effect.succeed({ id, name: 'El och verktyg', categoryIds: ['el'] }),
          }),
          fakeLayer(UsersPort, {}),
        ),
      ),
    ),
  )
  return { exit, asked }
}

describe('productPage', () => {
  it('shows the variant with its siblings, replacement, brackets and attributes in sequence', async () => {
    const { exit, asked } = await run('kulventil-15-1000003')
    if (!Exit.isSuccess(exit) || exit.value.kind !== 'page') throw new Error('expected the page')
    const { page } = exit.value
    expect(asked[0]).toMatchObject({
      articleNumbers: ['1000003'],
      withProductVariants: true,
      customerId: 'C1',
    })
    expect(page.variants.map((v) => v.articleNumber)).toEqual(['1000003', '1000006'])
    // The variants differ in Dimension by their filter tags; the replacement is no variant of them.
    expect(page.choices).toEqual([
      {
        name: 'Dimension',
        options: [
          expect.objectContaining({
            value: '15',
            articleNumber: '1000003',
            selected: true,
            discontinued: true,
          }),
          expect.objectContaining({ value: '22', variantSlug: 'kulventil-22-1000006', selected: false }),
        ],
      },
    ])
    expect(page.replacement?.articleNumber).toBe('1000009')
    expect(page.brackets).toEqual([
      { minQuantity: 1, unitPrice: money('99') },
      { minQuantity: 10, unitPrice: money('89') },
    ])
    expect(page.attributes.map((a) => a.attributeName)).toEqual(['Dimension', 'Fabrikat'])
    expect(page.storeId).toBe('1001')
  })

  it('says when the article is outside the assortment the buyer browses, and not in the whole range', async () => {
    const { exit: within } = await run('kulventil-15-1000003', { assortment: true })
    expect(
      Exit.isSuccess(within) && within.value.kind === 'page' && within.value.page.outsideAssortment,
    ).toBe('El och verktyg')
    const { exit: whole } = await run('kulventil-15-1000003')
    expect(Exit.isSuccess(whole) && whole.value.kind === 'page' && whole.value.page.outsideAssortment).toBe(
      undefined,
    )
  })

  it('answers the canonical slug for an old one that names the same article', async () => {
    const { exit } = await run('kulventil-gammal-1000003')
    expect(Exit.isSuccess(exit) && exit.value).toEqual({ kind: 'moved', variantSlug: 'kulventil-15-1000003' })
  })

  it('does not find an article the catalogue does not have, or a slug that names none', async () => {
    for (const slug of ['okand-9999999', 'utan-artikel-']) {
      const { exit } = await run(slug)
      expect(String(Exit.isFailure(exit) && exit.cause)).toContain('CatalogueNotFound')
    }
  })
})
