import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { UPLOAD_ROWS_MAX } from './cart'
import { formatQuantity } from './quantity'
import {
  cartAddFailed,
  cartRemoveFailed,
  cartUpdateFailed,
  checkoutFailed,
  contentNotFoundKey,
  deliveryDateUpdateFailed,
  exportEmpty,
  failureCause,
  favouriteListFailed,
  forcesLogout,
  isIgnoredDeliveryDaysFailure,
  messageForFailure,
  noStoresAfterLogin,
  partialCheckout,
  quotedTexts,
  shouldReport,
  shouldShowMessage,
  transferFailed,
  uploadFailed,
  wrongImportRows,
  cartFullRows,
  rowList,
  type CallFailure,
  type ServiceBase,
} from './messages'

const http = (status: number, body?: string): CallFailure =>
  body === undefined ? { kind: 'http', status } : { kind: 'http', status, body }

describe('messageForFailure (the call error table)', () => {
  it('maps each row of the spec', () => {
    expect(messageForFailure(http(418))).toBe('errors.unknown_error_occurred')
    expect(messageForFailure(http(401, 'Invalid token'))).toBe('errors.invalid_token')
    expect(messageForFailure(http(500, 'Invalid token'))).toBe('errors.invalid_token')
    expect(messageForFailure(http(500))).toBe('errors.internal_server_error')
    expect(messageForFailure(http(503))).toBe('errors.internal_server_error')
    expect(messageForFailure(http(403))).toBe('errors.forbidden_action')
    expect(messageForFailure(http(404))).toBe('errors.not_found')
    expect(messageForFailure({ kind: 'noResponse', service: 'cart' })).toBe(
      'errors.cart_service_not_available',
    )
    expect(messageForFailure({ kind: 'noResponse', service: 'order' })).toBe(
      'errors.order_service_not_available',
    )
    expect(messageForFailure({ kind: 'noResponse', service: 'auth' })).toBe(
      'errors.auth_service_not_available',
    )
    expect(messageForFailure({ kind: 'noResponse', service: 'stock' })).toBe('errors.unknown_error_occurred')
    expect(messageForFailure({ kind: 'decode' })).toBe('errors.unknown_error_occurred')
  })

  it('gives every status a key, server errors always internal_server_error', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 400, max: 599 }),
        fc.option(fc.string(), { nil: undefined }),
        (status, body) => {
          const key = messageForFailure(http(status, body))
          if (body?.trim() === 'Invalid token') expect(key).toBe('errors.invalid_token')
          else if (status >= 500) expect(key).toBe('errors.internal_server_error')
          else expect(key.startsWith('errors.')).toBe(true)
        },
      ),
      { numRuns: 1000 },
    )
  })
})

describe('failureCause', () => {
  it('names what went wrong, beside the message', () => {
    expect(failureCause(http(401))).toBe('sessionEnded')
    expect(failureCause(http(404))).toBe('notFound')
    expect(failureCause(http(403))).toBe('forbidden')
    expect(failureCause(http(500))).toBe('serviceFailed')
    expect(failureCause(http(502))).toBe('serviceFailed')
    expect(failureCause(http(409))).toBe('refused')
    expect(failureCause(http(429))).toBe('throttled')
    expect(failureCause(http(400))).toBe('refused')
    expect(failureCause({ kind: 'noResponse', service: 'order' })).toBe('unavailable')
    expect(failureCause({ kind: 'decode' })).toBe('serviceFailed')
  })

  it('ends the session exactly when the call table forces a logout', () => {
    fc.assert(
      fc.property(fc.integer({ min: 400, max: 599 }), (status) => {
        expect(failureCause(http(status)) === 'sessionEnded').toBe(forcesLogout(http(status)))
      }),
    )
  })
})

describe('reporting and messages', () => {
  const services: ServiceBase[] = ['cart', 'order', 'auth', 'stock']

  it('never reports aborted calls and ends the session on 401', () => {
    expect(shouldReport({ kind: 'aborted' })).toBe(false)
    expect(shouldShowMessage({ kind: 'aborted' })).toBe(false)
    expect(forcesLogout(http(401))).toBe(true)
    expect(forcesLogout(http(403))).toBe(false)
    expect(shouldReport(http(401))).toBe(false)
    expect(shouldReport(http(500))).toBe(true)
    for (const service of services) expect(shouldReport({ kind: 'noResponse', service })).toBe(true)
  })

  it('suppresses messages for flagged calls but still reports them', () => {
    expect(shouldShowMessage(http(500), { omitMessages: true })).toBe(false)
    expect(shouldReport(http(500), { omitMessages: true })).toBe(true)
  })

  it('lets delivery dates, campaigns and sales team ignore the error hook completely', () => {
    for (const silent of ['deliveryDates', 'campaigns', 'salesTeam'] as const) {
      expect(shouldShowMessage(http(500), { silent })).toBe(false)
      expect(shouldReport(http(500), { silent })).toBe(false)
    }
    expect(isIgnoredDeliveryDaysFailure(http(404))).toBe(true)
    expect(isIgnoredDeliveryDaysFailure(http(500))).toBe(false)
  })
})

