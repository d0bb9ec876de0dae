import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isAcceptablePassword, PASSWORD_MAX_LENGTH, passwordProblems } from './password-rule'

describe('passwordProblems', () => {
  it('accepts ten characters with a letter and a digit', () => {
    expect(passwordProblems('Proffs2026!')).toEqual([])
    expect(passwordProblems('abcdefghi1')).toEqual([])
    expect(passwordProblems('Vattenrör2026', 'maja.ek@rorbolaget.se')).toEqual([])
    expect(isAcceptablePassword('Vattenrör2026', 'maja.ek')).toBe(true)
    expect(isAcceptablePassword('Maja.Ek-2026', 'maja.ek')).toBe(false)
  })

  it('names each requirement a password misses, in the order the forms list them', () => {
    expect(passwordProblems('')).toEqual(['minLength', 'letter', 'digit'])
    expect(passwordProblems('kort1')).toEqual(['minLength'])
    expect(passwordProblems('1234567890')).toEqual(['letter'])
    expect(passwordProblems('abcdefghij')).toEqual(['digit'])
    expect(passwordProblems('!!!!!!!!!!')).toEqual(['letter', 'digit'])
  })

  it('counts letters of every alphabet and characters as the user sees them', () => {
    expect(passwordProblems('Åäö-smörgås-1')).toEqual([])
    // Nine letters and a digit, whether å is one code point or a plus a combining ring.
    expect(passwordProblems('ståålplåt9'.normalize('NFD'))).toEqual([])
    expect(passwordProblems('😀😀😀😀😀😀😀😀a1')).toEqual([])
    expect(passwordProblems('😀😀😀😀😀😀😀a1')).toEqual(['minLength'])
  })

  it('refuses a password with the username inside it, regardless of case', () => {
    expect(passwordProblems('Ida.Strom2026', 'ida.strom')).toEqual(['notUsername'])
    expect(passwordProblems('xx-IDA.STROM-1', ' ida.strom ')).toEqual(['notUsername'])
    expect(passwordProblems('Idastrom2026', 'ida.strom')).toEqual([])
    // Without a username, or with one too short to look for, the requirement is not checked.
    expect(passwordProblems('Ida.Strom2026')).toEqual([])
    expect(passwordProblems('abcdefghi1', 'ab')).toEqual([])
  })

  it('refuses more characters than any form takes', () => {
    expect(passwordProblems(`a1${'x'.repeat(PASSWORD_MAX_LENGTH - 2)}`)).toEqual([])
    expect(passwordProblems(`a1${'x'.repeat(PASSWORD_MAX_LENGTH - 1)}`)).toEqual(['maxLength'])
  })

  it('refuses any password with the username inside it', () => {
    const username = fc.stringMatching(/^[a-z][a-z.]{2,15}$/)
    fc.assert(
      fc.property(fc.string(), username, fc.string(), (before, name, after) => {
        expect(passwordProblems(`${before}${name.toUpperCase()}${after}`, name)).toContain('notUsername')
      }),
    )
  })

  it('never lacks length, a letter or a digit more after more characters are added', () => {
    const basic = (password: string) =>
      passwordProblems(password).filter((p) => p === 'minLength' || p === 'letter' || p === 'digit')
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), fc.string({ maxLength: 40 }), (start, more) => {
        const after = basic(`${start}${more}`)
        for (const problem of after) expect(basic(start)).toContain(problem)
      }),
    )
  })
})
