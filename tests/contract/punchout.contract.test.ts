/**
 * Punch-out through the shop's app with the embedded services (docs/adr/0014): the entry by GET and
 * POST with names in any case, the mode and the browser's 'punchout-settings' every page is given,
 * the refusals (no HOOK_URL, a javascript: HOOK_URL, a wrong password, a user without punch-out),
 * the cookie for procurement iframes, and the hand-back RPCs on a real cart.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { customerPrices, DEMO_PASSWORD } from '@proffsbutik/services/testing'
import {
  fromMinorUnits,
  lineAmount,
  money,
  multiplyMoney,
  roundMoney,
  stockholmDay,
} from '@proffsbutik/core/domain'
import { startTestShop, type TestShop } from './test-shop'
import type { ShellSettings } from '../../ui/shell-settings'
import type { createApp } from '../../server/app'
import { shopBrowser } from '../../server/shop-browser.test-support'
import { openValues, sessionKeys } from '../../adapters/storage/session-cookie.storage'
import { testServerConfig } from '../../server/test-config.test-support'

const config = testServerConfig({ ociCompanyRules: { C400: { unitMap: { FRP: 'PAK' } } } })
const HOOK = 'https://srm.example.se/sap/bc/oci/receive?sap-client=100&sap-language=SV'

let shop: TestShop
let app: ReturnType<typeof createApp>
beforeAll(async () => {
  // The page shows what the server handed it: the settings every page gets.
  shop = await startTestShop(config, async (_request, _api, _assets, page) => Response.json(page.settings))
  app = shop.app
}, 120_000)
afterAll(() => shop.stop())

/** A browser: its session cookie, the cookies it was sent, requests that carry the cookie, and RPCs with its CSRF token. */
function browser(options: { readonly headers?: Record<string, string> } = {}) {
  const shop = shopBrowser(app, options)
  return Object.assign(shop, {
    async page(path = '/') {
      return (await (await shop.send(path)).json()) as ShellSettings
    },
  })
}

const query = (params: Record<string, string>) => new URLSearchParams(params).toString()

