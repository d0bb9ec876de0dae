import { makeAutoObservable } from 'mobx'
import {
  type BrandCode,
  type CheckoutFormFieldName,
  checkoutFormFieldNames,
  checkoutFormRules,
  DEFAULT_DELIVERY_METHOD,
  deliveryAddressId,
  type DeliveryChoices,
  type DeliveryMethodCode,
  deliveryReadiness,
  deliveryStore,
  type DeliveryReadiness,
  type FieldValidation,
  isDeliveryMethodCode,
  isSwedishZipCode,
  validateDeliveryForm,
} from '@proffsbutik/core/domain'
import { readStored, writeStored } from '../browser-storage'

/** The form key the saved address of a delivery is kept under. */
const addressKey = (deliveryId: string) => `address:${deliveryId}`

/** The browser storage keys of shop-core §9. */
export const SELECTED_LOCATIONS_KEY = 'selectedLocations'
export const ZIP_CODES_KEY = 'zipCodes'
/** The delivery page's form, kept per brand (shop-core §9). */
export const deliveryFormKey = (brand: BrandCode) => `${brand}-delivery-form`

type PerMethod = Partial<Record<DeliveryMethodCode, string>>

/** A stored per-method map: known methods only, text values only. */
const isPerMethod = (value: unknown): value is PerMethod =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.entries(value).every(([key, text]) => isDeliveryMethodCode(key) && typeof text === 'string')

const isForm = (value: unknown): value is Record<string, string> =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.values(value).every((text) => typeof text === 'string')

/**
 * The buyer's delivery choice (shop-core §3 Delivery option): the method new lines go to, the store
 * chosen per method and the zip code per method, and the delivery page's form — all remembered in the
 * browser under the spec's keys. The server renders with nothing chosen; the browser reads its
 * storage after hydration (`readStorage`), so the first render matches the server's. A store method
 * with no store chosen goes to the user's home store (`homeStore`, core deliveryStore), as the cart
 * takes it.
 */
export class DeliveryStore {
  method: DeliveryMethodCode = DEFAULT_DELIVERY_METHOD
  selectedLocations: PerMethod = {}
  zipCodes: PerMethod = {}
  form: Record<string, string> = {}

  constructor(
    private readonly brand: BrandCode,
    /** The store a store method goes to while none is chosen: the logged-in user's home store. */
    private readonly homeStore: () => string | undefined = () => undefined,
  ) {
    makeAutoObservable<DeliveryStore, 'brand' | 'homeStore'>(this, { brand: false, homeStore: false })
  }

  /** Takes over what this browser remembers. */
  readStorage(): void {
    this.selectedLocations = readStored(SELECTED_LOCATIONS_KEY, isPerMethod, {})
    this.zipCodes = readStored(ZIP_CODES_KEY, isPerMethod, {})
    this.form = readStored(deliveryFormKey(this.brand), isForm, {})
  }

  /** Picks the method new lines go to (the user's preferred one, or the buyer's choice). */
  choose(method: DeliveryMethodCode): void {
    this.method = method
  }

  /** The store chosen for a store method. */
  selectLocation(method: DeliveryMethodCode, locationId: string): void {
    this.selectedLocations = { ...this.selectedLocations, [method]: locationId }
    writeStored(SELECTED_LOCATIONS_KEY, this.selectedLocations)
  }

  /** The zip code for a method that needs one; only five-digit Swedish codes are kept. */
  setZipCode(method: DeliveryMethodCode, zipCode: string): boolean {
    const code = zipCode.replace(/\s/g, '')
    if (!isSwedishZipCode(code)) return false
    this.zipCodes = { ...this.zipCodes, [method]: code }
    writeStored(ZIP_CODES_KEY, this.zipCodes)
    return true
  }

  /** Keeps a field of the delivery page's form for this brand. */
  setFormField(name: string, value: string): void {
    this.form = { ...this.form, [name]: value }
    writeStored(deliveryFormKey(this.brand), this.form)
  }

  /** The saved address a delivery goes to. */
  chooseAddress(deliveryId: string, addressId: string): void {
    this.setFormField(addressKey(deliveryId), addressId)
  }

  /**
   * What goes for a delivery: the store of its method (the one chosen, else the home store, as the
   * cart reads it), or its address among the customer's `addresses` (the one chosen, else the
   * preselected one: core deliveryAddressId).
   */
  choicesFor(deliveryId: string, addresses: Parameters<typeof deliveryAddressId>[1]): DeliveryChoices {
    const store = deliveryStore(deliveryId, this.selectedLocations, this.homeStore())
    return { storeId: store, addressId: deliveryAddressId(this.form[addressKey(deliveryId)], addresses) }
  }

  /** The zip code given for a method that needs one. */
  zipCodeFor(deliveryId: string): string | undefined {
    return isDeliveryMethodCode(deliveryId) ? this.zipCodes[deliveryId] : undefined
  }

  /** The notes of the form (reference, contact, message) as the buyer wrote them. */
  get notes(): Partial<Record<CheckoutFormFieldName, string>> {
    return Object.fromEntries(checkoutFormFieldNames.map((name) => [name, this.form[name] ?? '']))
  }

  /** The form's fields in error, by name (shop-core §5 Delivery form). */
  get formErrors(): Partial<Record<CheckoutFormFieldName, Exclude<FieldValidation, { valid: true }>>> {
    return validateDeliveryForm(
      Object.fromEntries(
        checkoutFormFieldNames.map((name) => [
          name,
          { value: this.form[name] ?? '', ...checkoutFormRules[name] },
        ]),
      ),
    )
  }

  /** Whether the chosen method has what it needs (a store or a zip code). */
  get readiness(): DeliveryReadiness {
    const store = deliveryStore(this.method, this.selectedLocations, this.homeStore())
    return deliveryReadiness(this.method, {
      ...(store ? { storeId: store } : {}),
      ...(this.zipCodes[this.method] ? { zipCode: this.zipCodes[this.method] } : {}),
    })
  }
}
