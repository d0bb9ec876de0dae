import { describe, expect, it } from 'vitest'
import { ShopApiError } from '../../api-error'
import { apiProblem } from './api-problem'

describe('apiProblem', () => {
  it('puts a refused password under the password field', () => {
    const error = new ShopApiError(422, 'errors.password_requirements_not_met', [], 'PasswordRejected', {
      unmet: ['digit'],
    })
    expect(apiProblem(error)).toEqual({
      key: 'errors.password_requirements_not_met',
      aboutPassword: true,
      reason: undefined,
    })
  })

  it('keeps the key and reason of a refused code', () => {
    const error = new ShopApiError(422, 'errors.reset_code_refused', [], 'AccountFlowFailed', {
      reason: 'invalidCode',
    })
    expect(apiProblem(error)).toEqual({
      key: 'errors.reset_code_refused',
      aboutPassword: false,
      reason: 'invalidCode',
    })
  })

  it('shows the general message for keys without a text here and for anything but an API error', () => {
    expect(apiProblem(new ShopApiError(400, 'errors.bad_request')).key).toBe('errors.unknown_error_occurred')
    expect(apiProblem(new Error('boom')).key).toBe('errors.unknown_error_occurred')
  })
})
