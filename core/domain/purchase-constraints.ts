/**
 * Purchase constraints (shop-core §4): onlyStore means no online purchase; mustBeInStockedAt allows
 * store purchase only where the store stocks the article; a discontinued article is purchasable only
 * while some location has quantity above 0.
 */
import type { Variant } from './variant'

/** Where a purchase happens: online (delivered) or in a given store. */
export type PurchaseChannel =
  { readonly kind: 'online' } | { readonly kind: 'store'; readonly storeId: string }

/** Whether a variant can be bought in a channel, and if not, why. */
export type Purchasability =
  | { readonly purchasable: true }
  | { readonly purchasable: false; readonly reason: 'onlyStore' | 'notStockedAtStore' | 'discontinued' }

type PurchaseFacts = Pick<Variant, 'discontinued' | 'purchaseConstraints' | 'stockedAt' | 'stock'>

/** Whether some location has the article on hand. */
export function hasStockSomewhere(variant: Pick<Variant, 'stock'>): boolean {
  return (variant.stock?.locations ?? []).some((location) => location.quantity > 0)
}

/** Decides whether a variant can be bought in a channel. */
export function purchasability(variant: PurchaseFacts, channel: PurchaseChannel): Purchasability {
  if (variant.discontinued && !hasStockSomewhere(variant))
    return { purchasable: false, reason: 'discontinued' }
  const constraints = variant.purchaseConstraints ?? {}
  if (channel.kind === 'online' && constraints.onlyStore) return { purchasable: false, reason: 'onlyStore' }
  if (
    channel.kind === 'store' &&
    constraints.mustBeInStockedAt &&
    !(variant.stockedAt ?? []).includes(channel.storeId)
  ) {
    return { purchasable: false, reason: 'notStockedAtStore' }
  }
  return { purchasable: true }
}

/** Whether a variant can be bought online. */
export function isPurchasableOnline(variant: PurchaseFacts): boolean {
  return purchasability(variant, { kind: 'online' }).purchasable
}

/** Whether a variant can be bought in a store. */
export function isPurchasableInStore(variant: PurchaseFacts, storeId: string): boolean {
  return purchasability(variant, { kind: 'store', storeId }).purchasable
}
