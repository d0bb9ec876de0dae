/**
 * What the delivery and summary steps of checkout show (shop-core §2, §5): the cart's deliveries
 * with their lines and totals, the delivery methods the buyer may use, the pickup stores with how
 * much of each store delivery they have in stock, the customer's saved addresses, the days a
 * delivery can be asked for, whether a line still needs action on the cart page, and whether the
 * buyer may place orders at all (EJ_ORDER).
 */
import { Effect } from 'effect'
import { storeAddressText, type Address } from '../domain/address'
import { brandProfiles } from '../domain/brand'
import { isClosedDay, swedishHolidays, type IsoDate } from '../domain/calendar'
import type { Cart } from '../domain/cart'
import { cartNeedsAction } from '../domain/cart-requirements'
import type { Location } from '../domain/catalog'
import { deliveryDays } from '../domain/checkout-calendar'
import { checkoutDeliveries, storeLinesInStock } from '../domain/checkout'
import { deliverySchedule } from '../domain/delivery-schedule'
import { deliveryMethodNeeds, deliveryMethods, isDeliveryMethodCode } from '../domain/delivery-methods'
import { homeStore } from '../domain/delivery-store'
import { isFeatureAllowed, permissionDeniesIn } from '../domain/roles'
import type { Stock } from '../domain/variant'
import { AddressesPort } from '../ports/addresses.port'
import { CatalogPort } from '../ports/catalog.port'
import { CommerceGraphPort } from '../ports/commerce-graph.port'
import { Clock } from '../ports/clock.port'
import { CustomersPort } from '../ports/customers.port'
import { ShopSettings, type ShopSettingsShape } from '../ports/shop-settings.port'
import { deliveryFacts } from './cart-overview.usecase'
import { pickupStores } from './catalog.usecase'
import { deliveryChoice } from './delivery-options.usecase'
import { actingContext } from './session.usecase'

/** The permission deny that takes placing orders away (shop-core §6). */
export const NO_ORDER_DENY = 'EJ_ORDER'

/** How many open days ahead the date picker offers. */
export const OFFERED_DAYS = 45

/** Everything the delivery and summary pages read. */
export interface CheckoutPage {
  readonly cart: Cart
  readonly today: IsoDate
  readonly earliestDeliveryDate: IsoDate
  readonly pastCutoff: boolean
  readonly cutoffHour: number
  /** The days a delivery may be asked for, in order. */
  readonly openDays: readonly IsoDate[]
  /** The closed holidays of the years the offered days span, with their names. */
  readonly holidays: readonly { readonly date: IsoDate; readonly name: string }[]
  readonly methods: readonly string[]
  /** The hours in which a method is offered, for the methods that have them (DELIVERY_WINDOWS). */
  readonly deliveryWindows: NonNullable<ShopSettingsShape['deliveryWindows']>
  readonly stores: readonly Location[]
  /**
   * For each pickup store, how many lines of each store delivery it has in full; undefined when
   * the stock could not be read.
   */
  readonly linesInStock: Readonly<Record<string, Readonly<Record<string, number>>>> | undefined
  /** The customer's saved addresses; undefined when they could not be read. */
  readonly addresses: readonly Address[] | undefined
  readonly canOrder: boolean
  /** A line of a delivery in the order still needs something done on the cart page (shop-core §4). */
  readonly needsAction: boolean
}

/** The articles of the cart's store deliveries (EXH, EXB): the store picker shows their stock. */
function storeArticles(cart: Cart): string[] {
  const storeDeliveries = cart.deliveryIdsInOrder.filter(
    (id) => isDeliveryMethodCode(id) && deliveryMethodNeeds(id) === 'store',
  )
  return [
    ...new Set(
      cart.cartItems
        .filter((item) => storeDeliveries.includes(item.deliveryId))
        .map((item) => item.articleNumber),
    ),
  ]
}

