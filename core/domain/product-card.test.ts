import { describe, expect, it } from 'vitest'
import { money } from './money'
import { productCard, type CardContext } from './product-card'
import type { Variant } from './variant'

const context: CardContext = {
  storeId: '1001',
  centralStorageId: '9000',
  availabilityColours: false,
  loggedIn: true,
}

const variant: Variant = {
  articleNumber: '1000003',
  name: 'Kulventil 15 mm',
  variantSlug: 'kulventil-15-mm-1000003',
  product: {
    id: 'P1',
    name: 'Kulventil',
    breadcrumbParents: [
      { name: 'VVS', slug: 'vvs-industri' },
      { name: 'Ventiler', slug: 'ventiler' },
    ],
  },
  brands: [{ brand: 'Tour & Andersson' }],
  images: [{ assetUrl: '/img/P1.svg' }],
  webSalesUnit: { unit: 'FRP', conversionFactor: 10, conversionUnit: 'ST' },
  price: { articleNumber: '1000003', netPrice: money('49.9') },
  stock: {
    articleNumber: '1000003',
    locations: [
      { locationId: '1001', quantity: 0, orderMultiple: 5 },
      { locationId: '9000', quantity: 140, status: 'LAG' },
    ],
  },
}

describe('productCard', () => {
  it('shows the store’s and the central warehouse’s stock, the price and the pack conversion', () => {
    const card = productCard(variant, context)
    expect(card).toMatchObject({
      productName: 'Kulventil',
      brand: 'Tour & Andersson',
      category: 'VVS / Ventiler',
      image: '/img/P1.svg',
      unit: 'FRP',
      conversion: { factor: 10, unit: 'ST' },
      orderMultiple: 5,
      price: { kind: 'price', amount: money('49.9') },
      storeStock: { kind: 'outOfStock' },
      centralStock: { kind: 'inStock', quantity: 140 },
      onlineBlock: undefined,
    })
  })

  it('shows empty stock where a location did not answer, and no store line without a store', () => {
    const card = productCard({ ...variant, stock: undefined }, { ...context, storeId: undefined })
    expect(card.storeStock).toBeUndefined()
    expect(card.centralStock).toEqual({ kind: 'empty', quantity: -1, text: '-' })
    expect(card.orderMultiple).toBe(1)
  })

  it('marks an article sold only in stores as not purchasable online', () => {
    const card = productCard({ ...variant, purchaseConstraints: { onlyStore: true } }, context)
    expect(card.onlineBlock).toBe('onlyStore')
  })

  it('marks a discontinued article with nothing left anywhere as gone', () => {
    const gone = productCard(
      { ...variant, discontinued: true, stock: { articleNumber: '1000003', locations: [] } },
      context,
    )
    expect(gone.onlineBlock).toBe('discontinued')
  })

  it('marks an article sold in a store only where stocked as blocked in a store that does not stock it', () => {
    const stockedOnlyIn = (stockedAt: readonly string[]) =>
      productCard({ ...variant, purchaseConstraints: { mustBeInStockedAt: true }, stockedAt }, context)
    expect(stockedOnlyIn(['1002']).storeBlock).toBe(true)
    expect(stockedOnlyIn(['1001', '1002']).storeBlock).toBe(false)
    expect(productCard({ ...variant, stockedAt: [] }, context).storeBlock).toBe(false)
    expect(stockedOnlyIn([]).onlineBlock).toBeUndefined()
    expect(
      productCard(
        { ...variant, purchaseConstraints: { mustBeInStockedAt: true }, stockedAt: [] },
        { ...context, storeId: undefined },
      ).storeBlock,
    ).toBe(false)
  })
})
