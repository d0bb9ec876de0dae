/**
 * The delivery page's form (shop-core §5): its fields, their rules, and their validation. A field is
 * in error when it carries an error message, when it is required and shorter than its minlength
 * (default 1) or only whitespace, or when it is longer than its maxlength (message
 * order.maxCharacters with the limit).
 */

/** The fields of the delivery page's form, the same for every delivery of the order. */
export type CheckoutFormFieldName = 'reference' | 'contactName' | 'contactPhone' | 'message'

/** The rules of the delivery page's form fields (validated below). */
export const checkoutFormRules: Readonly<
  Record<
    CheckoutFormFieldName,
    { readonly required: boolean; readonly minlength?: number; readonly maxlength: number }
  >
> = {
  reference: { required: false, maxlength: 30 },
  contactName: { required: true, minlength: 2, maxlength: 60 },
  contactPhone: { required: true, minlength: 6, maxlength: 20 },
  message: { required: false, maxlength: 250 },
}

/** The form fields in their order on the page. */
export const checkoutFormFieldNames = Object.keys(checkoutFormRules) as CheckoutFormFieldName[]

/** One field of the delivery page form. */
export interface DeliveryFormField {
  readonly value: string
  readonly required?: boolean
  readonly minlength?: number
  readonly maxlength?: number
  /** A message set on the field from outside (e.g. by the services). */
  readonly errorMessage?: string
}

/** The outcome of validating one field. */
export type FieldValidation =
  | { readonly valid: true }
  | { readonly valid: false; readonly reason: 'message'; readonly message: string }
  | { readonly valid: false; readonly reason: 'required'; readonly minlength: number }
  | {
      readonly valid: false
      readonly reason: 'maxLength'
      readonly key: 'order.maxCharacters'
      readonly values: { readonly max: number }
    }

/** Validates one delivery form field. */
export function validateDeliveryField(field: DeliveryFormField): FieldValidation {
  if (field.errorMessage) return { valid: false, reason: 'message', message: field.errorMessage }
  const minlength = field.minlength ?? 1
  if (field.required && (field.value.length < minlength || field.value.trim() === '')) {
    return { valid: false, reason: 'required', minlength }
  }
  if (field.maxlength !== undefined && field.value.length > field.maxlength) {
    return { valid: false, reason: 'maxLength', key: 'order.maxCharacters', values: { max: field.maxlength } }
  }
  return { valid: true }
}

/** The fields in error, by name; an empty object means the form can be submitted. */
export function validateDeliveryForm(
  fields: Readonly<Record<string, DeliveryFormField>>,
): Record<string, Exclude<FieldValidation, { valid: true }>> {
  const errors: Record<string, Exclude<FieldValidation, { valid: true }>> = {}
  for (const [name, field] of Object.entries(fields)) {
    const result = validateDeliveryField(field)
    if (!result.valid) errors[name] = result
  }
  return errors
}
