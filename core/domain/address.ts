/** Saved delivery addresses (shop-core §3) and the address search rule (§5). */

/** Country codes an address can have. */
export type CountryCode = 'SE' | 'AX'

/** A saved delivery address of a customer. */
export interface Address {
  readonly addressId: string
  readonly id: string
  readonly label?: string
  readonly name?: string
  readonly recipientName?: string
  readonly address1?: string
  readonly address2?: string
  readonly address3?: string
  readonly postalCode?: string
  readonly postalAddress?: string
  readonly countryCode: CountryCode
  readonly phone?: string
  /** The address checkout chooses first. */
  readonly preselected: boolean
  /** Read-only addresses (from the ERP) can be used but never edited or deleted. */
  readonly readOnly: boolean
  /** Whether goods can be delivered to it (an address without a street or postcode cannot). */
  readonly validForDelivery: boolean
  readonly customerId?: string
}

/**
 * The address a delivery goes to: the one the buyer chose while it is still one of the customer's
 * and deliverable, else the customer's preselected address (the one checkout chooses first) when it
 * is deliverable; none otherwise, and the buyer must choose.
 */
export function deliveryAddressId(
  chosen: string | undefined,
  addresses: readonly Pick<Address, 'addressId' | 'preselected' | 'validForDelivery'>[] | undefined,
): string | undefined {
  const deliverable = (addresses ?? []).filter((address) => address.validForDelivery)
  const address =
    deliverable.find((candidate) => candidate.addressId === chosen) ??
    deliverable.find((candidate) => candidate.preselected)
  return address?.addressId
}

/** Shown instead of a missing recipient name (quoted by the spec). */
export const MISSING_RECIPIENT_TEXT = 'Mottagarnamn saknas'

/** Shown instead of a missing second address line (quoted by the spec). */
export const MISSING_ADDRESS_TEXT = 'Adress saknas'

const searchedFields = [
  'label',
  'name',
  'recipientName',
  'address1',
  'address2',
  'address3',
  'postalCode',
  'postalAddress',
] as const

/**
 * Addresses matching a search text: the text is split on whitespace and uppercased, and every term
 * must appear in at least one of the searched fields. An empty text keeps every address; order is kept.
 */
export function searchAddresses<A extends Address>(addresses: readonly A[], text: string): A[] {
  const terms = text.toUpperCase().split(/\s+/).filter(Boolean)
  return addresses.filter((address) => {
    const fields = searchedFields.map((field) => address[field]?.toUpperCase() ?? '')
    return terms.every((term) => fields.some((field) => field.includes(term)))
  })
}

/** The recipient and second line as displayed, with the spec's texts for missing values. */
export function addressDisplayFields(address: Pick<Address, 'recipientName' | 'address2'>): {
  recipientName: string
  address2: string
} {
  return {
    recipientName: address.recipientName?.trim() ? address.recipientName : MISSING_RECIPIENT_TEXT,
    address2: address.address2?.trim() ? address.address2 : MISSING_ADDRESS_TEXT,
  }
}

/**
 * A postcode as every surface writes it (pages, checkout, orders, PDFs, Excel): a Swedish or Åland
 * postcode of five digits as "NNN NN" — "22478" and "224 78" both read "224 78". Any other text (a
 * foreign postcode, a part-typed one) is left as given, only trimmed.
 */
export function formatPostcode(postcode: string): string {
  const trimmed = postcode.trim()
  const digits = trimmed.replace(/[\s\u00a0]/g, '')
  return /^\d{5}$/.test(digits) ? `${digits.slice(0, 3)} ${digits.slice(3)}` : trimmed
}

/** A store's address on one line, as its page and checkout write it: "Elektravägen 3, 126 30 Stockholm". */
export function storeAddressText(address: {
  readonly address1: string
  readonly postalCode: string
  readonly city: string
}): string {
  return `${address.address1}, ${formatPostcode(address.postalCode)} ${address.city}`
}

/** What is wrong with a postcode in a country, if anything: five digits ('NNN NN' allowed); Åland's are 22xxx. */
export function postalCodeProblem(postalCode: string, countryCode: CountryCode): string | undefined {
  const digits = postalCode.replace(/\s/g, '')
  if (!/^\d{5}$/.test(digits)) return 'A postcode has five digits'
  if (countryCode === 'AX' && !digits.startsWith('22')) return 'Åland postcodes are 22xxx'
  return undefined
}
