/**
 * The account forms' checks before anything is sent: required fields, the password rule
 * (core/domain/password-rule.ts) and the repeated password. Each problem is a catalog id.
 */
import { passwordProblems } from '@proffsbutik/core/domain'

/** Problems by field name; a field without a problem is absent. */
export type FieldProblems = Readonly<Record<string, string>>

/** The problems of the fields that must not be empty, each with its own message. */
export function requiredProblems(
  values: Readonly<Record<string, string>>,
  messages: Readonly<Record<string, string>>,
): FieldProblems {
  return Object.fromEntries(Object.entries(messages).filter(([field]) => (values[field] ?? '').trim() === ''))
}

/** The problems of a new password and its repetition; the username, when known, must not be in it. */
export function newPasswordProblems(password: string, repeated: string, username?: string): FieldProblems {
  if (password === '') return { newPassword: 'account_forms.password_required' }
  if (passwordProblems(password, username).length > 0)
    return { newPassword: 'errors.password_requirements_not_met' }
  if (repeated !== password) return { repeatPassword: 'account_forms.passwords_differ' }
  return {}
}
