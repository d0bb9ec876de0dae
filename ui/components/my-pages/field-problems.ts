/** The field problems a failed ShopApi call carries (`details.fields`, or one `details.field`), as catalog ids. */
import { ShopApiError } from '../../api-error'

/** Field problems from a failed call; empty when the failure is not about fields. */
export function fieldProblemsOf(error: unknown): Record<string, string> {
  if (!(error instanceof ShopApiError)) return {}
  const fields = error.details['fields']
  if (typeof fields === 'object' && fields !== null && !Array.isArray(fields)) {
    return Object.fromEntries(
      Object.entries(fields).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    )
  }
  // An e-mail address belongs to one user only: the e-mail field's problem.
  if (error.key === 'errors.user_exists') return { email: error.key }
  const field = error.details['field']
  return typeof field === 'string' ? { [field]: error.key } : {}
}

/** The catalog id of a failed call's message for the whole form. */
export function formProblemOf(error: unknown): string {
  if (!(error instanceof ShopApiError)) return 'errors.unknown_error_occurred'
  if (error.tag === 'AddressLocked') return 'addresses.locked'
  if (error.key === 'errors.bad_request') return 'errors.unknown_error_occurred'
  return error.key
}
