import { Context } from 'effect'
import type { BrandCode } from '../domain/brand'
import type { DeliveryMethodCode } from '../domain/delivery-methods'
import type { HourWindow } from '../domain/delivery-windows'
import type { OciCompanyRules } from '../domain/oci-company-rules'

/** The settings of the shop for this request: the brand it serves and the order cutoff hour. */
export interface ShopSettingsShape {
  readonly brand: BrandCode
  /** Orders placed at or after this hour (Stockholm time) go out one delivery day later. */
  readonly cutoffHour: number
  /** The stock availability colours setting (shop-core §4 stock display); off when unset. */
  readonly stockAvailabilityColours?: boolean
  /**
   * The assortment service setting (ASSORTMENT_URL): customer assortments apply only when it is an
   * http(s) address (shop-core §5); unset or anything else shows every customer the whole range.
   */
  readonly assortmentService?: string
  /**
   * The hours (Stockholm time) in which a delivery method is offered (DELIVERY_WINDOWS, shop-core §5
   * delivery option window); a method without one is offered at every hour.
   */
  readonly deliveryWindows?: Readonly<Partial<Record<DeliveryMethodCode, HourWindow>>>
  /** The OCI export's adjustments per customer id (PUNCHOUT_COMPANY_RULES); none by default. */
  readonly ociCompanyRules?: OciCompanyRules
}

/** Per-request shop settings, provided by the composition root. */
export class ShopSettings extends Context.Service<ShopSettings, ShopSettingsShape>()(
  'proffsbutik/ShopSettings',
) {}
