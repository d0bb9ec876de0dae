import { Context, type Effect } from 'effect'
import type { Campaign } from '../domain/catalog'
import type { NotLoggedIn } from './credentials.port'
import type { ServiceCallFailed } from './service-call.errors'

type Call<A> = Effect.Effect<A, ServiceCallFailed | NotLoggedIn>

/** The campaign service. Its failures never reach the error hook (shop-core §8). */
export class CampaignsPort extends Context.Service<
  CampaignsPort,
  {
    readonly active: () => Call<readonly Campaign[]>
    readonly activeForCustomer: (customerId?: string) => Call<readonly Campaign[]>
    readonly selectedProductGroup: (
      id: string,
    ) => Call<{ readonly id: string; readonly name: string; readonly articleNumbers: readonly string[] }>
  }
>()('proffsbutik/CampaignsPort') {}
