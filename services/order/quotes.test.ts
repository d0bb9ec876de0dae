/** Quotes of the order base through real HTTP on loopback: made from the cart as the graph prices it. */
import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { json, ordinaryArticle, seededArticle } from '../testing/answers'
import { startHarness, type Harness } from '../testing/harness'

const NOW = new Date('2026-11-24T23:30:00Z') // already Wednesday the 25th in Stockholm
let harness: Harness
let dir: string
beforeAll(async () => {
  harness = await startHarness(() => NOW)
  dir = mkdtempSync(join(tmpdir(), 'proffsbutik-quotes-'))
  // Lisa may no longer make quotes: her token, made after this, carries the deny.
  await harness.db
    .updateTable('userPermissions')
    .set({ permissionDenies: ['EJ_ALLA_LEVERANSSATT', 'EJ_SKAPA_OFFERT'] })
    .where('userId', '=', 'U1006')
    .execute()
}, 60_000)
afterAll(async () => {
  await harness.stop()
  rmSync(dir, { recursive: true, force: true })
})

const poppler = (() => {
  try {
    execFileSync('pdftotext', ['-v'], { stdio: 'ignore' })
    return true
  } catch {
    return false
  }
})()

interface GraphLine {
  articleNumber: string
  quantity: number
  deliveryId: string
  price: { netPrice: number; alloyingPrice: number | null; salesPriceUnit: number } | null
}
interface Quote {
  quoteId: string
  quoteNumber: string
  customerId: string
  recipientName: string
  reference: string | null
  markupPercent: number
  validityDays: number
  quoteDate: string
  validUntil: string
  lines: {
    lineNumber: number
    articleNumber: string
    quantity: number
    deliveryId: string
    quotedPrice: number | null
    amount: number | null
  }[]
  totals: { net: number; vat: number; gross: number }
}

async function cartOf(user: string): Promise<{ cartId: string; cartItems: GraphLine[] }> {
  const body = await json<{ data: { getCart: { cartId: string; cartItems: GraphLine[] } } }>(
    await harness.call(user, 'POST', '/services/product/graphql', {
      query: `{ getCart(stockInput: {}, completeOrderPrice: true) { cartId
        cartItems { articleNumber quantity deliveryId price { netPrice alloyingPrice salesPriceUnit } } } }`,
    }),
  )
  return body.data.getCart
}

const quote = (user: string | null, body: Record<string, unknown>) =>
  harness.call(user, 'POST', '/services/order/quotes', body)

/** Öre, exactly: the graph's decimal prices as whole 1/10,000 SEK. */
const units = (sek: number) => Math.round(sek * 10_000)
/** Half away from zero, in integers. */
const divide = (n: number, d: number) => Math.sign(n) * Math.floor((Math.abs(n) * 2 + d) / (2 * d))

let cartId: string
let articles: string[]
beforeAll(async () => {
  articles = await Promise.all([0, 1, 2].map((n) => seededArticle(harness.db, ordinaryArticle, n + 10)))
  cartId = (await cartOf('anna.berg')).cartId
  const add = await harness.call('anna.berg', 'POST', `/services/cart/v2/cart/${cartId}/variants/batch/add`, {
    items: [
      { articleNumber: articles[0], quantity: 3, deliveryId: 'DBI' },
      { articleNumber: articles[1], quantity: 7, deliveryId: 'DBI' },
      { articleNumber: articles[2], quantity: 2, deliveryId: 'XXX' },
    ],
  })
  expect(add.status).toBe(200)
})

