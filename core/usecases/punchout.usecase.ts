/**
 * Punch-out (shop-core §4, docs/punchout.md): entering from a procurement system (log in by the
 * punch-out session call, keep 'punchout-settings', switch to PUNCHOUT and clear the query string)
 * and handing the cart back: the OCI form of the deliveries in the order, which the browser posts
 * to HOOK_URL; then those lines leave the cart (the whole cart is deleted when nothing stays).
 */
import { Data, Effect, Schema } from 'effect'
import { brandProfiles } from '../domain/brand'
import { itemsInOrder, type Cart } from '../domain/cart'
import { deliveryName } from '../domain/checkout'
import { ociOptionsFor } from '../domain/oci-company-rules'
import type { MessageKey } from '../domain/messages'
import {
  checkCartExport,
  ociFormFields,
  ociText,
  type HandBackBlocker,
  type OciCharset,
  type OciOptions,
} from '../domain/oci-export'
import {
  handBackCharset,
  PUNCHOUT_SETTINGS_KEY,
  readPunchoutEntry,
  type PunchoutSettings,
} from '../domain/punchout-entry'
import type { Params } from '../domain/login-input'
import { quantityRules } from '../domain/quantity'
import { CartPort } from '../ports/cart.port'
import { CommerceGraphPort } from '../ports/commerce-graph.port'
import { ShopSettings } from '../ports/shop-settings.port'
import { Clock } from '../ports/clock.port'
import { KeyValueStore } from '../ports/key-value-store.port'
import type { ServiceCallFailed } from '../ports/service-call.errors'
import { login, readSession } from './session.usecase'
import { failureDetails, inputAnswer, type FailureAnswer } from '../domain/failures'

/** The punch-out entry did not work: the shop stays in NORMAL mode and shows the message. */
export class PunchoutEntryFailed extends Data.TaggedError('PunchoutEntryFailed')<{
  readonly mode: 'NORMAL'
  /** The spec's key, or the login form's own message for wrong credentials. */
  readonly message: MessageKey | 'login.invalid_credentials'
}> {
  get answer(): FailureAnswer {
    return inputAnswer({ ...failureDetails(this), message: this.message })
  }
}

/**
 * The cart cannot be handed back: lines without a price or priced on request ('price', naming them
 * in `lines` with why each blocks), or no punch-out session.
 */
export class PunchoutReturnFailed extends Data.TaggedError('PunchoutReturnFailed')<{
  readonly message: MessageKey | 'price'
  readonly articleNumbers: readonly string[]
  readonly lines: readonly HandBackBlocker[]
}> {
  get answer(): FailureAnswer {
    return {
      status: this.message === 'errors.internal_server_error' ? 502 : 422,
      key: this.message === 'price' ? 'errors.internal_server_error' : this.message,
      details: { ...failureDetails(this), reason: this.message },
    }
  }
}

/** A hand-back that cannot go for a reason of the session or the cart as a whole, not of its lines. */
const returnFailed = (message: MessageKey) =>
  new PunchoutReturnFailed({ message, articleNumbers: [], lines: [] })

/** The form the browser posts to the procurement system. */
export interface PunchoutForm {
  /** HOOK_URL exactly as the procurement system gave it, its query included (a POST keeps it). */
  readonly action: string
  readonly target: string
  /** The form's accept-charset: ISO-8859-1 when the system asked for it. */
  readonly charset: OciCharset
  readonly fields: readonly (readonly [name: string, value: string])[]
}

/** A hand-back ready to go: the cart, the lines it takes out of it, and the form. */
export interface PunchoutHandBack {
  readonly cartId: string
  /** The lines the form hands back: those of the deliveries in the order. */
  readonly cartItemIds: readonly string[]
  readonly form: PunchoutForm
}

/**
 * The settings as the session keeps them: HOOK_URL once (callback_url is the same address, and a
 * 2,048-character hook kept twice would take a cookie more; docs/adr/0024). Sessions written
 * before kept both, and still read.
 */
const StoredSettings = Schema.fromJsonString(
  Schema.Struct({
    callback_url: Schema.optionalKey(Schema.String),
    HOOK_URL: Schema.String,
    companyName: Schema.optionalKey(Schema.String),
    Bolag: Schema.optionalKey(Schema.String),
    email: Schema.optionalKey(Schema.String),
    logonId: Schema.String,
    oci: Schema.Struct({
      target: Schema.optionalKey(Schema.String),
      okCode: Schema.optionalKey(Schema.String),
      caller: Schema.optionalKey(Schema.String),
      version: Schema.optionalKey(Schema.String),
      charset: Schema.optionalKey(Schema.String),
    }),
    last_used: Schema.Number,
  }),
)

