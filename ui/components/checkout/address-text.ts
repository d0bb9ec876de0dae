import { addressDisplayFields, formatPostcode } from '@proffsbutik/core/domain'
import type { SavedAddress } from './checkout-types'

/** An address on one line: label or name, recipient, street lines, postcode ("NNN NN") and place. */
export function addressText(address: SavedAddress): string {
  const shown = addressDisplayFields(address)
  return [
    address.label ?? address.name,
    shown.recipientName,
    address.address1,
    address.address2 ? shown.address2 : undefined,
    address.address3,
    [address.postalCode && formatPostcode(address.postalCode), address.postalAddress]
      .filter(Boolean)
      .join(' '),
    address.countryCode === 'AX' ? 'Åland' : undefined,
  ]
    .filter((part) => part !== undefined && part !== '')
    .join(', ')
}