describe('making a quote', () => {
  it('prices the lines as the cart does, raised by the markup, with 25 % VAT and a validity from today', async () => {
    const cart = await cartOf('anna.berg')
    const made = await json<Quote>(
      await quote('anna.berg', {
        cartId,
        recipientName: 'Brf Solgården',
        reference: 'Stambyte hus B',
        markupPercent: 12.5,
        validityDays: 30,
        message: 'Montering ingår ej.',
        brand: 'konr',
      }),
      201,
    )
    expect(made).toMatchObject({
      quoteNumber: expect.stringMatching(/^\d{7}$/),
      customerId: 'C100',
      recipientName: 'Brf Solgården',
      markupPercent: 12.5,
      quoteDate: '2026-11-25',
      validUntil: '2026-12-25',
    })
    expect(made.lines.map((l) => [l.articleNumber, l.quantity, l.deliveryId])).toEqual(
      cart.cartItems.map((l) => [l.articleNumber, l.quantity, l.deliveryId]),
    )
    let net = 0
    made.lines.forEach((line, index) => {
      const price = cart.cartItems[index]!.price!
      const cost = units(price.netPrice) + units(price.alloyingPrice ?? 0)
      // The markup adds no decimals: a price in whole öre stays in whole öre.
      const step = cost % 100 === 0 ? 100 : cost % 10 === 0 ? 10 : 1
      const quoted = divide(cost * 1125, 1000 * step) * step
      expect(units(line.quotedPrice!)).toBe(quoted)
      const amount = divide(quoted * line.quantity, 100) * 100
      expect(units(line.amount!)).toBe(amount)
      net += amount
    })
    const vat = divide(net * 25, 10_000) * 100
    expect(made.totals).toEqual({
      net: net / 10_000,
      vatPercentage: 25,
      vat: vat / 10_000,
      gross: (net + vat) / 10_000,
    })
    const again = await json<Quote>(
      await harness.call('anna.berg', 'GET', `/services/order/quotes/${made.quoteId}`),
    )
    expect(again).toEqual(made)
  })

  it('takes only the deliveries chosen, and numbers each quote', async () => {
    const first = await json<Quote>(
      await quote('anna.berg', { cartId, recipientName: 'A', markupPercent: 0, validityDays: 1 }),
      201,
    )
    const express = await json<Quote>(
      await quote('anna.berg', {
        cartId,
        recipientName: 'B',
        markupPercent: 0,
        validityDays: 90,
        deliveryIds: ['XXX'],
      }),
      201,
    )
    expect(express.lines.map((l) => [l.lineNumber, l.articleNumber])).toEqual([[1, articles[2]]])
    expect(Number(express.quoteNumber)).toBe(Number(first.quoteNumber) + 1)
    expect(first.validUntil).toBe('2026-11-26')
    const row = await harness.db
      .selectFrom('quotes')
      .select(['markupTenths', 'userId'])
      .where('id', '=', express.quoteId)
      .executeTakeFirstOrThrow()
    expect(row).toEqual({ markupTenths: 0, userId: 'U1001' })
  })

  it('refuses bad fields, deliveries not in the cart and an empty choice', async () => {
    const base = { cartId, recipientName: 'Brf', markupPercent: 10, validityDays: 30 }
    for (const bad of [
      { markupPercent: 12.55 },
      { markupPercent: 100.5 },
      { markupPercent: -1 },
      { validityDays: 0 },
      { validityDays: 91 },
      { validityDays: 7.5 },
      { recipientName: '   ' },
      { message: 'x'.repeat(501) },
      { reference: 'r'.repeat(51) },
      { deliveryIds: ['EXB'] },
    ]) {
      const response = await quote('anna.berg', { ...base, ...bad })
      expect(response.status, JSON.stringify(bad)).toBe(400)
    }
    const other = await cartOf('bertil.holm')
    expect((await quote('bertil.holm', { ...base, cartId: other.cartId })).status).toBe(409)
  })

  it('keeps quotes to whoever made them and to those allowed quotes and prices', async () => {
    const made = await json<Quote>(
      await quote('anna.berg', { cartId, recipientName: 'C', markupPercent: 5, validityDays: 10 }),
      201,
    )
    const base = { recipientName: 'Brf', markupPercent: 10, validityDays: 30 }
    expect((await quote('bertil.holm', { ...base, cartId })).status).toBe(403)
    expect((await harness.call('bertil.holm', 'GET', `/services/order/quotes/${made.quoteId}`)).status).toBe(
      403,
    )
    expect((await harness.call('anna.berg', 'GET', '/services/order/quotes/no-such-quote')).status).toBe(404)
    expect((await quote(null, { ...base, cartId })).status).toBe(401)

    const lisa = await cartOf('lisa.nord')
    const denied = await quote('lisa.nord', { ...base, cartId: lisa.cartId })
    expect(denied.status).toBe(403)
    expect(await denied.text()).toContain('quotes is denied')

    const nils = await cartOf('nils.ohlsson')
    const noPrices = await quote('nils.ohlsson', { ...base, cartId: nils.cartId })
    expect(noPrices.status).toBe(403)
    expect(await noPrices.json()).toMatchObject({ error: { code: 'prices_denied' } })
  })
})

describe('the quote as a PDF', () => {
  it('is a PDF named by its number, in the brand chosen', async () => {
    const made = await json<Quote>(
      await quote('anna.berg', {
        cartId,
        recipientName: 'Brf Solgården',
        reference: 'Hus B',
        markupPercent: 20,
        validityDays: 14,
        message: 'Gäller vid beställning av hela offerten.',
        brand: 'kasp',
      }),
      201,
    )
    const response = await harness.call('anna.berg', 'GET', `/services/order/quotes/${made.quoteId}/document`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/pdf')
    expect(response.headers.get('content-disposition')).toContain(`offert-${made.quoteNumber}.pdf`)
    const bytes = Buffer.from(await response.arrayBuffer())
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-')
    if (!poppler) return
    const file = join(dir, 'offert.pdf')
    writeFileSync(file, new Uint8Array(bytes))
    const text = execFileSync('pdftotext', ['-layout', file, '-']).toString()
    const sek = (amount: number) =>
      `${new Intl.NumberFormat('sv-SE', { minimumFractionDigits: 2, maximumFractionDigits: 4 })
        .format(amount)
        .replace(/[\u00a0\u202f]/g, ' ')
        .replace('\u2212', '-')} kr`
    for (const expected of [
      'Offert',
      made.quoteNumber,
      'Brf Solgården',
      'Er referens: Hus B',
      'Rörbolaget i Lund AB',
      'Anna Berg',
      'Giltig till och med',
      '2026-12-09',
      'Gäller vid beställning av hela offerten.',
      `Summa exkl. moms`,
      sek(made.totals.net),
      sek(made.totals.vat),
      sek(made.totals.gross),
      ...made.lines.flatMap((line) => [line.articleNumber, sek(line.quotedPrice!), sek(line.amount!)]),
    ])
      expect(text).toContain(expected)
  })
})
