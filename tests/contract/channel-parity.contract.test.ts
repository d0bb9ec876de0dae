/**
 * Channel parity (issue 27): the same scenario run through the shop's RPCs and through the command
 * line's commands comes to the same outcome — each step's success and messages or its refusal
 * (status and message key, as the RPC layer answers a failure), and the cart after each step —
 * for personas with and without permission denies. Both channels reach the same embedded services
 * through the shop's app, one cart per persona: the RPC run first, then the command line's from
 * an emptied cart.
 */
import { Effect, Exit, Layer } from 'effect'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { applicationLayer } from '../../adapters/composition'
import {
  addIsoDays,
  deliverySchedule,
  formatSek,
  fromMinorUnits,
  type IsoDate,
  isoWeekday,
  QUOTE_VALIDITY_DAYS,
} from '@proffsbutik/core/domain'
import { ErrorReporter } from '@proffsbutik/core/ports'
import { memoryStore } from '@proffsbutik/core/testing'
import { shopSettings } from '../../server/config'
import { rpcFailure } from '../../server/rpc/rpc-failures'
import { shopBrowser } from '../../server/shop-browser.test-support'
import { testServerConfig } from '../../server/test-config.test-support'
import { DEMO_PASSWORD } from '@proffsbutik/services/testing'
import { cliCommands } from '../../scripts/cli-commands'
import { swedishMessages } from '../../scripts/cli-messages'
import { startTestShop, type TestShop } from './test-shop'

const config = testServerConfig()
let shop: TestShop
beforeAll(async () => {
  shop = await startTestShop(config)
}, 120_000)
afterAll(() => shop.stop())

/** What a step came to, as either channel tells it. */
type Outcome =
  | {
      readonly ok: true
      readonly messages: readonly string[]
      readonly facts: Readonly<Record<string, unknown>>
    }
  | { readonly ok: false; readonly status: number; readonly key: string }

/** What both channels leave behind: the cart's deliveries with their days and lines, and the favourites. */
interface State {
  readonly cart: readonly {
    readonly deliveryId: string
    readonly day?: string | undefined
    readonly lines: readonly string[]
  }[]
  readonly favourites: readonly string[]
}

interface RpcLine {
  readonly cartItemId: string
  readonly articleNumber: string
  readonly quantity: number
  /** Money in minor units, as the RPCs carry it. */
  readonly amount?: number
}
interface RpcCart {
  readonly lineCount: number
  readonly total?: number
  readonly deliveries: readonly {
    readonly deliveryId: string
    readonly requestedDeliveryDate?: string
    readonly store?: { readonly id: string }
    readonly lines: readonly RpcLine[]
  }[]
}

/** One step of a scenario, said once for each channel. */
interface Step {
  readonly name: string
  readonly rpc: (cart: RpcCart) => readonly [name: string, input: Record<string, unknown>]
  /** What the RPC's answer says in figures, beside its messages (as the command's facts). */
  readonly facts?: (body: Record<string, unknown>) => Record<string, unknown>
  /** The facts as compared, where the channels' runs change them (orders placed by the first run). */
  readonly compared?: (facts: Readonly<Record<string, unknown>>) => Record<string, unknown>
  readonly cli: readonly string[]
}

const lineId = (cart: RpcCart, articleNumber: string) =>
  cart.deliveries.flatMap((d) => d.lines).find((line) => line.articleNumber === articleNumber)?.cartItemId ??
  'saknas'

const openDay = deliverySchedule(new Date(), {
  brand: config.brand,
  cutoffHour: config.cutoffHour,
  days: 1,
}).earliestDeliveryDate
/** The first Sunday after the first open day: a closed day. */
const sunday = (() => {
  let day: IsoDate = addIsoDays(openDay, 1)
  while (isoWeekday(day) !== 0) day = addIsoDays(day, 1)
  return day
})()

