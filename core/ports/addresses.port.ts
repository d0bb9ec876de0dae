import { Context, type Effect } from 'effect'
import type { Address, CountryCode } from '../domain/address'
import type { NotLoggedIn } from './credentials.port'
import type { ServiceCallFailed } from './service-call.errors'

type Call<A> = Effect.Effect<A, ServiceCallFailed | NotLoggedIn>

/** The fields of an address a user writes. */
export interface AddressFields {
  readonly label?: string
  readonly name?: string
  readonly recipientName?: string
  readonly address1?: string
  readonly address2?: string
  readonly address3?: string
  readonly postalCode?: string
  readonly postalAddress?: string
  readonly phone?: string
  readonly preselected?: boolean
  readonly countryCode?: CountryCode
}

/** A customer's saved delivery addresses. */
export class AddressesPort extends Context.Service<
  AddressesPort,
  {
    readonly list: (customerId: string) => Call<readonly Address[]>
    readonly create: (
      customerId: string,
      fields: AddressFields & { countryCode: CountryCode },
    ) => Call<Address>
    readonly update: (addressId: string, fields: AddressFields) => Call<Address>
    readonly remove: (addressId: string) => Call<void>
  }
>()('proffsbutik/AddressesPort') {}
