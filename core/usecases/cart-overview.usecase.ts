/**
 * The cart as the buyer works on it (shop-core §3 Cart, §4 cart item requirements): each delivery
 * in `deliveryIdsInOrder` with how it goes out (method, store, whether it can be used now and
 * whether it is in this order), each line as a product card priced for the customer with stock
 * where its delivery takes it from, what the line still needs, and whether the cart as a whole
 * needs action before it can go on. A fixed number of service calls whatever the number of lines:
 * the user, the cart (one graph call), the stores, and the replacement articles in one call.
 */
import { Effect } from 'effect'
import { brandProfiles } from '../domain/brand'
import { isDeliveryInOrder, itemAmount, itemUnitPrice, type Cart, type CartItem } from '../domain/cart'
import {
  cartNeedsAction,
  itemRequirements,
  moveTarget,
  type DeliveryFacts,
  type Requirement,
  type RequirementCode,
} from '../domain/cart-requirements'
import { deliveryName } from '../domain/checkout'
import { cartUpdateFailed, type UserMessage } from '../domain/messages'
import { handBackBlockers, type HandBackBlocker } from '../domain/oci-export'
import { isDeliveryMethodCode, type DeliveryMethodCode } from '../domain/delivery-methods'
import { deliveryStore, homeStore, type ChosenStores } from '../domain/delivery-store'
import { sumMoney, type Money } from '../domain/money'
import { PIECE_UNIT, productCard, type CardContext, type ProductCard } from '../domain/product-card'
import { isFeatureAllowed } from '../domain/roles'
import { CommerceGraphPort } from '../ports/commerce-graph.port'
import { ShopSettings } from '../ports/shop-settings.port'
import { activeCartId, addToCart, removeCartItems } from './cart.usecase'
import { pickupStores } from './catalog.usecase'
import { actingRights, deliveryChoiceFor } from './delivery-options.usecase'
import { readSession } from './session.usecase'

export type { ChosenStores }

/** A replacement article offered for a discontinued line. */
export interface Replacement {
  readonly articleNumber: string
  readonly name: string
  readonly variantSlug: string
}

/** One thing a line still needs, with what the buyer can do about it. */
export interface LineRequirement {
  readonly kind: Requirement['kind']
  readonly code: RequirementCode
  /** How much the store has (quantity too high). */
  readonly available: number | undefined
  /** The replacement on offer (needs replacement). */
  readonly replacement: Replacement | undefined
  /** The delivery on offer a move to which clears the requirement, if one does (moveTarget). */
  readonly moveTo: DeliveryMethodCode | undefined
}

/** One line of the cart. */
export interface OverviewLine {
  readonly cartItemId: string
  readonly articleNumber: string
  /** What the line is called: the article's name, or its number when the catalogue lacks it. */
  readonly name: string
  readonly quantity: number
  /** The unit the quantity is in: the article's web sales unit, pieces when the catalogue lacks it. */
  readonly unit: string
  readonly label: string | undefined
  /** The article as a card; undefined when the variant is missing from the catalogue. */
  readonly card: ProductCard | undefined
  /**
   * What the line is charged per sales price unit as the cart priced it (at the bracket of the
   * article's quantity), undefined without a price the user may see or on request.
   */
  readonly unitPrice: Money | undefined
  /** How many units `unitPrice` is for. */
  readonly salesPriceUnit: number
  /** What the line costs excluding VAT, undefined without a price the user may see. */
  readonly amount: Money | undefined
  readonly requirements: readonly LineRequirement[]
}

/** One delivery of the cart. */
export interface OverviewDelivery {
  readonly deliveryId: string
  readonly name: string
  readonly method: DeliveryMethodCode | undefined
  /** The store a store method goes to or from, with its name. */
  readonly store: { readonly id: string; readonly name: string } | undefined
  readonly included: boolean
  /** The user may use this delivery's method now. */
  readonly available: boolean
  readonly requestedDeliveryDate: string | undefined
  readonly lines: readonly OverviewLine[]
  /** The sum of the priced lines, undefined when none has a price the user may see. */
  readonly subtotal: Money | undefined
}

/** The whole cart. */
export interface CartOverview {
  readonly cartId: string
  readonly lineCount: number
  readonly deliveries: readonly OverviewDelivery[]
  /** The sum over the deliveries in this order. */
  readonly total: Money | undefined
  /** Some line of a delivery in this order still needs something. */
  readonly needsAction: boolean
  /** How many lines in this order need each kind of action. */
  readonly issues: Readonly<Partial<Record<RequirementCode, number>>>
  /** The user may place orders here (EJ_ORDER not denied). */
  readonly mayOrder: boolean
  /** The delivery methods lines may be moved to or added to now. */
  readonly methods: readonly { readonly code: DeliveryMethodCode; readonly name: string }[]
  readonly centralStorageId: string
  /**
   * The lines of this order that stop a punch-out hand-back (priced on request, or without a
   * price): the cart page says so before the buyer leaves it (core/domain/oci-export.ts).
   */
  readonly handBackBlockers: readonly HandBackBlocker[]
}

