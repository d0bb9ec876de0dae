import { type FieldValidation, isSwedishZipCode } from '@proffsbutik/core/domain'
import type { useT } from '../../i18n/use-t'
import type { DeliveryStore } from '../../stores/delivery.store'
import type { CheckoutDelivery, SavedAddress } from './checkout-types'

type T = ReturnType<typeof useT>

/** The text of a form field's problem (shop-core §5: order.maxCharacters with the limit). */
export function fieldProblemText(problem: Exclude<FieldValidation, { valid: true }>, t: T): string {
  switch (problem.reason) {
    case 'message':
      return problem.message
    case 'required':
      return t('checkout.form.required', { min: problem.minlength })
    case 'maxLength':
      return t(problem.key, { max: problem.values.max })
  }
}

/** What is missing for a delivery before the summary: its store, zip code or address. */
export function deliveryProblem(
  delivery: CheckoutDelivery,
  choice: DeliveryStore,
  addresses: readonly SavedAddress[] | undefined,
): 'store' | 'zipCode' | 'address' | 'unavailable' | undefined {
  if (!delivery.available) return 'unavailable'
  const chosen = choice.choicesFor(delivery.deliveryId, addresses)
  if (delivery.needs === 'store') return chosen.storeId ? undefined : 'store'
  if (delivery.needs === 'zipCode') {
    const zip = choice.zipCodeFor(delivery.deliveryId)
    if (!zip || !isSwedishZipCode(zip)) return 'zipCode'
  }
  // choicesFor answers only a deliverable address of the customer's.
  return chosen.addressId === undefined ? 'address' : undefined
}
