/**
 * What a new password must meet, for activation of an invited account and for a reset: at least 10
 * characters, a letter, a digit, and not the username inside it (regardless of case). At most 200
 * characters, the longest any form or service takes. The UI shows the requirements as the user
 * types; the use cases check them before any call; the services check them again.
 */

/** The fewest characters a password may have. */
export const PASSWORD_MIN_LENGTH = 10

/** The most characters a password may have. */
export const PASSWORD_MAX_LENGTH = 200

/** The requirements the forms list, in the order they are shown. */
export const passwordRequirements = ['minLength', 'letter', 'digit', 'notUsername'] as const

/** One requirement of a new password. */
export type PasswordRequirement = (typeof passwordRequirements)[number]

/** A way a new password falls short: a listed requirement, or longer than any form takes. */
export type PasswordProblem = PasswordRequirement | 'maxLength'

/** Usernames shorter than this are not looked for inside passwords (they would refuse too much). */
const SHORTEST_USERNAME_LOOKED_FOR = 3

/**
 * The requirements `password` does not meet, in the order of `passwordRequirements` ('maxLength'
 * last). `notUsername` is checked only when the username is known. Characters are counted as the
 * user sees them (code points, NFC), as the password is hashed.
 */
export function passwordProblems(password: string, username?: string): PasswordProblem[] {
  const text = password.normalize('NFC')
  const length = [...text].length
  const name = username?.trim().normalize('NFC').toLocaleLowerCase('sv') ?? ''
  const problems: PasswordProblem[] = []
  if (length < PASSWORD_MIN_LENGTH) problems.push('minLength')
  if (!/\p{L}/u.test(text)) problems.push('letter')
  if (!/\p{Nd}/u.test(text)) problems.push('digit')
  if (name.length >= SHORTEST_USERNAME_LOOKED_FOR && text.toLocaleLowerCase('sv').includes(name))
    problems.push('notUsername')
  if (length > PASSWORD_MAX_LENGTH) problems.push('maxLength')
  return problems
}

/** Whether a password meets every requirement. */
export function isAcceptablePassword(password: string, username?: string): boolean {
  return passwordProblems(password, username).length === 0
}
