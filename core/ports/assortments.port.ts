import { Context, type Effect } from 'effect'
import type { NotLoggedIn } from './credentials.port'
import type { ServiceCallFailed } from './service-call.errors'

/** An assortment: the top categories a customer's range is made of. */
export interface Assortment {
  readonly id: string
  readonly name: string
  readonly categoryIds: readonly string[]
}

/** The assortment service (GET /assortments/{id}). */
export class AssortmentsPort extends Context.Service<
  AssortmentsPort,
  {
    readonly assortment: (id: string) => Effect.Effect<Assortment, ServiceCallFailed | NotLoggedIn>
  }
>()('proffsbutik/AssortmentsPort') {}