const sum = (amounts: readonly (Money | undefined)[]): Money | undefined => {
  const priced = amounts.filter((amount): amount is Money => amount !== undefined)
  return priced.length === 0 ? undefined : sumMoney(priced)
}

/** The chosen stores that are among `stores`. */
function knownStores(chosen: ChosenStores, stores: readonly { readonly id: string }[]): ChosenStores {
  return Object.fromEntries(
    Object.entries(chosen).filter(([, id]) => stores.some((store) => store.id === id)),
  ) as ChosenStores
}

/**
 * How each delivery of the cart goes out: its method, the store `storeOf` gives a store method, whether
 * its method is among the `offered` ones, and whether it is part of this order.
 */
export function deliveryFacts(
  cart: Cart,
  offered: ReadonlySet<string>,
  storeOf: (method: DeliveryMethodCode | undefined) => string | undefined,
): Record<string, DeliveryFacts & { store: string | undefined }> {
  const facts: Record<string, DeliveryFacts & { store: string | undefined }> = {}
  for (const deliveryId of cart.deliveryIdsInOrder) {
    const method = isDeliveryMethodCode(deliveryId) ? deliveryId : undefined
    const store = storeOf(method)
    facts[deliveryId] = {
      method: method ?? 'VIRTUAL',
      store,
      ...(store === undefined ? {} : { storeId: store }),
      available: method !== undefined && offered.has(method),
      includedInOrder: isDeliveryInOrder(cart, deliveryId),
    }
  }
  return facts
}

/** The cart of the context the user acts for, ready to work on. */
export const cartOverview = (chosen: ChosenStores = {}) =>
  Effect.gen(function* () {
    const rights = yield* actingRights
    const session = yield* readSession
    const { brand, stockAvailabilityColours } = yield* ShopSettings
    const profile = brandProfiles[brand]
    const fallbackStore = homeStore(rights.user, brand)
    const graph = yield* CommerceGraphPort
    const context = {
      ...(session?.currentCustomerId ? { customerId: session.currentCustomerId } : {}),
      ...(session?.currentProjectId ? { projectId: session.currentProjectId } : {}),
    }
    const storeList = yield* Effect.cached(pickupStores.pipe(Effect.catch(() => Effect.succeed([] as const))))
    const cartWithStock = (stores: ChosenStores) =>
      graph.getCart({
        stockInput: {
          locationIds: [...new Set([fallbackStore, ...Object.values(stores), profile.centralStorageId])],
        },
        ...context,
      })
    // The browser's choice is read optimistically, beside the store list: a store the services do not
    // know (closed since it was chosen, or made up) fails the whole read, which then goes again
    // without it. A stale choice costs one more read, never the cart, and never hides a change made
    // before the read (cart.handlers' changeThenRead).
    const cartRead = cartWithStock(chosen).pipe(
      Effect.map((cart) => ({ cart, usable: chosen })),
      Effect.catchTag('ServiceCallFailed', (failure) =>
        Effect.gen(function* () {
          const usable = knownStores(chosen, yield* storeList)
          if (Object.keys(usable).length === Object.keys(chosen).length) return yield* Effect.fail(failure)
          return { cart: yield* cartWithStock(usable), usable }
        }),
      ),
    )
    const reads = [cartRead, deliveryChoiceFor(rights), storeList] as const
    const [{ cart, usable }, choice, stores] = yield* Effect.all(reads, { concurrency: 3 })
    const storeName = (id: string) => stores.find((store) => store.id === id)?.name ?? id
    const facts = deliveryFacts(cart, new Set(choice.methods.map((method) => method.code)), (method) =>
      method === undefined ? undefined : deliveryStore(method, usable, fallbackStore),
    )
    const requirementContext = { deliveries: facts }
    const offeredMethods = choice.methods.map((method) => method.code)
    const replacements = yield* replacementsFor(cart, requirementContext, context)
    const cardContext = (storeId: string | undefined): CardContext => ({
      storeId,
      centralStorageId: profile.centralStorageId,
      availabilityColours: stockAvailabilityColours ?? false,
      loggedIn: true,
    })
    const issues: Partial<Record<RequirementCode, number>> = {}
    const line = (item: CartItem): OverviewLine => {
      const delivery = facts[item.deliveryId]
      const requirements = itemRequirements(item, requirementContext).map((requirement) => ({
        kind: requirement.kind,
        code: requirement.code,
        available: requirement.kind === 'quantityTooHigh' ? requirement.available : undefined,
        replacement:
          requirement.kind === 'needsReplacement' && requirement.replacementArticleNumber
            ? replacements.get(requirement.replacementArticleNumber)
            : undefined,
        moveTo: delivery ? moveTarget(requirement, delivery.method, offeredMethods) : undefined,
      }))
      if (delivery?.includedInOrder !== false) {
        for (const code of new Set(requirements.map((requirement) => requirement.code)))
          issues[code] = (issues[code] ?? 0) + 1
      }
      const variant = item.variant?.variantSlug
        ? {
            ...item.variant,
            stock: item.stock ?? item.variant.stock,
            price: item.price ?? item.variant.price,
          }
        : undefined
      const card = variant ? productCard(variant, cardContext(delivery?.store ?? fallbackStore)) : undefined
      return {
        cartItemId: item.cartItemId,
        articleNumber: item.articleNumber,
        name: card?.name ?? item.articleNumber,
        quantity: item.quantity,
        unit: card?.unit ?? PIECE_UNIT,
        label: item.label || undefined,
        card,
        unitPrice: itemUnitPrice(item),
        salesPriceUnit: item.price?.salesPriceUnit ?? 1,
        amount: itemAmount(item),
        requirements,
      }
    }
    const deliveries = cart.deliveryIdsInOrder.map((deliveryId): OverviewDelivery => {
      const delivery = facts[deliveryId]!
      const lines = cart.cartItems.filter((item) => item.deliveryId === deliveryId).map(line)
      const method = delivery.method === 'VIRTUAL' ? undefined : delivery.method
      return {
        deliveryId,
        name: deliveryName(deliveryId),
        method,
        store:
          delivery.store === undefined ? undefined : { id: delivery.store, name: storeName(delivery.store) },
        included: delivery.includedInOrder,
        available: delivery.available,
        requestedDeliveryDate: cart.deliveries?.find((d) => d.deliveryId === deliveryId)
          ?.requestedDeliveryDate,
        lines,
        subtotal: sum(lines.map((l) => l.amount)),
      }
    })
    return {
      cartId: cart.cartId,
      lineCount: cart.cartItems.length,
      deliveries,
      total: sum(deliveries.filter((d) => d.included).map((d) => d.subtotal)),
      needsAction: cartNeedsAction(cart, requirementContext),
      issues,
      mayOrder: isFeatureAllowed(rights.denies, 'EJ_ORDER'),
      methods: choice.methods.map((method) => ({ code: method.code, name: method.name })),
      centralStorageId: profile.centralStorageId,
      handBackBlockers: handBackBlockers(cart),
    } satisfies CartOverview
  })