describe('operation messages (the error catalogue)', () => {
  it('has the cart, checkout and favourite keys of the spec', () => {
    expect(cartAddFailed(['A1'])).toEqual({ key: 'errors.cart_add_product' })
    expect(cartAddFailed(['A1', 'B2'])).toEqual({
      key: 'errors.cart_add_products',
      values: { articles: 'A1, B2' },
    })
    expect(cartUpdateFailed(1)).toEqual({ key: 'errors.cart_update_product' })
    expect(cartUpdateFailed(3)).toEqual({ key: 'errors.cart_update_products' })
    expect(cartRemoveFailed()).toEqual({ key: 'errors.cart_remove_products' })
    expect(uploadFailed()).toEqual({ key: 'errors.cart_uploads_products' })
    const refused = (code: string, status = 400): CallFailure => ({ kind: 'http', status, code })
    expect(uploadFailed(refused('too_many_rows'))).toEqual({
      key: 'cart.upload_too_many_rows',
      values: { rows: formatQuantity(UPLOAD_ROWS_MAX) },
    })
    expect(uploadFailed(refused('wrong_columns'))).toEqual({ key: 'cart.upload_wrong_columns' })
    expect(uploadFailed(refused('empty_file'))).toEqual({ key: 'cart.upload_empty' })
    expect(uploadFailed(refused('unreadable_file'))).toEqual({ key: 'cart.upload_unreadable' })
    expect(uploadFailed(refused('too_many_rows', 500))).toEqual({ key: 'errors.cart_uploads_products' })
    expect(wrongImportRows([3, 7])).toEqual({ key: 'cart.wrong_import', values: { ids: '3, 7' } })
    expect(cartFullRows([502, 503, 504, 2001], 500)).toEqual({
      key: 'cart.upload_cart_full',
      values: { ids: '502–504, 2001', max: '500' },
    })
    expect(exportEmpty()).toEqual({ key: 'errors.cart_generate_file' })
    expect(deliveryDateUpdateFailed()).toEqual({ key: 'errors.update_delivery_date', wrap: true })
    expect(transferFailed()).toEqual({ key: 'errors.transfer_cart' })
    expect(checkoutFailed()).toEqual({ key: 'errors.invalid_order' })
    expect(partialCheckout(['Expressutkörning'])).toEqual({
      key: 'errors.invalid_partial_order',
      values: { deliveries: 'Expressutkörning' },
    })
    expect(favouriteListFailed()).toEqual({ key: 'errors.try_again_later_or_contact' })
    expect(noStoresAfterLogin()).toEqual({ key: 'errors.technical_issues' })
  })

  it('keeps the texts the spec quotes', () => {
    expect(quotedTexts['guards.login_required']).toBe('Vänligen logga in')
    expect(quotedTexts['guards.forbidden']).toBe('Du saknar rättigheter för att se denna sida')
    expect(quotedTexts['errors.page_not_found']).toBe('Page Not Found: {path}')
  })
})

describe('contentNotFoundKey (content §8)', () => {
  it('gives the store finder’s missing stores and retailers their own keys', () => {
    expect(contentNotFoundKey('No store details was found')).toBe('errors.no_store_details')
    expect(contentNotFoundKey('No retailers found')).toBe('errors.no_retailers')
    expect(contentNotFoundKey('No content page found for slug: x')).toBe('errors.not_found')
  })
})

describe('rowList (row numbers as a buyer reads them)', () => {
  it('writes single rows and pairs as they are, runs of three or more as a range', () => {
    expect(rowList([])).toBe('')
    expect(rowList([7, 3, 4])).toBe('3, 4, 7')
    expect(rowList([5, 1, 2, 3, 3, 9])).toBe('1–3, 5, 9')
    expect(rowList(Array.from({ length: 1500 }, (_, index) => 502 + index))).toBe('502–2001')
  })

  it('names every row once and no other', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 300 }), { maxLength: 200 }), (rows) => {
        const named = rowList(rows)
          .split(', ')
          .filter((part) => part !== '')
          .flatMap((part) => {
            const [first, last = first] = part.split('–').map(Number)
            return Array.from({ length: last! - first! + 1 }, (_, index) => first! + index)
          })
        expect(named).toEqual([...new Set(rows)].sort((a, b) => a - b))
      }),
    )
  })
})
