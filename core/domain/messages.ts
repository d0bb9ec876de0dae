/**
 * The one place where failures become the spec's message keys (shop-core §8 and
 * content-and-surroundings §8). The UI's catalog translates the keys; nothing else picks a key.
 */
import { contentNotFoundMessages } from './content'
import { UPLOAD_ROWS_MAX } from './cart'
import type { CheckoutRefusal, RefusalReason } from './checkout'
import { formatQuantity } from './quantity'

/** The service bases the shop calls. */
export type ServiceBase =
  | 'auth'
  | 'user'
  | 'cart'
  | 'order'
  | 'stock'
  | 'price'
  | 'product'
  | 'location'
  | 'campaign'
  | 'assortment'
  | 'search'
  | 'gateway'
  | 'content'

/** How a call to a service failed. */
export type CallFailure =
  /** No answer: the connection failed, or (timedOut) the answer did not come in time. */
  | { readonly kind: 'noResponse'; readonly service: ServiceBase; readonly timedOut?: boolean }
  | { readonly kind: 'aborted' }
  | {
      readonly kind: 'http'
      readonly status: number
      readonly body?: string
      /** The stable code of the service's JSON error (`invalid_code`, `weak_password` …), when it gave one. */
      readonly code?: string
    }
  | { readonly kind: 'decode' }

/** Every message key of the spec's error catalogues, plus the guard and route texts and the account flows' failures. */
export const messageKeys = [
  'errors.unknown_error_occurred',
  'errors.invalid_token',
  'errors.internal_server_error',
  'errors.forbidden_action',
  'errors.request_refused',
  'errors.bad_request',
  'errors.not_found',
  'errors.cart_service_not_available',
  'errors.order_service_not_available',
  'errors.auth_service_not_available',
  'errors.occured',
  'errors.try_again_later',
  'errors.update_delivery_date',
  'errors.transfer_cart',
  'errors.cart_add_product',
  'errors.cart_add_products',
  'errors.cart_uploads_products',
  'cart.wrong_import',
  'cart.upload_cart_full',
  'cart.upload_quantity_decimals',
  'cart.full',
  'cart.choose_delivery_method',
  'cart.upload_too_many_rows',
  'cart.upload_wrong_columns',
  'cart.upload_empty',
  'cart.upload_unreadable',
  'errors.cart_generate_file',
  'errors.cart_remove_products',
  'errors.cart_update_product',
  'errors.cart_update_products',
  'errors.technical_issues',
  'errors.try_again_later_or_contact',
  'errors.invalid_order',
  'errors.invalid_partial_order',
  'errors.punchout.missing_callback_url',
  'errors.punchout.invalid_callback_url',
  'errors.punchout.missing_credentials',
  'errors.punchout.too_long',
  'errors.punchout.not_sent',
  'errors.punchout.nothing_in_order',
  'cart.quantity_decimals_punchout',
  'errors.page_not_found',
  'guards.login_required',
  'guards.forbidden',
  'errors.password_requirements_not_met',
  'errors.activation_code_refused',
  'errors.activation_expired',
  'errors.account_already_active',
  'errors.reset_code_refused',
  'errors.email_code_refused',
  'errors.too_many_attempts',
  'errors.no_store_details',
  'errors.no_retailers',
  'errors.wrong_password',
  'errors.user_exists',
  'errors.invitation_too_soon',
  'errors.not_invited',
  'errors.identity_shared',
  'assortment.change_denied',
  'assortment.not_offered',
  'quote.denied',
  'quote.document_denied',
  'quote.prices_denied',
  'quote.empty',
  'checkout.refused.credit_limit',
  'checkout.refused.stock',
  'checkout.refused.delivery_date',
  'checkout.refused.store',
  'checkout.refused.address',
  'checkout.refused.delivery_method',
  'checkout.refused.article',
  'checkout.refused.not_allowed',
  'checkout.refused.unknown',
] as const

/** A key of messageKeys. */
export type MessageKey = (typeof messageKeys)[number]

/** A message for the user: a key, the values it needs, and whether it goes in the generic wrapper. */
export interface UserMessage {
  readonly key: MessageKey
  readonly values?: Readonly<Record<string, string | number>>
  /** Shown inside 'occured' + the message + 'try again later' (spec: generic wrapper). */
  readonly wrap?: boolean
  /** What went wrong when a service call failed, so every channel answers it alike (failureCause). */
  readonly cause?: FailureCause
}

/**
 * What kind of failure a failed call was, whatever the channel: the session is over (the services
 * refused its token), what was asked for is not there or not the user's, too many requests, the
 * service did not answer, it failed, or it refused the request as it stood.
 */
