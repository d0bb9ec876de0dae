/**
 * What each cart line still needs before the order can go (shop-core §4), and whether the cart as a
 * whole needs action. Each requirement carries the issue code the UI groups it by:
 * - update_quantity: the quantity is more than the store has (express from store stock);
 * - activate_delivery: the line's delivery is not available in this order;
 * - missing_order_information: the variant is missing, or it cannot be bought the way it is delivered;
 * - not_confirmed: a discontinued article without enough stock must be replaced or confirmed.
 */
import type { Cart, CartItem } from './cart'
import type { DeliveryMethodCode } from './delivery-methods'
import { deliveryMethods } from './delivery-methods'
import { purchasability } from './purchase-constraints'

/** The issue codes of the spec. */
export type RequirementCode =
  'update_quantity' | 'activate_delivery' | 'missing_order_information' | 'not_confirmed'

/** One thing a cart line still needs. */
export type Requirement =
  | { readonly kind: 'quantityTooHigh'; readonly available: number; readonly code: 'update_quantity' }
  | { readonly kind: 'deliveryUnavailable'; readonly code: 'activate_delivery' }
  | {
      readonly kind: 'needsReplacement'
      readonly replacementArticleNumber?: string
      readonly code: 'not_confirmed'
    }
  | { readonly kind: 'notPurchasableInStore'; readonly code: 'missing_order_information' }
  | { readonly kind: 'notPurchasableOnline'; readonly code: 'missing_order_information' }
  | { readonly kind: 'variantMissing'; readonly code: 'missing_order_information' }

/** How one delivery of the cart goes out. */
export interface DeliveryFacts {
  readonly method: DeliveryMethodCode | 'VIRTUAL'
  /** The store of a store method (EXH, EXB). */
  readonly storeId?: string
  /** The delivery can be used now (its method is offered and has what it needs). */
  readonly available: boolean
  /** The delivery is part of this order (deliveries can be deactivated). */
  readonly includedInOrder: boolean
}

/** The facts the rules need, by delivery id. */
export interface RequirementContext {
  readonly deliveries: Readonly<Record<string, DeliveryFacts>>
}

/** Express delivery from a store (EXB) is picked from the store's shelf, so its stock limits the quantity. */
export function sellsFromStoreStock(method: DeliveryFacts['method']): boolean {
  return method === 'EXB'
}

const isStoreMethod = (method: DeliveryFacts['method']): boolean =>
  method !== 'VIRTUAL' && deliveryMethods[method].needs === 'store'

function stockFor(item: CartItem) {
  return item.stock ?? item.variant?.stock
}

/** Quantity on hand relevant to a line: the store's for store methods, else all locations together. */
function availableQuantity(item: CartItem, delivery: DeliveryFacts | undefined): number | undefined {
  const locations = stockFor(item)?.locations
  if (!locations || locations.length === 0) return undefined
  if (delivery?.storeId !== undefined && isStoreMethod(delivery.method)) {
    return locations.find((location) => location.locationId === delivery.storeId)?.quantity
  }
  return locations.reduce((sum, location) => sum + Math.max(0, location.quantity), 0)
}

/** Everything one cart line still needs; an empty list means it is ready. */
export function itemRequirements(item: CartItem, context: RequirementContext): Requirement[] {
  const variant = item.variant
  if (!variant?.variantSlug) return [{ kind: 'variantMissing', code: 'missing_order_information' }]
  const requirements: Requirement[] = []
  const delivery = context.deliveries[item.deliveryId]
  if (!delivery || !delivery.available)
    requirements.push({ kind: 'deliveryUnavailable', code: 'activate_delivery' })
  const available = availableQuantity(item, delivery)
  if (variant.discontinued && (available === undefined || available < item.quantity)) {
    requirements.push({
      kind: 'needsReplacement',
      code: 'not_confirmed',
      ...(variant.replacementArticleNumber === undefined
        ? {}
        : { replacementArticleNumber: variant.replacementArticleNumber }),
    })
  }
  const facts = { ...variant, stock: stockFor(item) }
  if (delivery && isStoreMethod(delivery.method) && delivery.storeId !== undefined) {
    const verdict = purchasability(facts, { kind: 'store', storeId: delivery.storeId })
    if (!verdict.purchasable && verdict.reason !== 'discontinued') {
      requirements.push({ kind: 'notPurchasableInStore', code: 'missing_order_information' })
    }
    if (sellsFromStoreStock(delivery.method) && (available ?? 0) < item.quantity) {
      requirements.push({
        kind: 'quantityTooHigh',
        available: Math.max(0, available ?? 0),
        code: 'update_quantity',
      })
    }
  } else if (delivery && delivery.method !== 'VIRTUAL') {
    const verdict = purchasability(facts, { kind: 'online' })
    if (!verdict.purchasable && verdict.reason !== 'discontinued') {
      requirements.push({ kind: 'notPurchasableOnline', code: 'missing_order_information' })
    }
  }
  return requirements
}

/** Whether any line of a delivery included in the order still needs something. */
export function cartNeedsAction(cart: Pick<Cart, 'cartItems'>, context: RequirementContext): boolean {
  return cart.cartItems.some(
    (item) =>
      context.deliveries[item.deliveryId]?.includedInOrder !== false &&
      itemRequirements(item, context).length > 0,
  )
}

/**
 * The kind of delivery that clears a requirement by moving the line: home for a store that has none
 * of it or does not sell it, a store for an article sold only in stores, any other for a delivery
 * unavailable now; none where a move does not help.
 */
function moveKind(requirement: Requirement): 'home' | 'store' | 'any' | undefined {
  switch (requirement.kind) {
    case 'quantityTooHigh':
      return requirement.available > 0 ? undefined : 'home'
    case 'notPurchasableInStore':
      return 'home'
    case 'notPurchasableOnline':
      return 'store'
    case 'deliveryUnavailable':
      return 'any'
    default:
      return undefined
  }
}

/**
 * Where a line with `requirement` can be moved to clear it: the first method on offer (in the
 * buyer's order of methods) of the kind that does, other than the line's own; undefined when none is
 * on offer or a move does not help.
 */
export function moveTarget(
  requirement: Requirement,
  from: DeliveryFacts['method'],
  offered: readonly DeliveryMethodCode[],
): DeliveryMethodCode | undefined {
  const kind = moveKind(requirement)
  if (kind === undefined) return undefined
  return offered.find(
    (method) => method !== from && (kind === 'any' || isStoreMethod(method) === (kind === 'store')),
  )
}