const steps: readonly Step[] = [
  {
    name: 'add to the home delivery',
    rpc: () => [
      'addToCart',
      {
        deliveryId: 'DBI',
        lines: [
          { articleNumber: '1000003', quantity: 2 },
          { articleNumber: '1000006', quantity: 1 },
          { articleNumber: '9999999', quantity: 1 },
        ],
      },
    ],
    cli: ['add', 'DBI', '1000003:2', '1000006:1', '9999999:1'],
  },
  {
    name: 'add to express (EJ_ALLA_LEVERANSSATT refuses it)',
    rpc: () => ['addToCart', { deliveryId: 'XXX', lines: [{ articleNumber: '1000009', quantity: 1 }] }],
    cli: ['add', 'XXX', '1000009:1'],
  },
  {
    name: 'add to a store delivery',
    rpc: () => ['addToCart', { deliveryId: 'EXH', lines: [{ articleNumber: '1000009', quantity: 3 }] }],
    cli: ['add', 'EXH', '1000009:3'],
  },
  {
    name: 'change a quantity',
    rpc: (cart) => ['updateCartLines', { changes: [{ cartItemId: lineId(cart, '1000003'), quantity: 5 }] }],
    cli: ['quantity', '1000003', '5'],
  },
  {
    name: 'move a line to express (EJ_ALLA_LEVERANSSATT refuses it)',
    rpc: (cart) => [
      'updateCartLines',
      { changes: [{ cartItemId: lineId(cart, '1000006'), deliveryId: 'XXX' }] },
    ],
    cli: ['move', '1000006', 'XXX'],
  },
  {
    name: 'move a line to the store delivery',
    rpc: (cart) => [
      'updateCartLines',
      { changes: [{ cartItemId: lineId(cart, '1000006'), deliveryId: 'EXH' }] },
    ],
    cli: ['move', '1000006', 'EXH'],
  },
  {
    name: 'ask for a closed day',
    rpc: () => ['setDeliveryDate', { deliveryId: 'DBI', date: sunday }],
    cli: ['date', 'DBI', sunday],
  },
  {
    name: 'ask for an open day',
    rpc: () => ['setDeliveryDate', { deliveryId: 'DBI', date: openDay }],
    cli: ['date', 'DBI', openDay],
  },
  {
    name: 'export the cart (EJ_SE_PRISER: without prices)',
    rpc: () => ['exportCartSheet', {}],
    facts: (body) => ({
      fileName: body['fileName'],
      lineCount: body['lineCount'],
      missingPrices: body['missingPrices'],
    }),
    cli: ['export'],
  },
  {
    name: 'make an article a favourite',
    rpc: () => ['addFavourite', { articleNumber: '1000006' }],
    facts: (body) => ({ outcome: body['outcome'] }),
    cli: ['favourite', '1000006'],
  },
  {
    name: 'make it a favourite again',
    rpc: () => ['addFavourite', { articleNumber: '1000006' }],
    facts: (body) => ({ outcome: body['outcome'] }),
    cli: ['favourite', '1000006'],
  },
  {
    name: 'search the order history (EJ_ORDERHISTORIK refuses it)',
    rpc: () => ['orderHistory', { text: ' ', limit: 10 }],
    facts: (body) => ({ total: body['total'] }),
    // The web run's order is in the command line's history: each channel counts, the counts differ.
    compared: (facts) => ({ counted: typeof facts['total'] === 'number' }),
    cli: ['orders', ' '],
  },
  {
    name: 'read the financial follow-up (EJ_SE_PRISER and EJ_SE_EKONOMISK_UPPFÖLJNING refuse it)',
    rpc: () => ['financialFollowUp', { limit: 10 }],
    facts: (body) => ({
      invoices: (body['invoices'] as { total: number }).total,
      credit: body['credit'] !== undefined,
    }),
    cli: ['finance'],
  },
  {
    name: 'make a quote of the cart (EJ_SKAPA_OFFERT and EJ_SE_PRISER refuse it)',
    rpc: (cart) => [
      'createQuote',
      {
        recipientName: 'Byggfirman Ek AB',
        reference: '',
        markupPercent: 0,
        validityDays: QUOTE_VALIDITY_DAYS,
        message: '',
        deliveryIds: cart.deliveries.map((d) => d.deliveryId),
      },
    ],
    facts: (body) => ({ lineCount: body['lineCount'], validUntil: body['validUntil'] }),
    cli: ['quote', 'Byggfirman', 'Ek', 'AB'],
  },
  {
    name: 'list the customer’s users (only an admin may)',
    rpc: () => ['users', {}],
    facts: (body) => ({ total: body['total'] }),
    cli: ['users'],
  },
  {
    name: 'place the order (EJ_ORDER refuses it)',
    rpc: (cart) => [
      'placeOrder',
      {
        orderDetails: Object.fromEntries(
          cart.deliveries.map((d) => [d.deliveryId, d.store ? { storeId: '1001' } : {}]),
        ),
        sendOrderReceipt: false,
      },
    ],
    cli: ['order', '1001'],
  },
]

