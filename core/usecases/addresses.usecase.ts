/**
 * A customer's saved addresses (My addresses): listing with the search rule, saving and deleting.
 * Read-only addresses (from the ERP) are refused here before any call; a postcode is five digits,
 * and an Åland (AX) one is in the 22xxx range.
 */
import { Data, Effect } from 'effect'
import { postalCodeProblem, type Address, type CountryCode } from '../domain/address'
import type { UserMessage } from '../domain/messages'
import { AddressesPort, type AddressFields } from '../ports/addresses.port'
import { failWithMessage } from './call-failures'
import { findAddresses } from './catalog.usecase'

/** The address is read-only: it can be used, never changed or deleted. */
export class AddressLocked extends Data.TaggedError('AddressLocked')<{ readonly addressId: string }> {}

/** Fields the service would refuse, with why. */
export class AddressInvalid extends Data.TaggedError('AddressInvalid')<{
  readonly fields: readonly { readonly field: keyof AddressFields; readonly problem: string }[]
}> {}

/** An address call failed; the message says why in the spec's terms. */
export class AddressesFailed extends Data.TaggedError('AddressesFailed')<{ readonly message: UserMessage }> {}

const asFailure = failWithMessage((message) => new AddressesFailed({ message }))

/** The customer's addresses matching the search text (every term somewhere; empty text: all). */
export const addressList = (customerId: string, text = '') => findAddresses(customerId, text).pipe(asFailure)

function check(fields: AddressFields, countryCode: CountryCode): Effect.Effect<void, AddressInvalid> {
  const postcode = fields.postalCode?.trim()
  const problem = postcode ? postalCodeProblem(postcode, countryCode) : undefined
  return problem
    ? Effect.fail(new AddressInvalid({ fields: [{ field: 'postalCode', problem }] }))
    : Effect.void
}

/** Saves a new address, or changes one that is not read-only. */
export const saveAddress = (
  customerId: string,
  fields: AddressFields & { readonly countryCode: CountryCode },
  existing?: Address,
) =>
  Effect.gen(function* () {
    if (existing?.readOnly) return yield* new AddressLocked({ addressId: existing.addressId })
    yield* check(fields, fields.countryCode)
    const addresses = yield* AddressesPort
    return yield* existing
      ? addresses.update(existing.addressId, fields)
      : addresses.create(customerId, fields)
  }).pipe(asFailure)

/** Deletes an address that is not read-only. */
export const deleteAddress = (address: Address) =>
  Effect.gen(function* () {
    if (address.readOnly) return yield* new AddressLocked({ addressId: address.addressId })
    yield* (yield* AddressesPort).remove(address.addressId)
  }).pipe(asFailure)