/** The stored punch-out settings, when this is a punch-out session. */
export const punchoutSettings = Effect.gen(function* () {
  const text = yield* (yield* KeyValueStore).get(PUNCHOUT_SETTINGS_KEY)
  if (text === undefined) return undefined
  const decoded = Schema.decodeUnknownOption(StoredSettings)(text)
  if (decoded._tag === 'None') return undefined
  const settings: PunchoutSettings = { ...decoded.value, callback_url: decoded.value.HOOK_URL }
  return settings
})

/**
 * The rules a quantity the buyer writes must meet in the session's mode: in punch-out at most
 * PUNCHOUT_QUANTITY_DECIMALS decimals (OCI's QUANTITY), refused where it is written, never rounded.
 */
export const sessionQuantityRules = Effect.map(punchoutSettings, (settings) =>
  quantityRules(settings !== undefined),
)

/** Enters punch-out from the procurement system's parameters (query or form, names in any case). */
export const enterPunchout = (params: Params) =>
  Effect.gen(function* () {
    const now = (yield* Clock).now()
    const store = yield* KeyValueStore
    // Whatever happens, an earlier punch-out's settings do not outlive this entry.
    yield* store.remove(PUNCHOUT_SETTINGS_KEY)
    const entry = readPunchoutEntry(params, now.getTime())
    if (!entry.ok)
      return yield* Effect.fail(new PunchoutEntryFailed({ mode: 'NORMAL', message: entry.error }))
    const outcome = yield* login(entry.login, { punchOut: true }).pipe(
      Effect.catchTag('LoginFailed', (failure) =>
        Effect.fail(
          new PunchoutEntryFailed({
            mode: 'NORMAL',
            message: failure.reason === 'invalidCredentials' ? 'login.invalid_credentials' : failure.message,
          }),
        ),
      ),
    )
    if (outcome.result !== 1) {
      return yield* Effect.fail(
        new PunchoutEntryFailed({ mode: 'NORMAL', message: 'errors.punchout.missing_credentials' }),
      )
    }
    const { callback_url: _sameAsHook, ...kept } = entry.settings
    yield* store.set(PUNCHOUT_SETTINGS_KEY, JSON.stringify(kept))
    return { mode: 'PUNCHOUT', clearQuery: true, user: outcome.user } as const
  })

/** The OCI form that hands the cart back, or why it cannot be built. */
export const punchoutForm = (cart: Cart, options: OciOptions = {}) =>
  Effect.gen(function* () {
    const settings = yield* punchoutSettings
    if (!settings) {
      return yield* Effect.fail(returnFailed('errors.punchout.missing_callback_url'))
    }
    // The deliveries left out of the order stay in the cart, as they would on an order.
    const handedBack = itemsInOrder(cart)
    if (handedBack.length === 0) return yield* Effect.fail(returnFailed('errors.punchout.nothing_in_order'))
    const checked = checkCartExport(handedBack)
    if (!checked.ok) {
      return yield* Effect.fail(
        new PunchoutReturnFailed({
          message: 'price',
          articleNumbers: checked.articleNumbers,
          lines: checked.blockers,
        }),
      )
    }
    const charset = handBackCharset(settings.oci.charset)
    const text = (value: string) => ociText(value, charset)
    // Posted to HOOK_URL as given, its query included; OCI 4.0 §4.1 also has a catalogue send the
    // query's parameters as fields, so they come along as well, with the same values.
    const hookParameters = [...new URL(settings.HOOK_URL).searchParams].map(
      ([name, value]) => [text(name), text(value)] as const,
    )
    const form: PunchoutForm = {
      action: settings.HOOK_URL,
      target: settings.oci.target ?? '_top',
      charset,
      fields: [
        ...hookParameters,
        ...(settings.oci.okCode ? [['~OkCode', text(settings.oci.okCode)] as const] : []),
        ...ociFormFields(checked.lines, { ...options, charset }),
      ],
    }
    return { cartId: cart.cartId, cartItemIds: handedBack.map((item) => item.cartItemId), form }
  })

/**
 * The hand-back of the cart the buyer acts in: its id and the OCI form, with the adjustments
 * configured for the customer (PUNCHOUT_COMPANY_RULES). Stock is read at the brand's central
 * storage, so a line's lead time follows its availability there.
 */
