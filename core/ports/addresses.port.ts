import { Context, type Effect } from 'effect'
import type { Address, CountryCode } from '../domain/address'
import type { NotLoggedIn } from './credentials.port'
import type { ServiceCallFailed } from './service-call.errors'

type Call<A> = Effect.Effect<A, ServiceCallFailed | NotLoggedIn>

/** The fields of an address a user writes: everything but what the service decides. */
export type AddressFields = Partial<
  Omit<Address, 'addressId' | 'id' | 'readOnly' | 'validForDelivery' | 'customerId'>
>

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
