import { describe, expect, it } from 'vitest'
import { ShopApiError } from '../../api-error'
import { accountFailures, apiProblem } from './api-problem'

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

describe('accountFailures', () => {
  it('puts a refused new password under its field, and a refused code above the form with its reason', () => {
    const reasons: (string | undefined)[] = []
    const failures = accountFailures((reason) => reasons.push(reason))
    const password = new ShopApiError(422, 'errors.password_requirements_not_met', [], 'PasswordRejected')
    expect(failures.fieldsOf(password)).toEqual({ newPassword: 'errors.password_requirements_not_met' })
    const code = new ShopApiError(422, 'errors.reset_code_refused', [], 'AccountFlowFailed', {
      reason: 'invalidCode',
    })
    expect(failures.fieldsOf(code)).toEqual({})
    expect(failures.messageOf(code)).toBe('errors.reset_code_refused')
    expect(reasons).toEqual(['invalidCode'])
  })
})
