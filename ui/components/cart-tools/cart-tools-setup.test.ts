import { describe, expect, it } from 'vitest'
import { ShopApiError } from '../../api-error'
import { failureKey, formMessages } from './cart-tools-setup'

describe('failureKey', () => {
  it('says the server’s key, or a try-again for a call that got no answer', () => {
    const missing = new ShopApiError(422, 'cart.choose_delivery_method', [], 'DeliveryMethodMissing')
    expect(failureKey(missing)).toBe('cart.choose_delivery_method')
    expect(failureKey(new ShopApiError(403, 'errors.forbidden_action'))).toBe('errors.forbidden_action')
    expect(failureKey(new TypeError('fetch failed'))).toBe('errors.try_again_later')
  })
})

describe('formMessages', () => {
  it('says the form’s problems and failure as errors, before what the last call said', () => {
    const added = { key: 'cart_tools.added', severity: 'info' as const }
    expect(formMessages({ lines: 'cart_tools.nothing_to_check' }, null, [])).toEqual([
      { key: 'cart_tools.nothing_to_check', severity: 'error' },
    ])
    expect(formMessages({}, 'errors.try_again_later', [added])).toEqual([
      { key: 'errors.try_again_later', severity: 'error' },
      added,
    ])
    expect(formMessages({}, null, [added])).toEqual([added])
  })
})
