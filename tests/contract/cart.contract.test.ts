/** The cart's HTTP adapters and use cases against the embedded services: the whole order path. */
import { Effect } from 'effect'
import ExcelJS from 'exceljs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { checkoutOutcome, formatSek, multiplyMoney } from '@proffsbutik/core/domain'
import { CartPort, CommerceGraphPort } from '@proffsbutik/core/ports'
import { addToCart, exportCart, login, updateCartItems, uploadToCart } from '@proffsbutik/core/usecases'
import { DEMO_PASSWORD, type Harness, startHarness } from '@proffsbutik/services/testing'
import { failureOf, valueOf, world } from './world'

let harness: Harness
let buyer: ReturnType<typeof world>
beforeAll(async () => {
  harness = await startHarness()
  buyer = world(harness.url)
  valueOf(await buyer.run(login({ username: 'anna.berg', password: DEMO_PASSWORD })))
}, 60_000)
afterAll(() => harness.stop())

const cart = () =>
  buyer.run(
    Effect.flatMap(CommerceGraphPort, (graph) => graph.getCart({ stockInput: {}, locationId: '1001' })),
  )

describe('cart', () => {
  it('adds, reads back priced and stocked, changes, exports, uploads and checks out', async () => {
    const { cartId } = valueOf(await cart())
    const added = valueOf(
      await buyer.run(
        addToCart(cartId, 'DBI', [
          { articleNumber: '1000003', quantity: 2, label: 'Bygget' },
          { articleNumber: '1000006', quantity: 3 },
          { articleNumber: 'okänd-1', quantity: 1 },
        ]),
      ),
    )
    expect(added.cartItemIds).toHaveLength(2)
    expect(added.message).toEqual(expect.objectContaining({ key: 'errors.cart_add_product' }))

    const read = valueOf(await cart())
    expect(read.deliveryIdsInOrder).toEqual(['DBI'])
    expect(read.deliveries).toEqual([{ deliveryId: 'DBI', isIncludedInOrder: true }])
    const [first] = read.cartItems
    expect(first).toMatchObject({ articleNumber: '1000003', quantity: 2, label: 'Bygget', deliveryId: 'DBI' })
    expect(Number.isSafeInteger(first?.price?.netPrice)).toBe(true)
    expect(formatSek(multiplyMoney(first!.price!.netPrice, first!.quantity))).toMatch(/kr$/)
    expect(first?.stock?.locations.map((l) => l.locationId)).toEqual(['1001', '9000'])
    expect(first?.variant?.articleNumber).toBe('1000003')
    expect(Object.values(first!)).not.toContain(null)

    valueOf(await buyer.run(updateCartItems(cartId, [{ cartItemId: first!.cartItemId, quantity: 5 }])))
    const exported = valueOf(await buyer.run(exportCart(valueOf(await cart()), [first!.cartItemId])))
    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.load(exported.bytes.slice().buffer)
    expect(workbook.worksheets[0]?.getRow(2).getCell(4).value).toBe(5)

    const uploaded = valueOf(
      await buyer.run(
        uploadToCart(
          cartId,
          {
            name: 'order.csv',
            bytes: new TextEncoder().encode('Artikelnummer;Antal\n1000009;4\nokänd-2;1\n'),
          },
          'EXH',
        ),
      ),
    )
    expect(uploaded).toEqual({
      addedCount: 1,
      messages: [{ key: 'cart.wrong_import', values: { ids: '3' } }],
    })

    const orders = valueOf(
      await buyer.run(
        Effect.flatMap(CartPort, (port) =>
          port.checkout(cartId, { DBI: {}, EXH: { storeId: '1001' } }, false),
        ),
      ),
    )
    const outcome = checkoutOutcome(orders)
    expect(outcome.kind).toBe('complete')
    expect(orders.map((o) => [o.deliveryId, o.warehouseId])).toEqual([
      ['DBI', '9000'],
      ['EXH', '1001'],
    ])
    expect(orders[0]?.orderItems[0]).toMatchObject({ articleNumber: '1000003', quantity: 5 })
    expect(Number.isSafeInteger(orders[0]?.orderItems[0]?.price?.netPrice)).toBe(true)
    expect(valueOf(await cart()).cartItems).toEqual([])
  })

  it('answers why each delivery was refused: over the credit limit, a store that does not exist', async () => {
    const { cartId } = valueOf(await cart())
    valueOf(await buyer.run(addToCart(cartId, 'DBI', [{ articleNumber: '1000003', quantity: 500_000 }])))
    valueOf(await buyer.run(addToCart(cartId, 'EXH', [{ articleNumber: '1000009', quantity: 1 }])))
    const orders = valueOf(
      await buyer.run(
        Effect.flatMap(CartPort, (port) =>
          port.checkout(cartId, { DBI: {}, EXH: { storeId: '9999' } }, false),
        ),
      ),
    )
    expect(checkoutOutcome(orders)).toEqual({
      kind: 'failed',
      refused: [
        { deliveryId: 'DBI', refusals: [{ reason: 'creditLimit' }] },
        { deliveryId: 'EXH', refusals: [{ reason: 'store' }] },
      ],
    })
    valueOf(await buyer.run(Effect.flatMap(CartPort, (port) => port.empty(cartId))))
  })

  it('classifies refusals: a malformed change is a 400, someone else’s cart a 403', async () => {
    const { cartId } = valueOf(await cart())
    const bad = failureOf(
      await buyer.run(
        Effect.flatMap(CartPort, (port) => port.updateItems(cartId, [{ cartItemId: 'x', quantity: -1 }])),
      ),
    )
    expect(bad).toMatchObject({ _tag: 'ServiceCallFailed', failure: { kind: 'http', status: 400 } })
    const other = world(harness.url)
    valueOf(await other.run(login({ username: 'bertil.holm', password: DEMO_PASSWORD })))
    const foreign = failureOf(await other.run(Effect.flatMap(CartPort, (port) => port.empty(cartId))))
    expect(foreign).toMatchObject({ failure: { kind: 'http', status: 403 } })
  })

  it('changes and removes one line by its id, and deletes and restores a cart by its status', async () => {
    const { cartId } = valueOf(await cart())
    const port = (call: (cart: CartPort['Service']) => ReturnType<CartPort['Service']['empty']>) =>
      buyer.run(Effect.flatMap(CartPort, call))
    const added = valueOf(
      await buyer.run(
        Effect.flatMap(CartPort, (p) =>
          p.addItems(cartId, [
            { articleNumber: '1000003', quantity: 1, deliveryId: 'DBI' },
            { articleNumber: '1000006', quantity: 2, deliveryId: 'DBI' },
          ]),
        ),
      ),
    )
    const [first, second] = added.cartItemIds
    valueOf(await port((p) => p.updateItem(cartId, { cartItemId: first!, quantity: 7, label: 'Etapp 2' })))
    valueOf(await port((p) => p.removeItem(cartId, second!)))
    const lines = valueOf(await cart()).cartItems
    expect(lines.map((l) => [l.cartItemId, l.articleNumber, l.quantity, l.label])).toEqual([
      [first, '1000003', 7, 'Etapp 2'],
    ])

    valueOf(await port((p) => p.setStatus(cartId, 'DELETED')))
    // A deleted cart takes no changes: 409 cart_deleted.
    expect(failureOf(await port((p) => p.empty(cartId)))).toMatchObject({
      _tag: 'ServiceCallFailed',
      failure: { kind: 'http', status: 409 },
    })
    valueOf(await port((p) => p.setStatus(cartId, 'ACTIVE')))
    valueOf(await port((p) => p.empty(cartId)))
    const restored = valueOf(await cart())
    expect(restored.cartId).toBe(cartId)
    expect(restored.cartItems).toEqual([])
    // The line removed above is gone: removing it again is a 404.
    expect(failureOf(await port((p) => p.removeItem(cartId, second!)))).toMatchObject({
      failure: { kind: 'http', status: 404 },
    })
  })

  it('prices each article at the bracket its quantity over the order’s deliveries sets, with no option to ask otherwise (issue 26)', async () => {
    const { cartId } = valueOf(await cart())
    valueOf(await buyer.run(Effect.flatMap(CartPort, (p) => p.empty(cartId))))
    // 1000006 is cheaper by 10: five at home and five by express reach that bracket together.
    valueOf(await buyer.run(addToCart(cartId, 'DBI', [{ articleNumber: '1000006', quantity: 5 }])))
    valueOf(await buyer.run(addToCart(cartId, 'EXH', [{ articleNumber: '1000006', quantity: 5 }])))
    const lines = valueOf(await cart()).cartItems
    const priced = async (quantity: number) => {
      const [variant] = valueOf(
        await buyer.run(
          Effect.flatMap(CommerceGraphPort, (graph) =>
            graph.getVariants({
              articleNumbers: ['1000006'],
              completeOrderPrice: true,
              stockInput: { articles: [{ articleNumber: '1000006', quantity }] },
            }),
          ),
        ),
      )
      return variant!.price!.netPrice
    }
    expect(await priced(10)).toBeLessThan(await priced(5))
    expect(lines.map((line) => [line.deliveryId, line.price?.netPrice])).toEqual([
      ['DBI', await priced(10)],
      ['EXH', await priced(10)],
    ])
    valueOf(await buyer.run(Effect.flatMap(CartPort, (p) => p.empty(cartId))))
  })
})
