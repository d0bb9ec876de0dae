/** Password hashing with scrypt (node:crypto), in a self-describing format that can grow stronger. */
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto'
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  type PasswordProblem,
  passwordProblems,
} from '@proffsbutik/core/domain'
import { ServiceError } from './service-error'

const KEY_LENGTH = 64
const DEFAULT_COST = { N: 16_384, r: 8, p: 1 }

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(
      password.normalize('NFC'),
      salt,
      KEY_LENGTH,
      { ...options, maxmem: 64 * 1024 * 1024 },
      (error, key) => (error ? reject(error) : resolve(key)),
    ),
  )
}

/** Hashes a password: `scrypt$N$r$p$salt$hash` (base64). */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16)
  const key = await derive(password, salt, DEFAULT_COST)
  const { N, r, p } = DEFAULT_COST
  return ['scrypt', N, r, p, salt.toString('base64'), key.toString('base64')].join('$')
}

/** Whether a password matches a stored hash; malformed hashes never match. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$')
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !hash) return false
  const expected = Buffer.from(hash, 'base64')
  const key = await derive(password, Buffer.from(salt, 'base64'), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  })
  return key.length === expected.length && timingSafeEqual(key, expected)
}

/** What the service says of each way a new password falls short. */
const problemTexts: Record<PasswordProblem, string> = {
  minLength: `The password must have at least ${PASSWORD_MIN_LENGTH} characters`,
  letter: 'The password must have a letter',
  digit: 'The password must have a digit',
  notUsername: 'The password must not contain the username',
  maxLength: `The password may have at most ${PASSWORD_MAX_LENGTH} characters`,
}

/**
 * Throws 400 `weak_password` naming each requirement a new password misses; the rule is the shop's
 * (core/domain/password-rule.ts), so the forms and the services agree. The username is checked
 * when given.
 */
export function assertAcceptablePassword(password: string, username?: string): void {
  const problems = passwordProblems(password, username)
  if (problems.length === 0) return
  const issues = problems.map((problem) => ({ field: 'newPassword', message: problemTexts[problem] }))
  throw new ServiceError(400, 'weak_password', issues.map((issue) => issue.message).join('; '), issues)
}
