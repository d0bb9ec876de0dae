import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
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
    expect(wrongImportRows([3, 7])).toEqual({ key: 'cart.wrong_import', values: { ids: '3, 7' } })
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
