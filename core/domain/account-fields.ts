/**
 * The checks of the account forms before anything is sent (profile, user administration, My
 * addresses). Each problem is the catalog id of the Swedish message shown next to the field; the
 * services check the same rules again.
 */
import { postalCodeProblem, type CountryCode } from './address'
import { isValidEmail } from './email'

/** Problems by field name; a field without a problem is absent. */
export type FieldProblemKeys = Readonly<Record<string, string>>

/** A mobile number as the user service takes it: digits, spaces and dashes, optionally starting with +. */
const mobilePattern = /^\+?[0-9 -]{6,20}$/

const blank = (text: string | undefined) => (text ?? '').trim() === ''

/** The problems of a person's details: names required, the e-mail format rule, the mobile number's form. */
export function personProblems(fields: {
  readonly firstName?: string | undefined
  readonly lastName?: string | undefined
  readonly email?: string | undefined
  readonly mobileNumber?: string | null | undefined
}): FieldProblemKeys {
  const problems: Record<string, string> = {}
  if (fields.firstName !== undefined && blank(fields.firstName))
    problems['firstName'] = 'forms.first_name_required'
  if (fields.lastName !== undefined && blank(fields.lastName))
    problems['lastName'] = 'forms.last_name_required'
  if (fields.email !== undefined && !isValidEmail(fields.email.trim()))
    problems['email'] = blank(fields.email) ? 'forms.email_required' : 'forms.email_invalid'
  if (fields.mobileNumber && !mobilePattern.test(fields.mobileNumber.trim()))
    problems['mobileNumber'] = 'forms.mobile_invalid'
  return problems
}

/** The fields of an address form. */
export interface AddressFormFields {
  readonly name?: string | undefined
  readonly address1?: string | undefined
  readonly postalCode?: string | undefined
  readonly postalAddress?: string | undefined
  readonly countryCode: CountryCode
}

/**
 * The problems of an address: a name, a street, a postcode of five digits (Åland's 22xxx) and a
 * town, so that the address is valid for delivery. The recipient and further lines are optional
 * (shown as 'Mottagarnamn saknas' and 'Adress saknas' when absent).
 */
export function addressProblems(fields: AddressFormFields): FieldProblemKeys {
  const problems: Record<string, string> = {}
  if (blank(fields.name)) problems['name'] = 'forms.address_name_required'
  if (blank(fields.address1)) problems['address1'] = 'forms.street_required'
  if (blank(fields.postalCode)) problems['postalCode'] = 'forms.postal_code_required'
  else if (postalCodeProblem(fields.postalCode ?? '', fields.countryCode))
    problems['postalCode'] =
      fields.countryCode === 'AX' && /^\d{5}$/.test((fields.postalCode ?? '').replace(/\s/g, ''))
        ? 'forms.postal_code_aland'
        : 'forms.postal_code_invalid'
  if (blank(fields.postalAddress)) problems['postalAddress'] = 'forms.city_required'
  return problems
}
