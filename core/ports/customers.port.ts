import { Context, type Effect } from 'effect'
import type { IsoDate } from '../domain/calendar'
import type { UserCustomer } from '../domain/user'
import type { NotLoggedIn } from './credentials.port'
import type { ServiceCallFailed } from './service-call.errors'

type Call<A> = Effect.Effect<A, ServiceCallFailed | NotLoggedIn>

/** A seller of a customer's sales team. */
export interface TeamMember {
  readonly userId: string
  readonly name: string
  readonly email: string
  readonly phone: string | null
  readonly role: string
}

/**
 * Customers of the user service. Delivery dates and the sales team are silent calls: their
 * failures are never shown or reported (shop-core §8).
 */
export class CustomersPort extends Context.Service<
  CustomersPort,
  {
    readonly list: (filter?: {
      active?: boolean
      search?: string
      virtualContext?: boolean
    }) => Call<readonly UserCustomer[]>
    readonly deliveryDates: (
      customerId: string,
      options?: { from?: IsoDate; days?: number },
    ) => Call<readonly IsoDate[]>
    readonly assortment: (customerId: string) => Call<string | null>
    readonly salesTeam: (customerId: string) => Call<readonly TeamMember[]>
  }
>()('proffsbutik/CustomersPort') {}