/**
 * The personas: no denies; EJ_ALLA_LEVERANSSATT and EJ_SE_EKONOMISK_UPPFÖLJNING; EJ_SE_PRISER and
 * EJ_ORDER; EJ_ORDERHISTORIK; a project with EJ_SKAPA_OFFERT; the customer's admin.
 */
const personas = [
  'anna.berg',
  'lisa.nord',
  'nils.ohlsson',
  'karin.sjo',
  'olle.strand',
  'malin.frost',
] as const

/** A browser on the shop, logged in as `username`. */
async function rpcChannel(username: string) {
  const browser = shopBrowser(shop.app)
  expect((await browser.rpc('login', { username, password: DEMO_PASSWORD })).status).toBe(200)
  const call = async (name: string, input: Record<string, unknown>) => {
    const answer = await browser.rpc(name, input)
    return { status: answer.status, body: answer.body as Record<string, unknown> }
  }
  const cart = async () => (await call('cart', {})).body as unknown as RpcCart
  return { call, cart }
}

/** The command line, logged in as `username`, on the shop's services, with the server's settings. */
async function cliChannel(username: string) {
  const layer = applicationLayer({
    endpoint: {
      baseUrl: 'http://shop.test',
      timeoutMs: 10_000,
      fetch: async (input, init) => shop.app.fetch(new Request(input, init)),
    },
    settings: shopSettings(config),
    store: memoryStore(),
    reporter: Layer.succeed(ErrorReporter, { report: () => Effect.void }),
    tokenRefreshMarginSeconds: config.tokenRefreshMarginSeconds,
  })
  const commands = cliCommands(async () => DEMO_PASSWORD, await swedishMessages())
  const run = async ([name = '', ...args]: readonly string[]): Promise<Outcome> => {
    const command = commands[name]
    if (!command) throw new Error(`No command ${name}`)
    const exit = await Effect.runPromiseExit(command(args).pipe(Effect.provide(layer)))
    if (Exit.isSuccess(exit))
      return { ok: true, messages: exit.value.messages.map((m) => m.key), facts: exit.value.facts ?? {} }
    const reason = exit.cause.reasons.find((r) => r._tag === 'Fail')
    if (!reason || reason._tag !== 'Fail') throw new Error(String(exit.cause))
    const { status, body } = rpcFailure(reason.error)
    return { ok: false, status, key: body.error.key }
  }
  expect(await run(['login', username])).toMatchObject({ ok: true, messages: [] })
  return { run, commands, layer }
}

/** An RPC's answer as an outcome: its messages (an add's, an order's and its refusals'), or its refusal. */
function rpcOutcome(answer: { status: number; body: Record<string, unknown> }, step: Step): Outcome {
  if (answer.status !== 200) {
    const error = answer.body['error'] as { key: string }
    return { ok: false, status: answer.status, key: error.key }
  }
  const message = answer.body['message'] as { key: string } | null | undefined
  const refused = (answer.body['refused'] ?? []) as readonly { reasons: readonly { key: string }[] }[]
  return {
    ok: true,
    messages: [...(message ? [message.key] : []), ...refused.flatMap((r) => r.reasons.map((m) => m.key))],
    facts: step.facts?.(answer.body) ?? {},
  }
}

/** An outcome with its facts as the step compares them. */
const comparedOutcome = (outcome: Outcome, step: Step): Outcome =>
  outcome.ok && step.compared ? { ...outcome, facts: step.compared(outcome.facts) } : outcome

