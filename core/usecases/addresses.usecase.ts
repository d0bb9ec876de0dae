/**
 * A customer's saved addresses (My addresses): listing with the search rule, saving and deleting.
 * Read-only addresses (from the ERP) are refused here before any call; a postcode is five digits,
 * and an Åland (AX) one is in the 22xxx range.
 */
import { Data, Effect } from 'effect'
import { addressProblems } from '../domain/account-fields'
import { postalCodeProblem, type Address, type CountryCode } from '../domain/address'
import type { UserMessage } from '../domain/messages'
import { AddressesPort, type AddressFields } from '../ports/addresses.port'
import { failWithMessage } from './call-failures'
import { findAddresses } from './catalog.usecase'
import { actingContext } from './session.usecase'
import { failureDetails, inputAnswer, messageAnswer, type FailureAnswer } from '../domain/failures'

/** The address is read-only: it can be used, never changed or deleted. */
export class AddressLocked extends Data.TaggedError('AddressLocked')<{ readonly addressId: string }> {
  get answer(): FailureAnswer {
    return inputAnswer(failureDetails(this))
  }
}

/** Fields the service would refuse, with why. */
export class AddressInvalid extends Data.TaggedError('AddressInvalid')<{
  readonly fields: readonly { readonly field: keyof AddressFields; readonly problem: string }[]
}> {
  get answer(): FailureAnswer {
    return inputAnswer(failureDetails(this))
  }
}

/** An address call failed; the message says why in the spec's terms. */
export class AddressesFailed extends Data.TaggedError('AddressesFailed')<{ readonly message: UserMessage }> {
  get answer(): FailureAnswer {
    return messageAnswer(this.message, failureDetails(this))
  }
}

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

/** The address form does not fit: the message id of each field's problem. */
export class AddressFormInvalid extends Data.TaggedError('AddressFormInvalid')<{
  readonly fields: Readonly<Record<string, string>>
}> {
  get answer(): FailureAnswer {
    return inputAnswer(failureDetails(this))
  }
}

/** No address of the customer has this id. */
export class AddressNotFound extends Data.TaggedError('AddressNotFound')<{ readonly addressId: string }> {
  get answer(): FailureAnswer {
    return { status: 404, key: 'errors.not_found', details: failureDetails(this) }
  }
}

/** The customer's address with this id, or AddressNotFound. */
const addressOf = (customerId: string, addressId: string) =>
  Effect.flatMap(
    Effect.flatMap(AddressesPort, (addresses) => addresses.list(customerId)),
    (all) => {
      const found = all.find((address) => address.addressId === addressId)
      return found ? Effect.succeed(found) : Effect.fail(new AddressNotFound({ addressId }))
    },
  )

/** Trims every text field; empty ones are left out, so that the service keeps them absent. */
const trimmedFields = (fields: AddressFields): AddressFields => {
  const kept: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(fields)) {
    if (typeof value !== 'string') kept[key] = value
    else if (value.trim()) kept[key] = value.trim()
  }
  return kept as AddressFields
}

/**
 * My addresses: saves the form of a new address (no id) or of one of the customer's addresses,
 * refusing each field that does not fit (name, street, postcode by country, town) before any call;
 * read-only addresses are refused.
 */
export const saveMyAddress = (
  customerId: string,
  addressId: string | undefined,
  fields: AddressFields & { readonly countryCode: CountryCode },
) =>
  Effect.gen(function* () {
    const trimmed = { ...trimmedFields(fields), countryCode: fields.countryCode }
    const problems = addressProblems(trimmed)
    if (Object.keys(problems).length > 0) return yield* new AddressFormInvalid({ fields: problems })
    const existing =
      addressId === undefined ? undefined : yield* addressOf(customerId, addressId).pipe(asFailure)
    // A cleared optional line is sent empty, so that the service drops it.
    const cleared = existing
      ? Object.fromEntries(
          (['label', 'recipientName', 'address2', 'address3', 'phone'] as const)
            .filter((key) => existing[key] !== undefined && trimmed[key] === undefined)
            .map((key) => [key, '']),
        )
      : {}
    return yield* saveAddress(customerId, { ...cleared, ...trimmed }, existing)
  })

/** My addresses: deletes one of the customer's addresses unless it is read-only. */
export const deleteMyAddress = (customerId: string, addressId: string) =>
  Effect.flatMap(addressOf(customerId, addressId).pipe(asFailure), deleteAddress)

/**
 * The address book of the customer the user acts for: the addresses matching the search text, how
 * many they are, and the customer's name.
 */
export const actingAddressBook = (text = '') =>
  Effect.gen(function* () {
    const { customerId = '', customer } = yield* actingContext
    const addresses = yield* addressList(customerId, text)
    return { customerName: customer?.customerName, total: addresses.length, addresses }
  })

/** Saves a new address of the customer the user acts for, or changes one (My page's address book). */
export const saveActingAddress = (
  addressId: string | undefined,
  fields: AddressFields & { readonly countryCode: CountryCode },
) => Effect.flatMap(actingContext, ({ customerId = '' }) => saveMyAddress(customerId, addressId, fields))

/** Deletes an address of the customer the user acts for. */
export const deleteActingAddress = (addressId: string) =>
  Effect.flatMap(actingContext, ({ customerId = '' }) => deleteMyAddress(customerId, addressId))

/** Saves a delivery address checkout is given for the customer the user acts for. */
export const saveDeliveryAddress = (fields: AddressFields & { readonly countryCode: CountryCode }) =>
  Effect.flatMap(actingContext, ({ customerId = '' }) => saveAddress(customerId, fields))