export const punchoutHandBack = Effect.gen(function* () {
  const session = yield* readSession
  const { brand, ociCompanyRules } = yield* ShopSettings
  // Priced as the cart charges its lines: each article at the bracket of its sum (issue 26).
  const cart = yield* (yield* CommerceGraphPort).getCart({
    stockInput: { locationIds: [brandProfiles[brand].centralStorageId] },
    ...(session?.currentCustomerId ? { customerId: session.currentCustomerId } : {}),
    ...(session?.currentProjectId ? { projectId: session.currentProjectId } : {}),
  })
  return yield* punchoutForm(cart, ociOptionsFor(ociCompanyRules ?? {}, session?.currentCustomerId))
})

/** A line that stops the hand-back, as the preview names it to the buyer. */
export interface BlockingLine {
  readonly articleNumber: string
  /** The article's name, or its number when the variant is missing. */
  readonly name: string
  readonly deliveryId: string
  readonly deliveryName: string
  readonly reason: HandBackBlocker['reason']
}

/** The OCI preview: the form exactly as it will be posted, or the lines that stop the hand-back. */
export type PunchoutPreview =
  | ({ readonly handBack: 'ready' } & PunchoutHandBack)
  | { readonly handBack: 'refused'; readonly reason: 'price'; readonly lines: readonly BlockingLine[] }

/**
 * What the buyer is shown before handing the cart back. A cart with lines priced on request (or
 * without a price) is not handed back (ADR 0022): that is an answer the page shows — which lines
 * and why — not a failure; any other failure stays one.
 */
export const punchoutPreview: Effect.Effect<
  PunchoutPreview,
  Effect.Error<typeof punchoutHandBack>,
  Effect.Services<typeof punchoutHandBack>
> = punchoutHandBack.pipe(
  Effect.map((handBack): PunchoutPreview => ({ handBack: 'ready', ...handBack })),
  Effect.catchTag('PunchoutReturnFailed', (failure) =>
    failure.message === 'price'
      ? Effect.succeed<PunchoutPreview>({
          handBack: 'refused',
          reason: 'price',
          lines: failure.lines.map((line) => ({
            articleNumber: line.articleNumber,
            name: line.name ?? line.articleNumber,
            deliveryId: line.deliveryId,
            deliveryName: deliveryName(line.deliveryId),
            reason: line.reason,
          })),
        })
      : Effect.fail(failure),
  ),
)

/**
 * After the form went: the handed-back lines leave the cart, and the deliveries left out of the
 * order stay; when nothing stays, the cart is deleted (shop-core §4; the shell then reads it again).
 * A failure shows errors.internal_server_error.
 */
export const finishPunchoutReturn = (cartId: string, cartItemIds: readonly string[]) =>
  Effect.gen(function* () {
    // Only a punch-out session hands a cart back (and so deletes it this way).
    if (!(yield* punchoutSettings))
      return yield* Effect.fail(returnFailed('errors.punchout.missing_callback_url'))
    const session = yield* readSession
    const { brand } = yield* ShopSettings
    const cart = yield* (yield* CommerceGraphPort).getCart({
      stockInput: { locationIds: [brandProfiles[brand].centralStorageId] },
      ...(session?.currentCustomerId ? { customerId: session.currentCustomerId } : {}),
      ...(session?.currentProjectId ? { projectId: session.currentProjectId } : {}),
    })
    const handedBack = new Set(cartItemIds)
    const own = cart.cartId === cartId ? cart.cartItems : []
    const going = own.flatMap((item) => (handedBack.has(item.cartItemId) ? [item.cartItemId] : []))
    const port = yield* CartPort
    // Nothing stays (or the cart is not the one in use: the cart service decides whose it is).
    if (going.length === own.length) yield* port.deleteCart(cartId)
    else if (going.length > 0) yield* port.removeItems(cartId, going)
    return { refreshCart: true } as const
  }).pipe(
    Effect.catchTag('ServiceCallFailed', (error) =>
      Effect.fail(
        // Another user's cart, or none: the cart service refused, and that is no fault of ours.
        returnFailed(isRefusal(error) ? 'errors.forbidden_action' : 'errors.internal_server_error'),
      ),
    ),
  )

/** Whether a service call was refused (403, 404) rather than failed. */
const isRefusal = (error: ServiceCallFailed) =>
  error.failure.kind === 'http' && (error.failure.status === 403 || error.failure.status === 404)
