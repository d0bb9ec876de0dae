import { Context, type Effect } from 'effect'
import type { Location } from '../domain/catalog'
import type { NotLoggedIn } from './credentials.port'
import type { ServiceCallFailed } from './service-call.errors'

/** A postal place found by address search. */
export interface PostalPlace {
  readonly postalCode: string
  readonly city: string
  readonly municipality: string
  readonly countryCode: 'SE' | 'AX'
}

/** The location service: stores (services=standard-pickup), warehouses, address search. */
export class LocationsPort extends Context.Service<
  LocationsPort,
  {
    readonly list: (filter?: {
      query?: string
      services?: string
    }) => Effect.Effect<readonly Location[], ServiceCallFailed | NotLoggedIn>
    readonly searchAddresses: (
      query: string,
    ) => Effect.Effect<readonly PostalPlace[], ServiceCallFailed | NotLoggedIn>
  }
>()('proffsbutik/LocationsPort') {}
