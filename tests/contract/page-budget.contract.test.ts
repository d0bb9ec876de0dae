/**
 * The budgets of a page that do not depend on the machine (issue 11, docs/performance.md "HTTP
 * load"): how many calls the shop makes to the services, and how many queries the services run, to
 * render one page for a logged-in buyer, with the production build's renderer. The calls are most of
 * a page's cost on the server; a new call or a repeated one shows here before it shows in a benchmark.
 */
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Renderer } from '../../server/app'
import { ensureBuild } from '../../server/build'
import { shopBrowser } from '../../server/shop-browser.test-support'
import { testServerConfig } from '../../server/test-config.test-support'
import { DEMO_PASSWORD } from '@proffsbutik/services/testing'
import { startTestShop, type TestShop } from './test-shop'

/** The most calls and queries each page may take. Raise one only with the reason in the commit. */
const budgets = {
  '/': { calls: 8, queries: 12 },
  // Issue 30: a category page in at most 12 queries.
  '/kategorier/fastenings/skruv': { calls: 7, queries: 12 },
  '/produkt/traskruv-fasta-fa-330-rostfritt-stal-a4-4-0x40-1000003': { calls: 7, queries: 18 },
  '/cart': { calls: 5, queries: 7 },
} as const

/**
 * The most a change of the cart may take (issue 30: addToCart), answered with the cart as it then
 * is: the delivery methods offered, the active cart, the change, and the cart read again.
 */
const cartChangeBudget = { calls: 5, queries: 24 } as const

/** The query that checks a token's session is still open (services/platform/caller.ts). */
const SESSION_CHECK = /from "sessions" inner join "users"/

let shop: TestShop
let browser: ReturnType<typeof shopBrowser>
const calls: string[] = []
const queries: string[] = []

beforeAll(async () => {
  await ensureBuild(process.cwd())
  const { render } = (await import(
    pathToFileURL(join(process.cwd(), 'dist/server/entry-server.js')).href
  )) as { render: Renderer }
  shop = await startTestShop(testServerConfig(), render, {
    onQuery: (sql) => queries.push(sql),
    onServiceCall: (call) => calls.push(call),
  })
  browser = shopBrowser(shop.app)
  const login = await browser.rpc('login', { username: 'anna.berg', password: DEMO_PASSWORD })
  expect(login.status).toBe(200)
}, 600_000)

afterAll(() => shop?.stop())

describe('one page for a logged-in buyer', () => {
  for (const [path, budget] of Object.entries(budgets)) {
    it(`${path} takes at most ${budget.calls} service calls and ${budget.queries} queries, and checks the session once`, async () => {
      // The first rendering may fill what the services keep for later (a cart made on first use, the
      // catalogue's reference data: services/catalogue/reference-data.ts), and what the shop keeps
      // for a while (the published banners, adapters/content/published-cache.ts).
      await (await browser.send(path)).text()
      calls.length = 0
      queries.length = 0
      const response = await browser.send(path)
      expect(response.status).toBe(200)
      await response.text()
      const repeated = calls.filter((call, index) => call.startsWith('GET') && calls.indexOf(call) !== index)
      expect(repeated, 'a GET asked twice for one page').toEqual([])
      expect(calls.length, calls.join('\n')).toBeLessThanOrEqual(budget.calls)
      expect(queries.length, 'queries').toBeLessThanOrEqual(budget.queries)
      // The embedded services verify the page's token and session once, not at every call.
      expect(
        queries.filter((sql) => SESSION_CHECK.test(sql)),
        'session checks',
      ).toHaveLength(1)
    })
  }
})

describe('one change of the cart for a logged-in buyer', () => {
  it(`addToCart takes at most ${cartChangeBudget.calls} service calls and ${cartChangeBudget.queries} queries, reads no user twice, and checks the session once`, async () => {
    const add = () =>
      browser.rpc('addToCart', { deliveryId: 'DBI', lines: [{ articleNumber: '1000003', quantity: 1 }] })
    // The first change may make the cart; the second is the one every later change costs.
    expect((await add()).status).toBe(200)
    calls.length = 0
    queries.length = 0
    expect((await add()).status).toBe(200)
    const gets = calls.filter((call) => call.startsWith('GET'))
    expect(
      gets.filter((call, index) => gets.indexOf(call) !== index),
      'a GET asked twice',
    ).toEqual([])
    expect(calls.length, calls.join('\n')).toBeLessThanOrEqual(cartChangeBudget.calls)
    expect(queries.length, queries.join('\n')).toBeLessThanOrEqual(cartChangeBudget.queries)
    expect(
      queries.filter((sql) => SESSION_CHECK.test(sql)),
      'session checks',
    ).toHaveLength(1)
    expect((await browser.rpc('emptyCart', {})).status).toBe(200)
  })
})
