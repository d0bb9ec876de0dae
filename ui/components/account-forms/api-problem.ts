/** What a failed account-flow call shows: its message, and whether it is the new password's. */
import { ShopApiError } from '../../api-error'

/** The failure keys the catalog has texts for; any other key shows the general message. */
const knownKeys = new Set([
  'errors.password_requirements_not_met',
  'errors.activation_code_refused',
  'errors.activation_expired',
  'errors.account_already_active',
  'errors.reset_code_refused',
  'errors.email_code_refused',
  'errors.too_many_attempts',
  'errors.auth_service_not_available',
  'errors.internal_server_error',
  'errors.forbidden_action',
])

/** A failed call as the form shows it. */
export interface ApiProblem {
  /** The catalog id of the message. */
  readonly key: string
  /** The new password broke the rule: the message goes under the password field. */
  readonly aboutPassword: boolean
  /** Why the flow failed (`invalidCode`, `expired`, `alreadyActive` …), when the server said. */
  readonly reason: string | undefined
}

/** The message of a failed call; unknown failures and keys show 'errors.unknown_error_occurred'. */
export function apiProblem(error: unknown): ApiProblem {
  if (!(error instanceof ShopApiError))
    return { key: 'errors.unknown_error_occurred', aboutPassword: false, reason: undefined }
  const reason = typeof error.details['reason'] === 'string' ? error.details['reason'] : undefined
  return {
    key: knownKeys.has(error.key) ? error.key : 'errors.unknown_error_occurred',
    aboutPassword: error.tag === 'PasswordRejected',
    reason,
  }
}

/**
 * How an account flow's form says a failed call (for useFormSubmission): a new password the auth
 * service refused goes under the password field, anything else above the form in the flow's own
 * words; `onReason` hears why, when the server said (an invalid code, an account already active).
 */
export function accountFailures(onReason?: (reason: string | undefined) => void) {
  return {
    fieldsOf: (error: unknown): Readonly<Record<string, string>> => {
      const problem = apiProblem(error)
      return problem.aboutPassword ? { newPassword: problem.key } : {}
    },
    messageOf: (error: unknown): string => {
      const problem = apiProblem(error)
      onReason?.(problem.reason)
      return problem.key
    },
  }
}