describe('punch-out entry', () => {
  it('by GET, names in any case: logs in, PUNCHOUT on every page, the query gone', async () => {
    const buyer = browser()
    const entry = await buyer.send(
      `/sortiment?${query({ hook_url: HOOK, UserName: 'inkop.oci', PassWord: DEMO_PASSWORD, '~target': '_parent', sender_id: 'inkop.oci@byggbolagetost.se', Oci_Version: '5.0', BOLAG: 'Öst' })}`,
    )
    expect(entry.status).toBe(302)
    expect(entry.headers.get('location')).toBe('/sortiment')
    expect(entry.headers.get('cache-control')).toBe('no-store')
    expect(buyer.setCookies.at(-1)).toContain('SameSite=Lax')
    const page = await buyer.page('/sortiment')
    expect(page.appMode).toBe('PUNCHOUT')
    // Only the keys of the spec, never the password.
    expect(page.punchout).toEqual({
      punchout: { callback_url: HOOK },
      HOOK_URL: HOOK,
      Bolag: 'Öst',
      email: 'inkop.oci@byggbolagetost.se',
      logonId: 'inkop.oci',
      oci: { target: '_parent', version: '5.0' },
      last_used: expect.any(Number),
    })
    expect(JSON.stringify(page)).not.toContain(DEMO_PASSWORD)
    expect((await buyer.rpc('session', {})).body).toMatchObject({ result: 1 })
  })

  it('by POST, url-encoded in ISO-8859-1: 303 to the same path, Latin-1 read right', async () => {
    const buyer = browser()
    // Bolag "Byggbolaget Öst" as a Latin-1 form: Ö is the byte D6.
    const body = `${query({ HOOK_URL: HOOK, USERNAME: 'inkop.oci', PASSWORD: DEMO_PASSWORD, '~OkCode': 'ADDI', http_content_charset: 'ISO-8859-1' })}&Bolag=Byggbolaget+%D6st`
    const entry = await buyer.send('/cart?from=srm', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body,
    })
    expect(entry.status).toBe(303)
    expect(entry.headers.get('location')).toBe('/cart')
    const page = await buyer.page('/cart')
    expect(page.appMode).toBe('PUNCHOUT')
    expect(page.punchout).toMatchObject({
      Bolag: 'Byggbolaget Öst',
      oci: { okCode: 'ADDI', charset: 'ISO-8859-1' },
    })
  })

  it('by POST as multipart, with the logonId and logonPassword aliases', async () => {
    const buyer = browser()
    const form = new FormData()
    form.set('HOOK_URL', HOOK)
    form.set('logonId', 'inkop.oci')
    form.set('logonPassword', DEMO_PASSWORD)
    const entry = await buyer.send('/', { method: 'POST', body: form })
    expect([entry.status, entry.headers.get('location')]).toEqual([303, '/'])
    expect((await buyer.page()).appMode).toBe('PUNCHOUT')
  })

  it('under https keeps the punch-out cookie SameSite=None; Secure (procurement iframes), a normal login Lax', async () => {
    const buyer = browser()
    await buyer.send(`/?${query({ HOOK_URL: HOOK, USERNAME: 'inkop.oci', PASSWORD: DEMO_PASSWORD })}`, {
      headers: { 'x-forwarded-proto': 'https' },
    })
    expect(buyer.setCookies.at(-1)).toMatch(/SameSite=None;.*Secure/)
    const other = browser({ headers: { 'x-forwarded-proto': 'https' } })
    expect((await other.rpc('login', { username: 'anna.berg', password: DEMO_PASSWORD })).status).toBe(200)
    expect(other.setCookies.at(-1)).toMatch(/SameSite=Lax;.*Secure/)
  })

  it.each([
    [{ USERNAME: 'inkop.oci', PASSWORD: DEMO_PASSWORD }, 'punchout_missing_callback_url'],
    [
      { HOOK_URL: 'javascript:alert(document.cookie)', USERNAME: 'inkop.oci', PASSWORD: DEMO_PASSWORD },
      'punchout_invalid_callback_url',
    ],
    [
      { HOOK_URL: 'ftp://srm.example.se/r', USERNAME: 'inkop.oci', PASSWORD: DEMO_PASSWORD },
      'punchout_invalid_callback_url',
    ],
    [{ HOOK_URL: HOOK, USERNAME: 'inkop.oci', PASSWORD: 'fel-lösenord' }, 'punchout_invalid_credentials'],
    [{ HOOK_URL: HOOK, USERNAME: 'anna.berg', PASSWORD: DEMO_PASSWORD }, 'punchout_forbidden'],
  ])('stays NORMAL and says why for %j', async (params, notice) => {
    const buyer = browser()
    const entry = await buyer.send(`/kampanjer?${query(params)}`)
    expect(entry.headers.get('location')).toBe(`/kampanjer?notice=${notice}`)
    const page = await buyer.page('/kampanjer')
    expect([page.appMode, page.punchout]).toEqual(['NORMAL', null])
    expect((await buyer.rpc('session', {})).body).toMatchObject({ result: 3 })
  })

  it('leaves other requests alone: a page without punch-out parameters, a POST that is no entry', async () => {
    const visitor = browser()
    expect((await visitor.send('/sortiment?q=kulventil&username=anna')).status).toBe(200)
    const post = await visitor.send('/', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'q=kulventil',
    })
    expect(post.status).toBe(404)
    // The page gave the visitor a CSRF token; no login was made.
    expect(visitor.setCookies).toHaveLength(1)
    expect(Object.keys(await openValues(visitor.cookie, sessionKeys(config.sessionSecret)))).toEqual(['csrf'])
  })

  it('ends with a login of the buyer’s own', async () => {
    const buyer = browser()
    await buyer.send(`/?${query({ HOOK_URL: HOOK, USERNAME: 'inkop.oci', PASSWORD: DEMO_PASSWORD })}`)
    expect((await buyer.page()).appMode).toBe('PUNCHOUT')
    await buyer.rpc('login', { username: 'inkop.oci', password: DEMO_PASSWORD })
    expect(await buyer.page()).toMatchObject({ appMode: 'NORMAL', punchout: null })
  })
})