export type FailureCause =
  'sessionEnded' | 'notFound' | 'forbidden' | 'throttled' | 'unavailable' | 'serviceFailed' | 'refused'

/** The cause of a failed call (the same table as messageForFailure's). */
export function failureCause(failure: CallFailure): FailureCause {
  switch (failure.kind) {
    case 'noResponse':
      return 'unavailable'
    case 'http':
      if (forcesLogout(failure)) return 'sessionEnded'
      if (failure.status === 404) return 'notFound'
      if (failure.status === 403) return 'forbidden'
      if (failure.status === 429) return 'throttled'
      if (failure.status >= 500) return 'serviceFailed'
      return 'refused'
    case 'aborted':
    case 'decode':
      return 'serviceFailed'
  }
}

/** Texts the spec quotes verbatim, the defaults for the Swedish catalog. */
export const quotedTexts = {
  'guards.login_required': 'Vänligen logga in',
  'guards.forbidden': 'Du saknar rättigheter för att se denna sida',
  'errors.page_not_found': 'Page Not Found: {path}',
} as const satisfies Partial<Record<MessageKey, string>>

const noResponseKeys: Partial<Record<ServiceBase, MessageKey>> = {
  cart: 'errors.cart_service_not_available',
  order: 'errors.order_service_not_available',
  auth: 'errors.auth_service_not_available',
}

/** The key for a failed call: 'Invalid token' body, no response per service, 5xx, 403, 404, else unknown. */
export function messageForFailure(failure: CallFailure): MessageKey {
  switch (failure.kind) {
    case 'noResponse':
      return noResponseKeys[failure.service] ?? 'errors.unknown_error_occurred'
    case 'http':
      if (failure.body?.trim() === 'Invalid token') return 'errors.invalid_token'
      if (failure.status >= 500) return 'errors.internal_server_error'
      if (failure.status === 403) return 'errors.forbidden_action'
      if (failure.status === 404) return 'errors.not_found'
      return 'errors.unknown_error_occurred'
    case 'aborted':
    case 'decode':
      return 'errors.unknown_error_occurred'
  }
}

/** Calls whose failures never reach the error hook (spec: delivery dates, campaigns, sales team). */
export type SilentCall = 'deliveryDates' | 'campaigns' | 'salesTeam'

/** How a call was made, as far as messages and reporting care. */
export interface CallOptions {
  /** The call was flagged to omit messages. */
  readonly omitMessages?: boolean
  /** One of the calls that ignore the error hook completely. */
  readonly silent?: SilentCall
}

/** A 401 ends the session: pending calls are aborted and the page reloads with the login message. */
export function forcesLogout(failure: CallFailure): boolean {
  return failure.kind === 'http' && failure.status === 401
}

/** Whether a failure shows a message to the user. */
export function shouldShowMessage(failure: CallFailure, options: CallOptions = {}): boolean {
  if (options.omitMessages || options.silent || failure.kind === 'aborted') return false
  return !forcesLogout(failure)
}

/** Whether a failure goes to error reporting: never aborted calls, 401s or the silent calls. */
export function shouldReport(failure: CallFailure, options: CallOptions = {}): boolean {
  if (options.silent || failure.kind === 'aborted') return false
  return !forcesLogout(failure)
}

/** A delivery-days fetch answering 404 is ignored entirely. */
export function isIgnoredDeliveryDaysFailure(failure: CallFailure): boolean {
  return failure.kind === 'http' && failure.status === 404
}

/** Adding to the cart failed for these articles. */
export function cartAddFailed(articleNumbers: readonly string[]): UserMessage {
  return articleNumbers.length <= 1
    ? { key: 'errors.cart_add_product' }
    : { key: 'errors.cart_add_products', values: { articles: articleNumbers.join(', ') } }
}

/** Updating cart lines failed. */
export function cartUpdateFailed(count: number): UserMessage {
  return { key: count === 1 ? 'errors.cart_update_product' : 'errors.cart_update_products' }
}

/** Removing cart lines failed. */
export function cartRemoveFailed(): UserMessage {
  return { key: 'errors.cart_remove_products' }
}

/**
 * Uploading a spreadsheet failed as a whole. A file the cart service refused says why: too many
 * rows, no article and quantity columns, empty, or no spreadsheet; anything else is the spec's
 * errors.cart_uploads_products.
 */
