/** Checkout through real HTTP: one order per delivery, each validated on its own, never ordered twice. */
import { sql } from 'kysely'
import { unitLabel } from '@proffsbutik/core/domain'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { json, ordinaryArticle, seededArticle } from '../testing/answers'
import { startHarness, type Harness } from '../testing/harness'

let clock = new Date('2026-11-24T09:00:00Z') // a Tuesday
let harness: Harness
beforeAll(async () => {
  harness = await startHarness(() => clock)
}, 60_000)
afterAll(() => harness.stop())

interface CheckoutOrder {
  tempOrderId: string
  deliveryId: string
  success: boolean
  orderId: string | null
  orderNumber: string | null
  orderItems: { articleNumber: string; quantity: number; price: { netPrice: number } | null }[]
  orderDetails: { warehouseId: string | null; storeId: string | null }
  errors: { code: string; articleNumber?: string }[]
}
interface CheckoutAnswer {
  cartId: string
  orders: CheckoutOrder[]
}

async function cartOf(
  user: string,
): Promise<{ cartId: string; cartItems: { articleNumber: string; deliveryId: string }[] }> {
  const body = await json<{
    data: { getCart: { cartId: string; cartItems: { articleNumber: string; deliveryId: string }[] } }
  }>(
    await harness.call(user, 'POST', '/services/product/graphql', {
      query: '{ getCart(stockInput: {}) { cartId cartItems { articleNumber deliveryId } } }',
    }),
  )
  return body.data.getCart
}

const article = (where: Parameters<typeof seededArticle>[1], offset = 0) =>
  seededArticle(harness.db, where, offset)

const ordinary = ordinaryArticle
let a1: string, a2: string, store: string
const add = async (user: string, cartId: string, items: unknown[]) =>
  json(await harness.call(user, 'POST', `/services/cart/v2/cart/${cartId}/variants/batch/add`, { items }))
const checkout = (user: string, cartId: string, body: unknown) =>
  harness.call(user, 'POST', `/services/cart/v2/cart/${cartId}/checkout`, body)
