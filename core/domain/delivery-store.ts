/**
 * The store a store delivery (EXH, EXB) goes to (shop-core §5: delivery to a store needs a store;
 * §9 selectedLocations): the store chosen in this browser for its method, else the user's preferred
 * store, else the brand's default store. The cart reads its stock there and names it, the delivery
 * page starts from it, the summary shows it and the order is placed with it.
 */
import { type BrandCode, brandProfiles } from './brand'
import { type DeliveryMethodCode, deliveryMethodNeeds, isDeliveryMethodCode } from './delivery-methods'

/** The store chosen in this browser per store method (selectedLocations). */
export type ChosenStores = Partial<Record<DeliveryMethodCode, string>>

/** The store a store delivery goes to while none is chosen for it: the user's, else the brand's default. */
export function homeStore(user: { readonly preferredStore?: string | undefined }, brand: BrandCode): string {
  return user.preferredStore ?? brandProfiles[brand].defaultStoreId
}

/**
 * The store of a delivery: none for a delivery whose method needs no store, else the one chosen for
 * its method, else `home` (homeStore; undefined where no user is known).
 */
export function deliveryStore(
  deliveryId: string,
  chosen: ChosenStores,
  home: string | undefined,
): string | undefined {
  if (!isDeliveryMethodCode(deliveryId) || deliveryMethodNeeds(deliveryId) !== 'store') return undefined
  return chosen[deliveryId] ?? home
}