/** The replacement articles the lines that need one are offered, read in one call. */
const replacementsFor = (
  cart: Cart,
  context: Parameters<typeof itemRequirements>[1],
  customer: { readonly customerId?: string; readonly projectId?: string },
) =>
  Effect.gen(function* () {
    const wanted = new Set(
      cart.cartItems.flatMap((item) =>
        itemRequirements(item, context).flatMap((requirement) =>
          requirement.kind === 'needsReplacement' && requirement.replacementArticleNumber
            ? [requirement.replacementArticleNumber]
            : [],
        ),
      ),
    )
    const found = new Map<string, Replacement>()
    if (wanted.size === 0) return found
    const variants = yield* (yield* CommerceGraphPort)
      .getVariants({ articleNumbers: [...wanted], skipPrice: true, skipStock: true, ...customer })
      .pipe(Effect.catch(() => Effect.succeed([])))
    for (const variant of variants) {
      if (variant.variantSlug)
        found.set(variant.articleNumber, {
          articleNumber: variant.articleNumber,
          name: variant.name,
          variantSlug: variant.variantSlug,
        })
    }
    return found
  })

/**
 * Puts a replacement article in place of a discontinued line (shop-core §4 cart item requirements):
 * only an article the line's requirements offer, in the line's delivery, with its quantity and
 * label. The old line goes only when its replacement is in; otherwise the message says what failed.
 */
export const replaceCartLine = (cartItemId: string, articleNumber: string, chosen: ChosenStores = {}) =>
  Effect.gen(function* () {
    const before = yield* cartOverview(chosen)
    const delivery = before.deliveries.find((d) => d.lines.some((line) => line.cartItemId === cartItemId))
    const line = delivery?.lines.find((l) => l.cartItemId === cartItemId)
    const offered = line?.requirements.some((r) => r.replacement?.articleNumber === articleNumber)
    if (!delivery || !line || !offered) return { message: cartUpdateFailed(1) } satisfies Replaced
    const cartId = yield* activeCartId
    const added = yield* addToCart(cartId, delivery.deliveryId, [
      { articleNumber, quantity: line.quantity, ...(line.label ? { label: line.label } : {}) },
    ])
    if (added.message) return { message: added.message } satisfies Replaced
    yield* removeCartItems(cartId, [cartItemId])
    return {} satisfies Replaced
  })

/** What replacing a line came to: nothing to say when it went in, else why not. */
export interface Replaced {
  readonly message?: UserMessage
}