const orderCount = async () =>
  Number(
    (
      await harness.db
        .selectFrom('orders')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  )

let cartId: string
beforeAll(async () => {
  a1 = await article(ordinary, 0)
  a2 = await article(ordinary, 1)
  store = (
    await harness.db
      .selectFrom('locations')
      .select('id')
      .where('kind', '=', 'store')
      .orderBy('id')
      .executeTakeFirstOrThrow()
  ).id
  cartId = (await cartOf('anna.berg')).cartId
})
beforeEach(async () => {
  clock = new Date('2026-11-24T09:00:00Z')
  await harness.call('anna.berg', 'DELETE', `/services/cart/v2/cart/${cartId}/variants`)
})

describe('checkout', () => {
  it('orders every delivery in the order: priced lines, the store or warehouse, a receipt, and an empty cart', async () => {
    await add('anna.berg', cartId, [
      { articleNumber: a1, quantity: 3, deliveryId: 'DBI', label: 'Kök' },
      { articleNumber: a2, quantity: 1, deliveryId: 'EXH' },
    ])
    await harness.call('anna.berg', 'PUT', `/services/cart/v2/cart/${cartId}/delivery/DBI`, {
      requestedDeliveryDate: '2026-11-26',
    })
    const before = await orderCount()
    const answer = await json<CheckoutAnswer>(
      await checkout('anna.berg', cartId, {
        orderDetails: {
          EXH: { storeId: store },
          DBI: { reference: 'Kv. Linden', message: 'Ring 30 min innan' },
        },
      }),
    )
    expect(answer.orders.map((o) => [o.deliveryId, o.success, o.orderDetails.warehouseId])).toEqual([
      ['DBI', true, '9000'],
      ['EXH', true, store],
    ])
    const [dbi] = answer.orders
    expect(dbi?.orderItems).toEqual([expect.objectContaining({ articleNumber: a1, quantity: 3 })])
    expect(dbi?.orderItems[0]?.price?.netPrice).toBeGreaterThan(0)
    expect(dbi?.tempOrderId).toMatch(/^T-/)
    expect(await orderCount()).toBe(before + 2)
    const order = await harness.db
      .selectFrom('orders')
      .selectAll()
      .where('id', '=', dbi!.orderId!)
      .executeTakeFirstOrThrow()
    expect(order).toMatchObject({
      customerId: 'C100',
      deliveryId: 'DBI',
      reference: 'Kv. Linden',
      requestedDeliveryDate: '2026-11-26',
      orderNumber: dbi?.orderNumber,
    })
    expect(Number(order.totalNet)).toBeGreaterThan(0)
    const address = await harness.db
      .selectFrom('orderAddresses')
      .selectAll()
      .where('orderId', '=', order.id)
      .executeTakeFirstOrThrow()
    expect(address.address1).toBeTruthy()
    const statuses = await harness.db
      .selectFrom('orderStatusEvents')
      .select('status')
      .where('orderId', '=', order.id)
      .execute()
    expect(statuses).toHaveLength(6)
    expect((await cartOf('anna.berg')).cartItems).toEqual([])
    const receipt = await harness.db
      .selectFrom('outbox')
      .selectAll()
      .where('subject', '=', `Orderbekräftelse ${dbi?.orderNumber}`)
      .executeTakeFirstOrThrow()
    expect(receipt.recipient).toBe('anna.berg@rorbolaget.se')
    // The line with its quantity in the unit the order line keeps, as the core labels it.
    const { unit } = await harness.db
      .selectFrom('orderLines')
      .select('unit')
      .where('orderId', '=', order.id)
      .executeTakeFirstOrThrow()
    expect(receipt.text).toContain(`  3 ${unitLabel(unit)} `)
    expect(receipt.text).toContain(`(art.nr ${a1})`)
    // Its link opens the order by the number the mail names.
    expect(receipt.text).toMatch(new RegExp(`^https?://\\S+/mina-sidor/ordrar/${dbi!.orderNumber}$`, 'm'))
  })

  it('orders what it can: a failed delivery is listed with its errors and stays in the cart', async () => {
    await add('anna.berg', cartId, [
      { articleNumber: a1, quantity: 1, deliveryId: 'DBI' },
      { articleNumber: a2, quantity: 1, deliveryId: 'EXH' },
    ])
    const answer = await json<CheckoutAnswer>(
      await checkout('anna.berg', cartId, { orderDetails: {}, sendOrderReceipt: false }),
    )
    expect(answer.orders.map((o) => [o.deliveryId, o.success, o.errors.map((e) => e.code)])).toEqual([
      ['DBI', true, []],
      ['EXH', false, ['store_missing']],
    ])
    expect((await cartOf('anna.berg')).cartItems).toEqual([{ articleNumber: a2, deliveryId: 'EXH' }])
  })

  it('leaves out deliveries taken out of the order, and refuses a checkout with nothing to order', async () => {
    await add('anna.berg', cartId, [{ articleNumber: a1, quantity: 1, deliveryId: 'DBI' }])
    await harness.call('anna.berg', 'PUT', `/services/cart/v2/cart/${cartId}/delivery/DBI/includeInOrder`, {
      isIncludedInOrder: false,
    })
    const response = await checkout('anna.berg', cartId, { orderDetails: {} })
    expect(response.status).toBe(409)
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('nothing_to_order')
  })

  it('answers a repeated checkout of an unchanged cart with the first answer, also five at once', async () => {
    await add('anna.berg', cartId, [{ articleNumber: a1, quantity: 2, deliveryId: 'DBI' }])
    const before = await orderCount()
    const body = { orderDetails: { DBI: { reference: 'Dubbelklick' } }, sendOrderReceipt: false }
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        checkout('anna.berg', cartId, body).then((r) => json<CheckoutAnswer>(r)),
      ),
    )
    for (const answer of answers) expect(answer).toEqual(answers[0])
    expect(answers[0]?.orders[0]?.success).toBe(true)
    expect(await orderCount()).toBe(before + 1)
    const later = await json<CheckoutAnswer>(await checkout('anna.berg', cartId, body))
    expect(later).toEqual(answers[0])
    expect(await orderCount()).toBe(before + 1)
  })

  it('validates each delivery: purchase constraints, discontinued articles, express store stock, the day, the address', async () => {
    const onlyStore = await article(
      sql`v.only_store and not v.discontinued and not v.must_be_in_stocked_at and v.unit = 'ST'`,
    )
    const gone = await article(
      sql`v.discontinued and v.unit = 'ST' and not exists (select 1 from stock s where s.article_number = v.article_number and s.quantity > 0)`,
    )
    await add('anna.berg', cartId, [
      { articleNumber: onlyStore, quantity: 1, deliveryId: 'DBI' },
      { articleNumber: gone, quantity: 1, deliveryId: 'DBI' },
      { articleNumber: a1, quantity: 100_000, deliveryId: 'EXB' },
      { articleNumber: a2, quantity: 1, deliveryId: 'XXX' },
      { articleNumber: a2, quantity: 1, deliveryId: 'EXH' },
    ])
    await harness.call('anna.berg', 'PUT', `/services/cart/v2/cart/${cartId}/delivery/EXH`, {
      requestedDeliveryDate: '2026-11-25',
    })
    clock = new Date('2026-11-25T09:00:00Z')
    harness.forget('anna.berg') // a day on, the access token has run out
    const answer = await json<CheckoutAnswer>(
      await checkout('anna.berg', cartId, {
        orderDetails: {
          EXB: { storeId: store },
          EXH: { storeId: store },
          XXX: { addressId: 'not-an-address' },
        },
        sendOrderReceipt: false,
      }),
    )
    const byDelivery = Object.fromEntries(
      answer.orders.map((o) => [o.deliveryId, o.errors.map((e) => [e.code, e.articleNumber])]),
    )
    expect(byDelivery).toEqual({
      DBI: [
        ['not_purchasable', onlyStore],
        ['not_purchasable', gone],
      ],
      EXB: [['insufficient_store_stock', a1]],
      XXX: [['address_missing', undefined]],
      EXH: [['invalid_delivery_date', undefined]],
    })
    expect(answer.orders.every((o) => !o.success)).toBe(true)
    expect((await cartOf('anna.berg')).cartItems).toHaveLength(5)
  })

  it("keeps to the customer's credit limit", async () => {
    const { creditLimit } = await harness.db
      .selectFrom('customers')
      .select('creditLimit')
      .where('id', '=', 'C100')
      .executeTakeFirstOrThrow()
    await harness.db
      .updateTable('customers')
      .set({ creditLimit: '100.0000' })
      .where('id', '=', 'C100')
      .execute()
    try {
      await add('anna.berg', cartId, [{ articleNumber: a1, quantity: 1000, deliveryId: 'DBI' }])
      const answer = await json<CheckoutAnswer>(await checkout('anna.berg', cartId, { orderDetails: {} }))
      expect(answer.orders[0]?.errors.map((e) => e.code)).toEqual(['credit_limit_exceeded'])
    } finally {
      await harness.db.updateTable('customers').set({ creditLimit }).where('id', '=', 'C100').execute()
    }
  })

  it('refuses everything to a user denied EJ_ORDER, and shows no prices to one denied EJ_SE_PRISER', async () => {
    const { cartId: own } = await cartOf('nils.ohlsson')
    await add('nils.ohlsson', own, [{ articleNumber: a1, quantity: 1, deliveryId: 'DBI' }])
    const answer = await json<CheckoutAnswer>(await checkout('nils.ohlsson', own, { orderDetails: {} }))
    expect(answer.orders.map((o) => [o.success, o.errors.map((e) => e.code)])).toEqual([
      [false, ['order_not_allowed']],
    ])
    expect(answer.orders[0]?.orderItems[0]?.price).toBeNull()
  })

  it('does not order a line put on a restricted method before EJ_ALLA_LEVERANSSATT was given', async () => {
    // Lisa is denied the restricted methods in Nordic VVS: lift it, put a line on express, give it back.
    const denies = (permissionDenies: string[]) =>
      harness.db
        .updateTable('userPermissions')
        .set({ permissionDenies })
        .where('userId', '=', 'U1006')
        .where('customerId', '=', 'C200')
        .execute()
    await denies(['EJ_SE_EKONOMISK_UPPFÖLJNING'])
    harness.forget('lisa.nord')
    const { cartId: own } = await cartOf('lisa.nord')
    await add('lisa.nord', own, [{ articleNumber: a1, quantity: 1, deliveryId: 'XXX' }])
    await denies(['EJ_ALLA_LEVERANSSATT', 'EJ_SE_EKONOMISK_UPPFÖLJNING'])
    harness.forget('lisa.nord')
    const before = await orderCount()
    const answer = await json<CheckoutAnswer>(
      await checkout('lisa.nord', own, { orderDetails: { XXX: { zipCode: '22100' } } }),
    )
    expect(answer.orders.map((o) => [o.deliveryId, o.success])).toEqual([['XXX', false]])
    expect(answer.orders[0]?.errors.map((e) => e.code)).toContain('delivery_method_denied')
    expect(await orderCount()).toBe(before)
  })

  it('refuses malformed requests whole', async () => {
    await add('anna.berg', cartId, [{ articleNumber: a1, quantity: 1, deliveryId: 'DBI' }])
    for (const body of [
      {},
      { orderDetails: { POST: {} } },
      {
        orderDetails: {
          DBI: { deliveryAddress: { address1: 'Gatan 1', postalCode: '123', postalAddress: 'Lund' } },
        },
      },
      { orderDetails: { DBI: { reference: 'x'.repeat(36) } } },
      { orderDetails: {}, sendOrderReceipt: 'yes' },
    ]) {
      expect((await checkout('anna.berg', cartId, body)).status, JSON.stringify(body)).toBe(400)
    }
    expect((await checkout('bertil.holm', cartId, { orderDetails: {} })).status).toBe(403)
    expect((await cartOf('anna.berg')).cartItems).toHaveLength(1)
  })
})
