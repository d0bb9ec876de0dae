/**
 * Delivery methods (shop-core §9), what each needs (§5), and the restricted list under the permission
 * deny EJ_ALLA_LEVERANSSATT (§6). When an option is offered is in delivery-windows.ts.
 */

/** The delivery method codes. */
export type DeliveryMethodCode = 'DBI' | 'EXH' | 'XXX' | 'EXB' | '24-12'

/** The delivery id of the virtual location. */
export const VIRTUAL_DELIVERY_ID = 'VIRTUAL'

/** Order types of the delivery methods. */
export type OrderType = 'express' | 'standard'

/** What a delivery method needs before an order can use it. */
export type DeliveryNeed = 'none' | 'store' | 'zipCode'

/** One delivery method of the table. */
export interface DeliveryMethod {
  readonly code: DeliveryMethodCode
  readonly name: string
  readonly orderType: OrderType
  readonly needs: DeliveryNeed
  /** The delivery-type code sent to the order service, if any. */
  readonly deliveryTypeCode?: string
}

/**
 * The delivery methods. 24-12 is a late-delivery express to the buyer's site: like XXX it needs a
 * zip code (the spec leaves its need unsaid; an express delivery to a site cannot be planned without one).
 */
export const deliveryMethods: Readonly<Record<DeliveryMethodCode, DeliveryMethod>> = {
  DBI: { code: 'DBI', name: 'Utkörning', orderType: 'standard', needs: 'none' },
  EXH: {
    code: 'EXH',
    name: 'Leverans till butik',
    orderType: 'standard',
    needs: 'store',
    deliveryTypeCode: 'LE',
  },
  XXX: {
    code: 'XXX',
    name: 'Expressutkörning',
    orderType: 'express',
    needs: 'zipCode',
    deliveryTypeCode: 'BE',
  },
  EXB: {
    code: 'EXB',
    name: 'Expressleverans till butik',
    orderType: 'express',
    needs: 'store',
    deliveryTypeCode: 'BEH',
  },
  '24-12': {
    code: '24-12',
    name: 'Express 24-12',
    orderType: 'express',
    needs: 'zipCode',
    deliveryTypeCode: '24-12',
  },
}

/** Every delivery method code, in the table's order. */
export const deliveryMethodCodes = Object.keys(deliveryMethods) as DeliveryMethodCode[]

/** The user's default delivery method. */
export const DEFAULT_DELIVERY_METHOD: DeliveryMethodCode = 'DBI'

/** Whether a text is a delivery method code. */
export function isDeliveryMethodCode(text: string): text is DeliveryMethodCode {
  return Object.hasOwn(deliveryMethods, text)
}

/** What a delivery method needs: nothing, a store or a zip code. */
export function deliveryMethodNeeds(code: DeliveryMethodCode): DeliveryNeed {
  return deliveryMethods[code].needs
}

/** A Swedish postcode: five digits, optionally written 'NNN NN'. */
export function isSwedishZipCode(text: string): boolean {
  return /^\d{3} ?\d{2}$/.test(text.trim())
}

/** Whether a chosen method has what it needs, or what is missing. */
export type DeliveryReadiness = { ok: true } | { ok: false; missing: 'store' | 'zipCode' }

/** Checks a chosen method against the store and zip code the buyer has given. */
export function deliveryReadiness(
  code: DeliveryMethodCode,
  given: { readonly zipCode?: string; readonly storeId?: string },
): DeliveryReadiness {
  switch (deliveryMethodNeeds(code)) {
    case 'store':
      return given.storeId?.trim() ? { ok: true } : { ok: false, missing: 'store' }
    case 'zipCode':
      return given.zipCode !== undefined && isSwedishZipCode(given.zipCode)
        ? { ok: true }
        : { ok: false, missing: 'zipCode' }
    case 'none':
      return { ok: true }
  }
}

/** The deny code that limits delivery methods. */
export const LIMITED_DELIVERY_DENY = 'EJ_ALLA_LEVERANSSATT'

/** Which methods the EJ_ALLA_LEVERANSSATT deny hides, and the method it forces. */
export interface DeliveryRestriction {
  readonly restricted: readonly DeliveryMethodCode[]
  readonly forcedDefault: DeliveryMethodCode
}

/**
 * The default restriction: the spec does not list the methods; the express methods are hidden (they
 * cost extra and bypass the buyer's planning), and DBI is forced.
 */
export const defaultDeliveryRestriction: DeliveryRestriction = {
  restricted: ['XXX', 'EXB', '24-12'],
  forcedDefault: 'DBI',
}

/** The methods a user may choose, given their permission denies. */
export function availableDeliveryMethods(
  codes: readonly DeliveryMethodCode[],
  permissionDenies: readonly string[],
  restriction: DeliveryRestriction = defaultDeliveryRestriction,
): DeliveryMethodCode[] {
  if (!permissionDenies.includes(LIMITED_DELIVERY_DENY)) return [...codes]
  return codes.filter((code) => !restriction.restricted.includes(code))
}

/** The user's preferred method as it applies: forced to the default under the deny, DBI when unset. */
export function preferredDeliveryMethod(
  preferred: DeliveryMethodCode | undefined,
  permissionDenies: readonly string[],
  restriction: DeliveryRestriction = defaultDeliveryRestriction,
): DeliveryMethodCode {
  if (permissionDenies.includes(LIMITED_DELIVERY_DENY)) return restriction.forcedDefault
  return preferred ?? DEFAULT_DELIVERY_METHOD
}

/**
 * The method new lines go to, wherever a buyer adds (a product card, the cart tools, an order or a
 * shopping list into the cart): the one they chose last (`chosen`) when it is on offer, else the
 * preferred one of the offer, else the first offered; none when nothing is offered.
 */
export function methodForNewLines(
  offered: readonly { readonly code: string }[],
  preferred: string | undefined,
  chosen: string | undefined,
): DeliveryMethodCode | undefined {
  const codes = offered.map((method) => method.code).filter(isDeliveryMethodCode)
  return codes.find((code) => code === chosen) ?? codes.find((code) => code === preferred) ?? codes[0]
}

/** Why an article cannot be added to a delivery method now. */
export type MethodBlock = 'discontinued' | 'onlyInStore' | 'notStockedInStore'

/**
 * Why lines of an article cannot go to delivery method `code` now, or undefined when they can: one
 * that is gone cannot be ordered, one sold only in stores (`onlineBlock`) needs a store method, and
 * one sold in a store only where it is stocked (`storeBlock`: the chosen store does not) cannot go
 * to that store. The product cards carry both facts (productCard).
 */
export function methodBlock(
  article: { readonly onlineBlock?: 'onlyStore' | 'discontinued' | undefined; readonly storeBlock: boolean },
  code: string | undefined,
): MethodBlock | undefined {
  if (article.onlineBlock === 'discontinued') return 'discontinued'
  const toStore = code !== undefined && isDeliveryMethodCode(code) && deliveryMethods[code].needs === 'store'
  if (article.onlineBlock === 'onlyStore' && !toStore) return 'onlyInStore'
  if (article.storeBlock && toStore) return 'notStockedInStore'
  return undefined
}
