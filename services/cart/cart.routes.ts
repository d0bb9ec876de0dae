/**
 * The cart base (shop-core §7 Cart, REST). The cart itself, priced and stocked, is read through the
 * commerce graph (getCart); these paths change it. Every path needs a caller who owns the cart.
 */
import { Schema } from 'effect'
import type { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import {
  bracketQuantities,
  deliveryName,
  fromMinorUnits,
  hasAtMostDecimals,
  permissionDeniesIn,
  stockholmDay,
} from '@proffsbutik/core/domain'
import { customerPrices } from '../catalogue/prices'
import { variantsOf } from '../catalogue/variants'
import { requestShop } from '../mail/messages'
import { lineAmount, moneyNumber, orderTotals, unitPrice } from '../order/order-money'
import { requireCaller, type CallerEnv } from '../platform/caller'
import { decodeBody, decodeOr400, IntFromString } from '../platform/decode'
import type { ServiceDeps } from '../platform/deps'
import { Id, IsoDay } from '../platform/schemas'
import { badRequest, ServiceError } from '../platform/service-error'
import { serviceApp } from '../platform/service-app'
import { includeInOrder, setCartStatus, setRequestedDay, transferCart } from './cart-deliveries'
import { readCartSheet, writeCartSheet } from './cart-sheet'
import {
  addLines,
  changeCart,
  changeLines,
  isDeliveryId,
  MAX_CART_LINES,
  quantityText,
  readCart,
  removeLines,
} from './carts'
import { assertDeliveryMethodsAllowed } from './delivery-denies'
import { checkout } from './checkout'

const Text = (max: number) => Schema.String.check(Schema.isMaxLength(max))
/** Any short text: an article number the catalogue does not know is refused per item, not the batch. */
const ArticleNumber = Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(40))
const DeliveryId = Schema.String.check(
  Schema.makeFilter((text: string) => isDeliveryId(text) || 'One of DBI, EXH, XXX, EXB, 24-12, VIRTUAL'),
)
const Quantity = Schema.Number.check(
  Schema.isFinite(),
  Schema.isGreaterThan(0),
  Schema.isLessThanOrEqualTo(1_000_000),
)
const ItemIds = Schema.Array(Id).check(Schema.isMinLength(1), Schema.isMaxLength(MAX_CART_LINES))

const NewItem = Schema.Struct({
  articleNumber: ArticleNumber,
  quantity: Quantity,
  deliveryId: DeliveryId,
  label: Schema.optionalKey(Text(100)),
})
const AddRequest = Schema.Struct({
  items: Schema.Array(NewItem).check(Schema.isMinLength(1), Schema.isMaxLength(500)),
})
const ItemChange = Schema.Struct({
  quantity: Schema.optionalKey(Quantity),
  deliveryId: Schema.optionalKey(DeliveryId),
  label: Schema.optionalKey(Schema.NullOr(Text(100))),
})
const BatchUpdate = Schema.Struct({
  items: Schema.Array(Schema.Struct({ cartItemId: Id, ...ItemChange.fields })).check(
    Schema.isMinLength(1),
    Schema.isMaxLength(MAX_CART_LINES),
  ),
})
const ItemIdsRequest = Schema.Struct({ cartItemIds: ItemIds })
const DayRequest = Schema.Struct({ requestedDeliveryDate: Schema.NullOr(IsoDay) })
const IncludeRequest = Schema.Struct({ isIncludedInOrder: Schema.Boolean })
const StatusRequest = Schema.Struct({ status: Schema.Literals(['ACTIVE', 'DELETED']) })
const Address = Schema.Struct({
  name: Schema.optionalKey(Text(100)),
  recipientName: Schema.optionalKey(Text(100)),
  address1: Text(100).check(Schema.isMinLength(1)),
  address2: Schema.optionalKey(Text(100)),
  address3: Schema.optionalKey(Text(100)),
  postalCode: Schema.String.check(Schema.isPattern(/^\d{3} ?\d{2}$/)),
  postalAddress: Text(60).check(Schema.isMinLength(1)),
  countryCode: Schema.optionalKey(Schema.Literals(['SE', 'AX'])),
  phone: Schema.optionalKey(Text(30)),
})
const CheckoutRequest = Schema.Struct({
  orderDetails: Schema.Record(
    Schema.String,
    Schema.Struct({
      storeId: Schema.optionalKey(Id),
      warehouseId: Schema.optionalKey(Id),
      addressId: Schema.optionalKey(Id),
      deliveryAddress: Schema.optionalKey(Address),
      reference: Schema.optionalKey(Text(35)),
      message: Schema.optionalKey(Text(500)),
      contactName: Schema.optionalKey(Text(100)),
      contactPhone: Schema.optionalKey(Text(30)),
    }),
  ).check(
    Schema.makeFilter((details) => {
      const unknown = Object.keys(details).filter((key) => !isDeliveryId(key))
      return unknown.length === 0 || `Not deliveries: ${unknown.join(', ')}`
    }),
  ),
  sendOrderReceipt: Schema.optionalKey(Schema.Boolean),
})
const UploadForm = Schema.Struct({
  deliveryId: DeliveryId,
  label: Schema.optionalKey(Text(100)),
  /** A quantity with more decimals is not taken (a punch-out buyer's: OCI carries 3). */
  maxDecimals: Schema.optionalKey(IntFromString.check(Schema.isBetween({ minimum: 0, maximum: 10 }))),
})

