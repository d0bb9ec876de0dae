import { describe, expect, it } from 'vitest'
import { chooseLocale, LOCALE_COOKIE } from './locale-choice'

describe('chooseLocale', () => {
  it('takes the cookie, then the browser languages, then sv', () => {
    expect(chooseLocale('sv', 'en-GB,en;q=0.9')).toBe('sv')
    expect(chooseLocale(undefined, 'de-DE,sv-SE;q=0.8,en;q=0.5')).toBe('sv')
    expect(chooseLocale('fi', 'en-US')).toBe('sv')
    expect(chooseLocale(undefined, undefined)).toBe('sv')
    expect(chooseLocale(undefined, 'sv;q=0, en')).toBe('sv')
  })

  it('keeps the choice for a year on the whole site', () => {
    expect(LOCALE_COOKIE).toEqual({
      name: 'i18n_redirected',
      maxAgeSeconds: 31_536_000,
      path: '/',
      sameSite: 'Lax',
    })
  })
})
