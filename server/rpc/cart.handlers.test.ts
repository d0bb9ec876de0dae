import { describe, expect, it } from 'vitest'
import type { Cart } from '../../core/domain/cart'
import { money } from '../../core/domain/money'
import { cartView } from './cart.handlers'

const cart: Cart = {
  cartId: 'K1',
  deliveryIdsInOrder: ['EXH', 'DBI'],
  deliveries: [
    { deliveryId: 'EXH', isIncludedInOrder: false },
    { deliveryId: 'DBI', isIncludedInOrder: true, requestedDeliveryDate: '2026-11-25' },
  ],
  cartItems: [
    {
      cartId: 'K1',
      cartItemId: 'L1',
      articleNumber: '1000003',
      quantity: 3,
      deliveryId: 'DBI',
      price: { articleNumber: '1000003', netPrice: money('79.57'), alloyingPrice: money('1.10') },
      variant: {
        name: 'Pressmuff 42 mm',
        articleNumber: '1000003',
        variantSlug: 'pressmuff-42-1000003',
        images: [
          {
            assetUrl: '/img/1000003.svg',
            assetLabel: '',
            assetMimeType: 'image/svg+xml',
            assetType: 'image',
          },
        ],
        webSalesUnit: { unit: 'förp', conversionFactor: 10, conversionUnit: 'st' },
      } as unknown as NonNullable<Cart['cartItems'][number]['variant']>,
    },
    { cartId: 'K1', cartItemId: 'L2', articleNumber: '1000010', quantity: 2, deliveryId: 'EXH' },
  ],
}

describe('cartView', () => {
  it('groups the lines by delivery in the cart’s order, named, with amounts and the total', () => {
    expect(cartView(cart)).toEqual({
      cartId: 'K1',
      lineCount: 2,
      total: money('242.01'),
      deliveries: [
        {
          deliveryId: 'EXH',
          name: 'Leverans till butik',
          included: false,
          requestedDeliveryDate: null,
          lines: [
            {
              cartItemId: 'L2',
              articleNumber: '1000010',
              name: '1000010',
              variantSlug: null,
              image: null,
              quantity: 2,
              unit: 'st',
              amount: null,
            },
          ],
        },
        {
          deliveryId: 'DBI',
          name: 'Utkörning',
          included: true,
          requestedDeliveryDate: '2026-11-25',
          lines: [
            {
              cartItemId: 'L1',
              articleNumber: '1000003',
              name: 'Pressmuff 42 mm',
              variantSlug: 'pressmuff-42-1000003',
              image: '/img/1000003.svg',
              quantity: 3,
              unit: 'förp',
              amount: money('242.01'),
            },
          ],
        },
      ],
    })
  })

  it('has no total when no line has a price to show', () => {
    expect(cartView({ ...cart, cartItems: [cart.cartItems[1]!] }).total).toBeNull()
  })
})
