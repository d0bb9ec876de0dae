/**
 * Login input aliases (shop-core §3): the username may come as logonId, USER_NAME, USERNAME or
 * username; the password as logonPassword, PASSWORD or password; the e-mail as email or SENDER_ID.
 * Names are matched without regard to case (punch-out systems differ); the first alias in the
 * order listed that has a non-empty value wins.
 */

/** Parameter names accepted for each login field, in order of precedence. */
export const loginAliases = {
  username: ['logonId', 'USER_NAME', 'USERNAME', 'username'],
  password: ['logonPassword', 'PASSWORD', 'password'],
  email: ['email', 'SENDER_ID'],
} as const

/** The login fields found in a set of parameters. */
export interface LoginInput {
  readonly username?: string
  readonly password?: string
  readonly email?: string
}

/** Parameters as they arrive from a query string or form. */
export type Params = Readonly<Record<string, string | undefined>>

/** The value of the first of `names` present in `params`, matching names without regard to case. */
export function readParam(params: Params, names: readonly string[]): string | undefined {
  const byLowerName = new Map<string, string>()
  for (const [name, value] of Object.entries(params)) {
    const key = name.toLowerCase()
    if (value !== undefined && value !== '' && !byLowerName.has(key)) byLowerName.set(key, value)
  }
  for (const name of names) {
    const value = byLowerName.get(name.toLowerCase())
    if (value !== undefined) return value
  }
  return undefined
}

/** Reads username, password and e-mail from parameters under any of their aliases. */
export function readLoginInput(params: Params): LoginInput {
  const username = readParam(params, loginAliases.username)
  const password = readParam(params, loginAliases.password)
  const email = readParam(params, loginAliases.email)
  return {
    ...(username === undefined ? {} : { username }),
    ...(password === undefined ? {} : { password }),
    ...(email === undefined ? {} : { email }),
  }
}
