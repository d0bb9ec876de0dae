import { describe, expect, it } from 'vitest'
import { ShopApiError } from '../api-error'
import { statusOf } from './error-status'

describe('the status of a page that failed to load', () => {
  it('is the failed call’s status', () => {
    expect(statusOf(new ShopApiError(403, 'errors.forbidden_action'))).toBe(403)
  })

  it('survives the trip from the server as a message only (the router keeps nothing else of an Error)', () => {
    expect(statusOf(new Error('UserNotReachable failed: errors.forbidden_action (403)'))).toBe(403)
    expect(statusOf(new Error(new ShopApiError(404, 'errors.not_found').message))).toBe(404)
  })

  it('is 500 when a service behind the page failed or is down', () => {
    expect(statusOf(new ShopApiError(502, 'errors.internal_server_error'))).toBe(500)
    expect(statusOf(new ShopApiError(503, 'errors.order_service_not_available'))).toBe(500)
  })

  it('is 500 for anything else', () => {
    expect(statusOf(new Error('Cannot read properties of undefined'))).toBe(500)
    expect(statusOf(new Error('Kvantitet (200)'))).toBe(500)
    expect(statusOf(null)).toBe(500)
    expect(statusOf({ status: 302 })).toBe(500)
  })
})
