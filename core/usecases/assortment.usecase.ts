/**
 * The assortment a logged-in buyer browses (shop-core §4, §5, §6 EJ_ANDRA_SORTIMENT). Their
 * customer's assortment — its id, cleared when it has none or the assortment is named 'default',
 * read only when the assortment service setting is an http(s) address — unless they chose the whole
 * range instead, which a buyer denied changing assortment cannot. The choice is kept in the session
 * until the buyer acts for another customer. Listings, search, category pages and the menu are all
 * asked within it (catalogueScope), and the services hold a denied buyer to it whatever is asked.
 * A failure to read an assortment shows the whole range rather than failing the page (the adapters
 * have reported it).
 */
import { Data, Effect } from 'effect'
import {
  effectiveAssortmentId,
  isAssortmentServiceEnabled,
  WHOLE_RANGE_ASSORTMENT_ID,
} from '../domain/assortment'
import type { FailureAnswer } from '../domain/failures'
import { isFeatureAllowed } from '../domain/roles'
import { AssortmentsPort } from '../ports/assortments.port'
import type { AssortmentScope } from '../ports/catalog.port'
import { NotLoggedIn } from '../ports/credentials.port'
import { CustomersPort } from '../ports/customers.port'
import { ShopSettings } from '../ports/shop-settings.port'
import { actingRights } from './delivery-options.usecase'
import { readSession, rememberAssortment } from './session.usecase'

/** An assortment as the buyer sees it and the catalogue is asked with it: its id and name. */
export interface CurrentAssortment {
  readonly id: string
  readonly name: string
}

/** The assortments a buyer may switch between, and the one they browse now. */
export interface AssortmentSwitch {
  /** The customer's own assortment first, then the whole range. */
  readonly choices: readonly CurrentAssortment[]
  readonly chosenId: string
}

/** A buyer denied changing assortment (EJ_ANDRA_SORTIMENT) tried to. */
export class AssortmentChangeDenied extends Data.TaggedError('AssortmentChangeDenied')<{
  readonly customerId: string | undefined
}> {
  get answer(): FailureAnswer {
    return { status: 403, key: 'assortment.change_denied' }
  }
}

/** The assortment chosen is not one the buyer's customer has (or it has none to choose between). */
export class AssortmentNotOffered extends Data.TaggedError('AssortmentNotOffered')<{
  readonly assortmentId: string
}> {
  get answer(): FailureAnswer {
    return { status: 404, key: 'assortment.not_offered', details: { assortmentId: this.assortmentId } }
  }
}

/** The assortment of the customer the session acts for, or undefined when it has none. */
const customerAssortment = Effect.gen(function* () {
  const { assortmentService } = yield* ShopSettings
  if (!isAssortmentServiceEnabled(assortmentService)) return undefined
  const customerId = (yield* readSession)?.currentCustomerId
  if (customerId === undefined) return undefined
  const id = yield* (yield* CustomersPort).assortment(customerId)
  if (id === null) return undefined
  const assortment = yield* (yield* AssortmentsPort).assortment(id)
  return effectiveAssortmentId(assortment) === undefined
    ? undefined
    : ({ id: assortment.id, name: assortment.name } satisfies CurrentAssortment)
})

/** Whether the buyer may change assortment where they act now (no EJ_ANDRA_SORTIMENT there). */
const mayChangeAssortment = Effect.map(actingRights, ({ denies }) =>
  isFeatureAllowed(denies, 'EJ_ANDRA_SORTIMENT'),
)

/**
 * The assortment the buyer browses, or undefined for the whole range: their customer's, unless they
 * chose the whole range and may (a deny set since then holds them to the customer's again).
 */
export const currentAssortment = Effect.gen(function* () {
  const own = yield* customerAssortment
  if (own === undefined) return undefined
  if ((yield* readSession)?.chosenAssortmentId !== WHOLE_RANGE_ASSORTMENT_ID) return own
  return (yield* mayChangeAssortment) ? undefined : own
}).pipe(Effect.catch(() => Effect.succeed<CurrentAssortment | undefined>(undefined)))

/** What a catalogue read is asked within when the buyer browses `assortment`: it, and whom they act for. */
export const scopeWithin = (assortment: CurrentAssortment | undefined) =>
  Effect.map(readSession, (session): AssortmentScope => ({
    ...(assortment ? { assortment: assortment.id } : {}),
    ...(session?.currentCustomerId ? { customerId: session.currentCustomerId } : {}),
    ...(session?.currentProjectId ? { projectId: session.currentProjectId } : {}),
  }))

/** What every catalogue read is asked within: the assortment browsed and whom the buyer acts for. */
export const catalogueScope = Effect.flatMap(currentAssortment, scopeWithin)

/** The customer's own assortment and the whole range, named as the assortment service names it. */
const choices = Effect.gen(function* () {
  const own = yield* customerAssortment
  if (own === undefined) return undefined
  const whole = yield* (yield* AssortmentsPort).assortment(WHOLE_RANGE_ASSORTMENT_ID)
  return [own, { id: WHOLE_RANGE_ASSORTMENT_ID, name: whole.name }] as const
})

/**
 * The assortment switch: the customer's own assortment and the whole range, and which the buyer
 * browses. Undefined when there is nothing to switch: a visitor, a customer without an assortment
 * of its own, or a buyer denied changing assortment.
 */
export const assortmentSwitch = Effect.gen(function* () {
  // The customer's assortment first: most customers have none, and then the user need not be read.
  const offered = yield* choices
  if (offered === undefined || !(yield* mayChangeAssortment)) return undefined
  const chosen = (yield* readSession)?.chosenAssortmentId
  return {
    choices: offered,
    chosenId: chosen === WHOLE_RANGE_ASSORTMENT_ID ? chosen : offered[0].id,
  } satisfies AssortmentSwitch
}).pipe(Effect.catch(() => Effect.succeed<AssortmentSwitch | undefined>(undefined)))

/**
 * Browses `assortmentId` from now on in the customer the buyer acts for: their customer's own
 * assortment or the whole range. Refused to a buyer denied changing assortment (403) and for an
 * assortment that is not among the choices (404). Answers the switch as it now stands.
 */
export const chooseAssortment = (assortmentId: string) =>
  Effect.gen(function* () {
    const session = yield* readSession
    if (!session) return yield* Effect.fail(new NotLoggedIn())
    if (!(yield* mayChangeAssortment))
      return yield* Effect.fail(new AssortmentChangeDenied({ customerId: session.currentCustomerId }))
    const offered = yield* choices
    if (offered === undefined || !offered.some((choice) => choice.id === assortmentId))
      return yield* Effect.fail(new AssortmentNotOffered({ assortmentId }))
    yield* rememberAssortment(assortmentId === offered[0].id ? undefined : assortmentId)
    return { choices: offered, chosenId: assortmentId } satisfies AssortmentSwitch
  })