export function uploadFailed(failure?: CallFailure): UserMessage {
  const code = failure?.kind === 'http' && failure.status === 400 ? failure.code : undefined
  switch (code) {
    case 'too_many_rows':
      return { key: 'cart.upload_too_many_rows', values: { rows: formatQuantity(UPLOAD_ROWS_MAX) } }
    case 'wrong_columns':
      return { key: 'cart.upload_wrong_columns' }
    case 'empty_file':
      return { key: 'cart.upload_empty' }
    case 'unreadable_file':
      return { key: 'cart.upload_unreadable' }
    default:
      return { key: 'errors.cart_uploads_products' }
  }
}

/**
 * Row numbers as a buyer reads them: in order, runs of three or more written as a range —
 * "3, 7, 502–2001". A 1,500-row refusal stays one short line.
 */
export function rowList(rows: readonly number[]): string {
  const sorted = [...new Set(rows)].sort((a, b) => a - b)
  const parts: string[] = []
  for (let start = 0; start < sorted.length;) {
    let end = start
    while (end + 1 < sorted.length && sorted[end + 1] === sorted[end]! + 1) end++
    const [first, last] = [sorted[start]!, sorted[end]!]
    if (end - start >= 2) parts.push(`${first}–${last}`)
    else parts.push(...sorted.slice(start, end + 1).map(String))
    start = end + 1
  }
  return parts.join(', ')
}

/** Rows of an uploaded spreadsheet that could not be read as an article and a quantity. */
export function wrongImportRows(rows: readonly number[]): UserMessage {
  return { key: 'cart.wrong_import', values: { ids: rowList(rows) } }
}

/** A line refused because the cart holds as many lines as it may. */
export function cartFull(linesMax: number): UserMessage {
  return { key: 'cart.full', values: { max: formatQuantity(linesMax) } }
}

/** Rows of an uploaded spreadsheet left out because the cart was full. */
export function cartFullRows(rows: readonly number[], linesMax: number): UserMessage {
  return { key: 'cart.upload_cart_full', values: { ids: rowList(rows), max: formatQuantity(linesMax) } }
}

/** Rows of an uploaded spreadsheet left out because their quantity has more decimals than punch-out takes. */
export function quantityDecimalsRows(rows: readonly number[], maxDecimals: number): UserMessage {
  return { key: 'cart.upload_quantity_decimals', values: { ids: rowList(rows), max: maxDecimals } }
}

/** The exported file came back empty. */
export function exportEmpty(): UserMessage {
  return { key: 'errors.cart_generate_file' }
}

/** Setting a requested delivery date failed (shown in the generic wrapper). */
export function deliveryDateUpdateFailed(): UserMessage {
  return { key: 'errors.update_delivery_date', wrap: true }
}

/** Transferring a cart failed. */
export function transferFailed(): UserMessage {
  return { key: 'errors.transfer_cart' }
}

/** No order of a checkout succeeded. */
export function checkoutFailed(): UserMessage {
  return { key: 'errors.invalid_order' }
}

/** Some deliveries of a checkout failed: their names are listed. */
export function partialCheckout(failedDeliveryNames: readonly string[]): UserMessage {
  return { key: 'errors.invalid_partial_order', values: { deliveries: failedDeliveryNames.join(', ') } }
}

/** Why a delivery was refused, as the buyer reads it; an article's reason names the article. */
export function refusalMessage(refusal: CheckoutRefusal): UserMessage {
  const key = refusalKeys[refusal.reason]
  return 'articleNumber' in refusal ? { key, values: { article: refusal.articleNumber } } : { key }
}

const refusalKeys = {
  creditLimit: 'checkout.refused.credit_limit',
  stock: 'checkout.refused.stock',
  deliveryDate: 'checkout.refused.delivery_date',
  store: 'checkout.refused.store',
  address: 'checkout.refused.address',
  deliveryMethod: 'checkout.refused.delivery_method',
  article: 'checkout.refused.article',
  notAllowed: 'checkout.refused.not_allowed',
  unknown: 'checkout.refused.unknown',
} as const satisfies Record<RefusalReason, MessageKey>

/** A favourite-list call failed. */
export function favouriteListFailed(): UserMessage {
  return { key: 'errors.try_again_later_or_contact' }
}

/** No stores loaded after login: the user is logged out and sent home. */
export function noStoresAfterLogin(): UserMessage {
  return { key: 'errors.technical_issues' }
}

/**
 * The key for missing content (content §8): 'No store details was found' and 'No retailers found'
 * get their own texts, any other missing content is errors.not_found.
 */
export function contentNotFoundKey(message: string): MessageKey {
  if (message === contentNotFoundMessages.storeDetails()) return 'errors.no_store_details'
  if (message === contentNotFoundMessages.retailers()) return 'errors.no_retailers'
  return 'errors.not_found'
}