/** The largest upload: a spreadsheet of the row limit fits with room to spare. */
const MAX_UPLOAD_BYTES = 5 * 1024 * 1024

/** The cart base. */
export function cartRoutes(deps: ServiceDeps): Hono<CallerEnv> {
  const app = serviceApp<CallerEnv>()
  app.use('*', requireCaller(deps))

  /** The lines with these ids as answered. */
  const linesView = async (cartId: string, ids: readonly string[]) => {
    if (ids.length === 0) return []
    const rows = await deps.db
      .selectFrom('cartItems')
      .selectAll()
      .where('cartId', '=', cartId)
      .where('id', 'in', [...ids])
      .orderBy('position')
      .execute()
    return rows.map((row) => ({
      cartId,
      cartItemId: row.id,
      articleNumber: row.articleNumber,
      quantity: Number(row.quantity),
      deliveryId: row.deliveryId,
      label: row.label,
    }))
  }

  app.post('/v2/cart/:cartId/variants/batch/add', async (c) => {
    const cartId = decodeOr400(Id, c.req.param('cartId'))
    const { items } = await decodeBody(c, AddRequest)
    const caller = c.get('caller')
    const result = await changeCart(deps.db, caller, cartId, (trx, cart) => {
      assertDeliveryMethodsAllowed(
        caller,
        cart,
        items.map((item) => item.deliveryId),
      )
      return addLines(
        trx,
        cartId,
        items.map((item) => ({ ...item, id: item.articleNumber })),
      )
    })
    return c.json({ cartItems: await linesView(cartId, result.cartItemIds), errors: result.errors })
  })

  app.put('/v2/cart/:cartId/variants/batch/update', async (c) => {
    const cartId = decodeOr400(Id, c.req.param('cartId'))
    const { items } = await decodeBody(c, BatchUpdate)
    const caller = c.get('caller')
    await changeCart(deps.db, caller, cartId, (trx, cart) => {
      assertDeliveryMethodsAllowed(
        caller,
        cart,
        items.map((item) => item.deliveryId),
      )
      return changeLines(trx, cartId, items)
    })
    const lines = await deps.db.selectFrom('cartItems').select('id').where('cartId', '=', cartId).execute()
    return c.json({
      cartItems: await linesView(
        cartId,
        lines.map((line) => line.id),
      ),
    })
  })

  app.put('/v2/cart/:cartId/variants/batch/delete', async (c) => {
    const cartId = decodeOr400(Id, c.req.param('cartId'))
    const { cartItemIds } = await decodeBody(c, ItemIdsRequest)
    await changeCart(deps.db, c.get('caller'), cartId, (trx) => removeLines(trx, cartId, cartItemIds))
    return c.body(null, 204)
  })

  app.put('/v2/cart/:cartId/variants/:itemId', async (c) => {
    const cartId = decodeOr400(Id, c.req.param('cartId'))
    const cartItemId = decodeOr400(Id, c.req.param('itemId'))
    const change = await decodeBody(c, ItemChange)
    const caller = c.get('caller')
    await changeCart(deps.db, caller, cartId, (trx, cart) => {
      assertDeliveryMethodsAllowed(caller, cart, [change.deliveryId])
      return changeLines(trx, cartId, [{ cartItemId, ...change }])
    })
    const [line] = await linesView(cartId, [cartItemId])
    // A line moved onto a delivery that had its article merged into that line.
    return line ? c.json(line) : c.body(null, 204)
  })

  app.delete('/v2/cart/:cartId/variants/:itemId', async (c) => {
    const cartId = decodeOr400(Id, c.req.param('cartId'))
    const cartItemId = decodeOr400(Id, c.req.param('itemId'))
    await changeCart(deps.db, c.get('caller'), cartId, (trx) => removeLines(trx, cartId, [cartItemId]))
    return c.body(null, 204)
  })

  app.delete('/v2/cart/:cartId/variants', async (c) => {
    const cartId = decodeOr400(Id, c.req.param('cartId'))
    await changeCart(deps.db, c.get('caller'), cartId, (trx) => removeLines(trx, cartId, 'all'))
    return c.body(null, 204)
  })

  app.post(
    '/v2/cart/:cartId/upload',
    bodyLimit({
      maxSize: MAX_UPLOAD_BYTES,
      onError: () => {
        throw new ServiceError(
          413,
          'file_too_large',
          `An upload may be at most ${MAX_UPLOAD_BYTES / 1024 / 1024} MB`,
        )
      },
    }),
    async (c) => {
      const cartId = decodeOr400(Id, c.req.param('cartId'))
      let form: Record<string, string | File | (string | File)[]>
      try {
        form = await c.req.parseBody({ all: true })
      } catch {
        throw badRequest([{ field: '', message: 'The body is not multipart/form-data' }])
      }
      const file = form['file']
      if (!(file instanceof File))
        throw badRequest([{ field: 'file', message: 'Attach one spreadsheet as "file"' }])
      const { deliveryId, label, maxDecimals } = decodeOr400(UploadForm, {
        deliveryId: form['deliveryId'],
        ...(typeof form['label'] === 'string' && form['label'] !== '' ? { label: form['label'] } : {}),
        ...(typeof form['maxDecimals'] === 'string' ? { maxDecimals: form['maxDecimals'] } : {}),
      })
      await readCart(deps.db, c.get('caller'), cartId)
      const rows = await readCartSheet(new Uint8Array(await file.arrayBuffer()))
      const byEan = await eanArticles(
        deps,
        rows.map((row) => row.article),
      )
      const rowErrors: { id: string; row: number; articleNumber: string; code: string; message: string }[] =
        []
      const usable = rows.flatMap((row) => {
        const articleNumber = byEan.get(row.article) ?? row.article
        if (row.article === '') {
          rowErrors.push({
            id: String(row.row),
            row: row.row,
            articleNumber,
            code: 'missing_article',
            message: 'Artikelnummer saknas',
          })
          return []
        }
        if (typeof row.quantity !== 'number') {
          rowErrors.push({
            id: String(row.row),
            row: row.row,
            articleNumber,
            code: 'bad_quantity',
            message: row.quantity === '' ? 'Antal saknas' : `Antalet "${row.quantity}" är inget tal`,
          })
          return []
        }
        if (maxDecimals !== undefined && !hasAtMostDecimals(row.quantity, maxDecimals)) {
          rowErrors.push({
            id: String(row.row),
            row: row.row,
            articleNumber,
            code: 'too_many_decimals',
            message: `Antalet ${quantityText(row.quantity)} har fler än ${maxDecimals} decimaler`,
          })
          return []
        }
        return [
          {
            id: String(row.row),
            articleNumber,
            quantity: row.quantity,
            deliveryId,
            label: row.label ?? label,
          },
        ]
      })
      const caller = c.get('caller')
      const result = await changeCart(deps.db, caller, cartId, (trx, cart) => {
        assertDeliveryMethodsAllowed(caller, cart, [deliveryId])
        return addLines(trx, cartId, usable)
      })
      const errors = [
        ...rowErrors,
        ...result.errors.map((error) => ({ ...error, row: Number(error.id) })),
      ].sort((a, b) => a.row - b.row)
      return c.json({
        addedCount: usable.length - result.errors.length,
        cartItems: await linesView(cartId, result.cartItemIds),
        errors,
      })
    },
  )

  app.post('/v2/cart/:cartId/export', async (c) => {
    const cartId = decodeOr400(Id, c.req.param('cartId'))
    const { cartItemIds } = await decodeBody(c, ItemIdsRequest)
    const cart = await readCart(deps.db, c.get('caller'), cartId)
    const rows = await deps.db
      .selectFrom('cartItems')
      .selectAll()
      .where('cartId', '=', cartId)
      .where('id', 'in', [...cartItemIds])
      .orderBy('position')
      .execute()
    const missing = cartItemIds.filter((id) => !rows.some((row) => row.id === id))
    if (missing.length > 0)
      throw new ServiceError(404, 'not_found', `Cart items not found: ${missing.join(', ')}`)
    const denies = permissionDeniesIn(
      c.get('caller').permissions,
      cart.customerId,
      cart.projectId ?? undefined,
    )
    const withPrices = !denies.includes('EJ_SE_PRISER')
    // Every line priced as the cart prices it: each article at the quantity that sets its bracket,
    // over the whole cart, not only the lines exported (core/domain/pricing `bracketQuantities`).
    const [allItems, deliveries] = await Promise.all([
      deps.db
        .selectFrom('cartItems')
        .select(['articleNumber', 'quantity', 'deliveryId'])
        .where('cartId', '=', cartId)
        .execute(),
      deps.db
        .selectFrom('cartDeliveries')
        .select(['deliveryId', 'includedInOrder'])
        .where('cartId', '=', cartId)
        .execute(),
    ])
    const leftOut = new Set(deliveries.filter((d) => !d.includedInOrder).map((d) => d.deliveryId))
    const quantities = bracketQuantities(allItems, (deliveryId) => !leftOut.has(deliveryId))
    const articles = [...new Set(rows.map((row) => row.articleNumber))]
    const [variants, prices] = await Promise.all([
      variantsOf(deps.db, articles),
      customerPrices(
        deps.db,
        cart.customerId,
        articles.map((articleNumber) => ({ articleNumber, quantity: quantities.get(articleNumber) })),
        stockholmDay(deps.now()),
        { prices: withPrices, discounts: !denies.includes('EJ_SE_RABATTER') },
      ),
    ])
    const variantOf = new Map(variants.map((v) => [v.articleNumber, v]))
    const priced = rows.map((row) => {
      const price = prices.get(row.articleNumber) ?? null
      const usable = price !== null && !price.askForPrice
      return {
        row,
        onRequest: price?.askForPrice === true,
        line: {
          netPrice: usable ? price.netPrice : null,
          alloyingPrice: usable ? price.alloyingPrice : null,
          salesPriceUnit: price?.salesPriceUnit ?? 1,
          quantity: row.quantity,
        },
      }
    })
    const file = await writeCartSheet(
      priced.map(({ row, line, onRequest }) => {
        const variant = variantOf.get(row.articleNumber)
        const unit = unitPrice(line)
        const amount = lineAmount(line)
        return {
          articleNumber: row.articleNumber,
          name: variant?.name ?? '',
          ean: variant?.ean ?? '',
          quantity: Number(row.quantity),
          unit: variant?.webSalesUnit.unit ?? '',
          deliveryName: deliveryName(row.deliveryId),
          label: row.label,
          unitPrice:
            unit === null
              ? null
              : moneyNumber(fromMinorUnits(Math.round(unit / Math.max(1, line.salesPriceUnit)))),
          amount: amount === null ? null : moneyNumber(amount),
          onRequest,
        }
      }),
      withPrices ? { total: moneyNumber(orderTotals(priced.map((p) => p.line)).net) } : null,
    )
    return c.body(file.slice().buffer, 200, {
      'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'content-disposition': `attachment; filename="varukorg-${stockholmDay(deps.now())}.xlsx"`,
    })
  })

  app.post('/v2/cart/:cartId/checkout', async (c) => {
    const cartId = decodeOr400(Id, c.req.param('cartId'))
    const request = await decodeBody(c, CheckoutRequest)
    return c.json(
      await checkout(
        deps.db,
        { mailer: deps.mailer, shop: requestShop(c, deps.config) },
        c.get('caller'),
        cartId,
        request,
        deps.now(),
      ),
    )
  })

  app.put('/v2/cart/:cartId/delivery/:deliveryId/includeInOrder', async (c) => {
    const cartId = decodeOr400(Id, c.req.param('cartId'))
    const deliveryId = decodeOr400(DeliveryId, c.req.param('deliveryId'))
    const { isIncludedInOrder } = await decodeBody(c, IncludeRequest)
    await includeInOrder(deps.db, c.get('caller'), cartId, deliveryId, isIncludedInOrder)
    return c.body(null, 204)
  })

  app.put('/v2/cart/:cartId/delivery/:deliveryId', async (c) => {
    const cartId = decodeOr400(Id, c.req.param('cartId'))
    const deliveryId = decodeOr400(DeliveryId, c.req.param('deliveryId'))
    const { requestedDeliveryDate } = await decodeBody(c, DayRequest)
    await setRequestedDay(deps.db, c.get('caller'), cartId, deliveryId, requestedDeliveryDate, deps.now())
    return c.body(null, 204)
  })

  app.put('/v2/cart/:cartId/delivery', async (c) => {
    const cartId = decodeOr400(Id, c.req.param('cartId'))
    const { requestedDeliveryDate } = await decodeBody(c, DayRequest)
    await setRequestedDay(deps.db, c.get('caller'), cartId, undefined, requestedDeliveryDate, deps.now())
    return c.body(null, 204)
  })

  app.put('/v2/cart/:destinationId/transfer/:sourceId', async (c) => {
    const destinationId = decodeOr400(Id, c.req.param('destinationId'))
    const sourceId = decodeOr400(Id, c.req.param('sourceId'))
    return c.json(await transferCart(deps.db, c.get('caller'), destinationId, sourceId))
  })

  app.put('/v2/cart/:cartId/status', async (c) => {
    const cartId = decodeOr400(Id, c.req.param('cartId'))
    const { status } = await decodeBody(c, StatusRequest)
    await setCartStatus(deps.db, c.get('caller'), cartId, status)
    return c.body(null, 204)
  })

  app.delete('/v2/cart/:cartId', async (c) => {
    const cartId = decodeOr400(Id, c.req.param('cartId'))
    await setCartStatus(deps.db, c.get('caller'), cartId, 'DELETED')
    return c.body(null, 204)
  })

  return app
}

/** The article numbers of the EANs among uploaded article cells (a buyer's sheet may hold either). */
async function eanArticles(deps: ServiceDeps, cells: readonly string[]): Promise<Map<string, string>> {
  const eans = [...new Set(cells.filter((cell) => /^\d{8,14}$/.test(cell)))]
  if (eans.length === 0) return new Map()
  const rows = await deps.db
    .selectFrom('variants')
    .select(['ean', 'articleNumber'])
    .where('ean', 'in', eans)
    .execute()
  return new Map(rows.map((row) => [row.ean, row.articleNumber]))
}