describe('punch-out return', () => {
  it('builds the OCI form of the real cart with the configured rules, then deletes the cart', async () => {
    const buyer = browser()
    await buyer.send(
      `/?${query({ HOOK_URL: HOOK, USERNAME: 'inkop.oci', PASSWORD: DEMO_PASSWORD, '~OkCode': 'ADDI', '~TARGET': '_top', http_content_charset: 'iso-8859-1' })}`,
    )
    const added = await buyer.rpc('addToCart', {
      deliveryId: 'DBI',
      lines: [{ articleNumber: '1000003', quantity: 3, label: 'Hus Ö' }],
    })
    expect(added.status).toBe(200)
    const { total } = (await buyer.rpc('cart', {})).body as { total: number }
    const answer = await buyer.rpc('punchoutForm', {})
    expect(answer.status).toBe(200)
    expect(answer.body).toMatchObject({ handBack: 'ready' })
    const { cartId, cartItemIds, form } = answer.body as {
      cartId: string
      cartItemIds: string[]
      form: { action: string; target: string; charset: string; fields: [string, string][] }
    }
    expect(cartItemIds).toHaveLength(1)
    // Posted to HOOK_URL as given; its parameters come as fields too (OCI 4.0 §4.1).
    expect(form).toMatchObject({
      action: HOOK,
      target: '_top',
      charset: 'ISO-8859-1',
    })
    const fields = new Map(form.fields)
    expect(form.fields.slice(0, 3)).toEqual([
      ['sap-client', '100'],
      ['sap-language', 'SV'],
      ['~OkCode', 'ADDI'],
    ])
    // The variant stays within 40 characters; the whole name goes in the long text.
    expect(fields.get('NEW_ITEM-DESCRIPTION[1]')).toBe('Träskruv Fästa FÄ 330 A4 4,0x40')
    expect(fields.get('NEW_ITEM-LONGTEXT_1:132[]')).toBe('Träskruv Fästa FÄ 330 rostfritt stål A4 4,0x40')
    expect(fields.get('NEW_ITEM-VENDORMAT[1]')).toBe('1000003')
    expect(fields.get('NEW_ITEM-QUANTITY[1]')).toBe('3')
    // PUNCHOUT_COMPANY_RULES for C400, the customer inkop.oci acts for: FRP is sent as PAK.
    expect(fields.get('NEW_ITEM-UNIT[1]')).toBe('PAK')
    expect(fields.get('NEW_ITEM-CURRENCY[1]')).toBe('SEK')
    expect(fields.get('NEW_ITEM-CUST_FIELD5[1]')).toBe('Hus Ö')
    expect(fields.get('NEW_ITEM-PRICE[1]')).toMatch(/^\d+\.\d{2,3}$/)
    // PRICE is the unit price the cart charges: the hand-back adds up to the cart's total (issue 26).
    const handedBack = fromMinorUnits(
      multiplyMoney(money(fields.get('NEW_ITEM-PRICE[1]')!), 3) / Number(fields.get('NEW_ITEM-PRICEUNIT[1]')),
    )
    expect(roundMoney(handedBack, 2)).toBe(total)

    expect((await buyer.rpc('finishPunchout', { cartId, cartItemIds })).body).toEqual({ refreshCart: true })
    const after = (await buyer.rpc('cart', {})).body
    expect(after).toMatchObject({ lineCount: 0 })
    expect(after['cartId']).not.toBe(cartId)
  })

  it('hands nothing back while a line is priced on request, and says which (the cart first)', async () => {
    const buyer = browser()
    await buyer.send(`/?${query({ HOOK_URL: HOOK, USERNAME: 'inkop.oci', PASSWORD: DEMO_PASSWORD })}`)
    await buyer.rpc('emptyCart', {})
    const added = await buyer.rpc('addToCart', {
      deliveryId: 'DBI',
      lines: [
        { articleNumber: '1000003', quantity: 2 },
        { articleNumber: '1000405', quantity: 1 },
      ],
    })
    expect(added.status).toBe(200)
    // The cart page knows before the buyer leaves it.
    const cart = (await buyer.rpc('cart', {})).body as { handBackBlockers: unknown[] }
    expect(cart.handBackBlockers).toEqual([
      { cartItemId: expect.any(String), articleNumber: '1000405', reason: 'onRequest' },
    ])
    const answer = await buyer.rpc('punchoutForm', {})
    expect(answer).toMatchObject({
      status: 200,
      body: {
        handBack: 'refused',
        reason: 'price',
        lines: [
          {
            articleNumber: '1000405',
            name: 'Pressmaskin Stålkraft ST 560 18 V',
            deliveryId: 'DBI',
            deliveryName: 'Utkörning',
            reason: 'onRequest',
          },
        ],
      },
    })
    // No form, so no field of any line, and never a PRICE of 0.
    expect(JSON.stringify(answer.body)).not.toContain('NEW_ITEM')
    await buyer.rpc('emptyCart', {})
  })

  it('hands back the bracket price the cart charges for the article’s sum over the deliveries in the order', async () => {
    const db = shop.services.database.db
    const article = '1000003'
    const today = stockholmDay(new Date())
    const priced = async (quantity: number) =>
      (
        await customerPrices(db, 'C400', [{ articleNumber: article, quantity }], today, {
          prices: true,
          discounts: true,
        })
      ).get(article)!
    // A bracket from 5 at half the list price: 3 + 3 over two deliveries reach it, 3 alone does not.
    const { listPrice } = await db
      .selectFrom('variants')
      .select('listPrice')
      .where('articleNumber', '=', article)
      .executeTakeFirstOrThrow()
    await db.deleteFrom('priceBrackets').where('articleNumber', '=', article).execute()
    await db
      .insertInto('priceBrackets')
      .values({ articleNumber: article, minQuantity: 5, listPrice: (Number(listPrice) / 2).toFixed(4) })
      .execute()
    const atSix = await priced(6)
    expect(atSix.salesPrice).toBeLessThan((await priced(3)).salesPrice)
    const buyer = browser()
    await buyer.send(`/?${query({ HOOK_URL: HOOK, USERNAME: 'inkop.oci', PASSWORD: DEMO_PASSWORD })}`)
    await buyer.rpc('emptyCart', {})
    for (const deliveryId of ['DBI', 'EXH'])
      expect(
        (await buyer.rpc('addToCart', { deliveryId, lines: [{ articleNumber: article, quantity: 3 }] }))
          .status,
      ).toBe(200)
    const { total } = (await buyer.rpc('cart', {})).body as { total: number }
    const answer = await buyer.rpc('punchoutForm', {})
    expect(answer.status).toBe(200)
    const fields = new Map((answer.body as { form: { fields: [string, string][] } }).form.fields)
    expect([fields.get('NEW_ITEM-QUANTITY[1]'), fields.get('NEW_ITEM-QUANTITY[2]')]).toEqual(['3', '3'])
    // Both lines at the bracket of their sum, as the cart charges them, adding up to the cart's total.
    expect(money(fields.get('NEW_ITEM-PRICE[1]')!)).toBe(money(atSix.salesPrice))
    expect(money(fields.get('NEW_ITEM-PRICE[2]')!)).toBe(money(atSix.salesPrice))
    expect(2 * lineAmount(money(atSix.salesPrice), 3)).toBe(total)
    await db.deleteFrom('priceBrackets').where('articleNumber', '=', article).execute()
  })

  it('has no form for a session that is not punching out', async () => {
    const buyer = browser()
    await buyer.rpc('login', { username: 'anna.berg', password: DEMO_PASSWORD })
    const answer = await buyer.rpc('punchoutForm', {})
    expect(answer).toMatchObject({
      status: 422,
      body: { error: { key: 'errors.punchout.missing_callback_url', tag: 'PunchoutReturnFailed' } },
    })
    // Nor is its cart deleted by the hand-back's RPC.
    const { cartId } = (await buyer.rpc('cart', {})).body as { cartId: string }
    expect((await buyer.rpc('finishPunchout', { cartId, cartItemIds: ['1'] })).status).toBe(422)
    expect((await buyer.rpc('cart', {})).body['cartId']).toBe(cartId)
  })
})
