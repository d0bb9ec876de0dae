import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { loginAliases, readLoginInput } from './login-input'

describe('readLoginInput', () => {
  it('accepts every alias of the spec', () => {
    for (const name of loginAliases.username) expect(readLoginInput({ [name]: 'anna' }).username).toBe('anna')
    for (const name of loginAliases.password)
      expect(readLoginInput({ [name]: 'hemligt' }).password).toBe('hemligt')
    for (const name of loginAliases.email) expect(readLoginInput({ [name]: 'a@b.se' }).email).toBe('a@b.se')
  })

  it('matches names without regard to case and ignores empty values', () => {
    expect(readLoginInput({ LogonID: 'anna', Password: 'x', sender_id: 'a@b.se' })).toEqual({
      username: 'anna',
      password: 'x',
      email: 'a@b.se',
    })
    expect(readLoginInput({ logonId: '', USERNAME: 'bertil' })).toEqual({ username: 'bertil' })
    expect(readLoginInput({})).toEqual({})
  })

  it('prefers the aliases in the order of the spec', () => {
    expect(readLoginInput({ username: 'd', USERNAME: 'c', USER_NAME: 'b', logonId: 'a' }).username).toBe('a')
    expect(readLoginInput({ PASSWORD: 'b', logonPassword: 'a' }).password).toBe('a')
    // Names equal but for case are one parameter: the first given wins.
    expect(readLoginInput({ password: 'c', PASSWORD: 'b' }).password).toBe('c')
  })

  it('finds a username under any alias in any case', () => {
    const caseVariant = (name: string) =>
      fc
        .array(fc.boolean(), { minLength: name.length, maxLength: name.length })
        .map((upper) => [...name].map((ch, i) => (upper[i] ? ch.toUpperCase() : ch.toLowerCase())).join(''))
    fc.assert(
      fc.property(
        fc.constantFrom(...loginAliases.username).chain(caseVariant),
        fc.string({ minLength: 1 }),
        (name, value) => {
          expect(readLoginInput({ [name]: value }).username).toBe(value)
        },
      ),
      { numRuns: 1000 },
    )
  })
})