/** Reads the checkout pages' data for the user's current customer context. */
export const checkoutPage = Effect.gen(function* () {
  const { user, customerId, projectId } = yield* actingContext
  const now = (yield* Clock).now()
  const { brand, cutoffHour, deliveryWindows = {} } = yield* ShopSettings
  const denies = customerId ? permissionDeniesIn(user.customerPermissions, customerId, projectId) : []
  const schedule = deliverySchedule(now, { brand, cutoffHour, days: OFFERED_DAYS })
  const [cart, choice, stores] = yield* Effect.all(
    [
      // Stock where the cart page reads it, so that both judge the lines alike.
      (yield* CommerceGraphPort).getCart({
        stockInput: {
          locationIds: [homeStore(user, brand), brandProfiles[brand].centralStorageId],
        },
        ...(customerId ? { customerId } : {}),
        ...(projectId ? { projectId } : {}),
      }),
      deliveryChoice(),
      pickupStores.pipe(Effect.catchTag('ServiceCallFailed', () => Effect.succeed([] as const))),
    ],
    { concurrency: 'unbounded' },
  )
  const articles = storeArticles(cart)
  const [storeStock, addresses, customerDays] = yield* Effect.all(
    [
      articles.length === 0 || stores.length === 0
        ? Effect.succeed([] as readonly Stock[])
        : (yield* CatalogPort)
            .stock(
              articles,
              stores.map((store) => store.id),
            )
            .pipe(
              Effect.map((answer) => answer.stock),
              Effect.catchTag('ServiceCallFailed', () => Effect.succeed(undefined)),
            ),
      customerId
        ? (yield* AddressesPort)
            .list(customerId)
            .pipe(Effect.catchTag('ServiceCallFailed', () => Effect.succeed(undefined)))
        : Effect.succeed([] as readonly Address[]),
      // A silent call (shop-core §8): without the customer's days the shop's own calendar is used.
      customerId
        ? (yield* CustomersPort)
            .deliveryDates(customerId, { from: schedule.earliestDeliveryDate, days: OFFERED_DAYS })
            .pipe(Effect.catchTag('ServiceCallFailed', () => Effect.succeed(undefined)))
        : Effect.succeed(undefined),
    ],
    { concurrency: 'unbounded' },
  )
  const openDays = deliveryDays(schedule.upcoming, customerDays, brand)
  const years = [...new Set([schedule.today, ...openDays].map((day) => Number(day.slice(0, 4))))]
  return {
    cart,
    today: schedule.today,
    earliestDeliveryDate: schedule.earliestDeliveryDate,
    pastCutoff: schedule.pastCutoff,
    cutoffHour,
    openDays,
    holidays: years.flatMap((year) => swedishHolidays(year)).filter((day) => isClosedDay(day.date, brand)),
    methods: choice.methods.map((method) => method.code),
    deliveryWindows,
    stores,
    linesInStock:
      storeStock &&
      Object.fromEntries(stores.map((store) => [store.id, storeLinesInStock(cart, store.id, storeStock)])),
    addresses,
    canOrder: isFeatureAllowed(denies, NO_ORDER_DENY),
    // The store a store delivery goes to is chosen on the delivery page (its picker shows the stock),
    // so only what does not depend on the store is judged here.
    needsAction: cartNeedsAction(cart, {
      deliveries: deliveryFacts(cart, new Set(choice.methods.map((method) => method.code)), () => undefined),
    }),
  } satisfies CheckoutPage
})

/**
 * The checkout pages' data as the delivery and summary pages read it: the methods with their names
 * and what each needs (an address, a store), the deliveries with their lines and totals, and each
 * pickup store with its address on one line and how much of each store delivery it has.
 */
export function checkoutView(page: CheckoutPage) {
  return {
    today: page.today,
    earliestDeliveryDate: page.earliestDeliveryDate,
    pastCutoff: page.pastCutoff,
    cutoffHour: page.cutoffHour,
    openDays: page.openDays,
    holidays: page.holidays,
    methods: page.methods.flatMap((code) =>
      isDeliveryMethodCode(code)
        ? [{ code, name: deliveryMethods[code].name, needs: deliveryMethodNeeds(code) }]
        : [],
    ),
    deliveries: checkoutDeliveries(page.cart, page.methods, page.deliveryWindows),
    lineCount: page.cart.cartItems.length,
    stores: page.stores.map((store) => ({
      storeId: store.id,
      name: store.name,
      address: storeAddressText(store.address),
      linesInStock: page.linesInStock?.[store.id],
    })),
    addresses: page.addresses,
    canOrder: page.canOrder,
    needsAction: page.needsAction,
  }
}

/** The checkout pages' data for the user's current customer context, as the pages read it. */
export const checkoutPageView = Effect.map(checkoutPage, checkoutView)