/** The cart and the favourites as the web shop reads them. */
async function stateOf(web: Awaited<ReturnType<typeof rpcChannel>>): Promise<State> {
  const cart = await web.cart()
  const favourites = (await web.call('favourites', {})).body as unknown as readonly {
    articleNumber: string
  }[]
  return {
    cart: cart.deliveries.map((d) => ({
      deliveryId: d.deliveryId,
      day: d.requestedDeliveryDate,
      lines: d.lines.map((line) => `${line.articleNumber}×${line.quantity}`),
    })),
    favourites: favourites.map((f) => f.articleNumber),
  }
}

/** Empties the cart and the favourites, so that each channel starts from the same place. */
async function startOver(web: Awaited<ReturnType<typeof rpcChannel>>) {
  expect((await web.call('emptyCart', {})).status).toBe(200)
  const favourites = (await web.call('favourites', {})).body as unknown as readonly { favouriteId: string }[]
  if (favourites.length > 0)
    expect(
      (await web.call('removeFavourites', { favouriteIds: favourites.map((f) => f.favouriteId) })).status,
    ).toBe(200)
}

describe('the web shop’s RPCs and the command line', () => {
  it.each(personas)(
    'come to the same outcome, step by step, for %s',
    async (username) => {
      const web = await rpcChannel(username)
      const cli = await cliChannel(username)

      await startOver(web)
      const throughRpc: { step: string; outcome: Outcome; state: State }[] = []
      for (const step of steps) {
        const [name, input] = step.rpc(await web.cart())
        const outcome = rpcOutcome(await web.call(name, input), step)
        throughRpc.push({
          step: step.name,
          outcome: comparedOutcome(outcome, step),
          state: await stateOf(web),
        })
      }

      await startOver(web)
      const throughCli: typeof throughRpc = []
      for (const step of steps) {
        const outcome = await cli.run(step.cli)
        throughCli.push({
          step: step.name,
          outcome: comparedOutcome(outcome, step),
          state: await stateOf(web),
        })
      }

      expect(throughCli).toEqual(throughRpc)
      // The scenario says something for each persona: a refusal where a deny applies, an order where none does.
      const outcomeOf = (name: string) => throughRpc.find((s) => s.step === name)!.outcome
      const express = outcomeOf('add to express (EJ_ALLA_LEVERANSSATT refuses it)')
      expect(express.ok).toBe(username !== 'lisa.nord')
      const ordered = throughRpc.at(-1)!
      expect(ordered.state.cart.length === 0).toBe(username !== 'nils.ohlsson')
      const exported = outcomeOf('export the cart (EJ_SE_PRISER: without prices)')
      expect(exported).toMatchObject({ ok: true, facts: { missingPrices: username === 'nils.ohlsson' } })
      expect(outcomeOf('make it a favourite again')).toMatchObject({ facts: { outcome: 'alreadyFavourite' } })
      const history = outcomeOf('search the order history (EJ_ORDERHISTORIK refuses it)')
      expect(history.ok).toBe(username !== 'karin.sjo')
      const finance = outcomeOf(
        'read the financial follow-up (EJ_SE_PRISER and EJ_SE_EKONOMISK_UPPFÖLJNING refuse it)',
      )
      expect(finance.ok).toBe(username !== 'nils.ohlsson' && username !== 'lisa.nord')
      const quoted = outcomeOf('make a quote of the cart (EJ_SKAPA_OFFERT and EJ_SE_PRISER refuse it)')
      expect(quoted.ok).toBe(username !== 'olle.strand' && username !== 'nils.ohlsson')
      expect(outcomeOf('list the customer’s users (only an admin may)').ok).toBe(username === 'malin.frost')
    },
    120_000,
  )

  it.each([
    ['nils.ohlsson', 'may change assortment'],
    ['maja.falk', 'EJ_ANDRA_SORTIMENT'],
  ])(
    'choose the assortment browsed alike for %s (%s)',
    async (username) => {
      const web = await rpcChannel(username)
      const cli = await cliChannel(username)
      // Elinstallatören's own assortment (El och verktyg) has cables but no valves; the whole range has both.
      const scenario: readonly {
        name: string
        rpc: readonly [string, Record<string, unknown>]
        cli: readonly string[]
      }[] = [
        { name: 'search cables', rpc: ['searchPage', { q: 'kabel' }], cli: ['search', 'kabel'] },
        { name: 'search valves', rpc: ['searchPage', { q: 'kulventil' }], cli: ['search', 'kulventil'] },
        {
          name: 'choose the whole range',
          rpc: ['chooseAssortment', { assortmentId: 'default' }],
          cli: ['assortment', 'default'],
        },
        {
          name: 'search valves again',
          rpc: ['searchPage', { q: 'kulventil' }],
          cli: ['search', 'kulventil'],
        },
        {
          name: 'choose an assortment not offered',
          rpc: ['chooseAssortment', { assortmentId: 'ASSORT-VVS' }],
          cli: ['assortment', 'ASSORT-VVS'],
        },
        {
          name: 'choose the own assortment back',
          rpc: ['chooseAssortment', { assortmentId: 'ASSORT-EL' }],
          cli: ['assortment', 'ASSORT-EL'],
        },
        { name: 'search valves last', rpc: ['searchPage', { q: 'kulventil' }], cli: ['search', 'kulventil'] },
      ]
      const facts = (body: Record<string, unknown>) =>
        'total' in body ? { total: body['total'] } : { chosenId: body['chosenId'] }
      const throughRpc: { step: string; outcome: Outcome }[] = []
      for (const step of scenario) {
        const outcome = rpcOutcome(await web.call(...step.rpc), { ...step, rpc: () => step.rpc, facts })
        throughRpc.push({ step: step.name, outcome })
      }
      const throughCli = []
      for (const step of scenario) throughCli.push({ step: step.name, outcome: await cli.run(step.cli) })
      expect(throughCli).toEqual(throughRpc)

      const outcomeOf = (name: string) => throughRpc.find((s) => s.step === name)!.outcome
      const total = (name: string) => {
        const outcome = outcomeOf(name)
        return outcome.ok ? Number(outcome.facts['total']) : NaN
      }
      expect(total('search cables')).toBeGreaterThan(0)
      expect(total('search valves')).toBe(0)
      expect(total('search valves last')).toBe(0)
      if (username === 'maja.falk') {
        expect(outcomeOf('choose the whole range')).toEqual({
          ok: false,
          status: 403,
          key: 'assortment.change_denied',
        })
        expect(total('search valves again')).toBe(0)
      } else {
        expect(outcomeOf('choose the whole range')).toEqual({
          ok: true,
          messages: [],
          facts: { chosenId: 'default' },
        })
        expect(total('search valves again')).toBeGreaterThan(0)
        expect(outcomeOf('choose an assortment not offered')).toEqual({
          ok: false,
          status: 404,
          key: 'assortment.not_offered',
        })
      }
    },
    60_000,
  )

  it.each(['anna.berg', 'nils.ohlsson'])(
    'show the same cart amounts, and none to a buyer who may not see prices (%s)',
    async (username) => {
      const web = await rpcChannel(username)
      const cli = await cliChannel(username)
      await web.call('emptyCart', {})
      await web.call('addToCart', { deliveryId: 'DBI', lines: [{ articleNumber: '1000003', quantity: 2 }] })
      const cart = await web.cart()
      const printed = await Effect.runPromise(cli.commands['cart']!([]).pipe(Effect.provide(cli.layer)))
      const amounts = printed.lines.join('\n').match(/[\d\s]+,\d{2}\skr/g) ?? []
      const shown = cart.deliveries
        .flatMap((d) => d.lines)
        .flatMap((line) => (line.amount ? [line.amount] : []))
      expect(amounts.map((text) => text.trim())).toEqual(
        [...shown, ...(cart.total ? [cart.total] : [])].map((amount) => formatSek(fromMinorUnits(amount))),
      )
      expect(amounts.length > 0).toBe(username === 'anna.berg')
      await web.call('emptyCart', {})
    },
    60_000,
  )
})
