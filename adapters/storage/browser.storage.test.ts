import { Effect } from 'effect'
import { describe, expect, it } from 'vitest'
import { cookieStorage, webStorage, type CookieJar, type WebStorage } from './browser.storage'

/** Web Storage as browsers keep it, with a quota that can run out. */
function storage(quota = Infinity): WebStorage & { items: Map<string, string> } {
  const items = new Map<string, string>()
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => {
      if (value.length > quota) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
      items.set(key, value)
    },
    removeItem: (key) => void items.delete(key),
  }
}

/** document.cookie as browsers behave: reading lists name=value pairs, writing sets or expires one. */
function jar(): CookieJar & { written: string[] } {
  const values = new Map<string, string>()
  const written: string[] = []
  return {
    written,
    get cookie() {
      return [...values].map(([name, value]) => `${name}=${value}`).join('; ')
    },
    set cookie(text: string) {
      written.push(text)
      const [pair = '', ...attributes] = text.split(';').map((part) => part.trim())
      const [name = '', value = ''] = pair.split('=')
      if (attributes.includes('Max-Age=0')) values.delete(name)
      else values.set(name, value)
    },
  }
}

describe('web storage', () => {
  it('keeps, reads and forgets text values', () => {
    const local = storage()
    const store = webStorage(() => local)
    Effect.runSync(store.set('selectedLocations', '{"EXH":"1001"}'))
    expect(Effect.runSync(store.get('selectedLocations'))).toBe('{"EXH":"1001"}')
    Effect.runSync(store.remove('selectedLocations'))
    expect(Effect.runSync(store.get('selectedLocations'))).toBeUndefined()
  })

  it('goes on without remembering when storage is missing or full', () => {
    const missing = webStorage(() => undefined)
    Effect.runSync(missing.set('zipCodes', '{}'))
    expect(Effect.runSync(missing.get('zipCodes'))).toBeUndefined()
    const full = storage(4)
    const store = webStorage(() => full)
    Effect.runSync(store.set('punchout-settings', 'far too long'))
    expect(full.items.size).toBe(0)
    const blocked = webStorage(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError')
    })
    expect(Effect.runSync(blocked.get('x'))).toBeUndefined()
  })
})

describe('cookies', () => {
  it('writes the locale cookie for 365 days on path / with SameSite Lax, and reads it back', () => {
    const cookies = jar()
    const store = cookieStorage(() => cookies, { days: 365 })
    Effect.runSync(store.set('i18n_redirected', 'sv'))
    expect(cookies.written).toEqual(['i18n_redirected=sv; Path=/; Max-Age=31536000; SameSite=Lax'])
    expect(Effect.runSync(store.get('i18n_redirected'))).toBe('sv')
  })

  it('encodes values, tells similar names apart, and expires a removed cookie', () => {
    const cookies = jar()
    const store = cookieStorage(() => cookies, { days: 1, secure: true })
    Effect.runSync(store.set('a', 'x; y=å'))
    Effect.runSync(store.set('ab', '2'))
    expect(Effect.runSync(store.get('a'))).toBe('x; y=å')
    expect(Effect.runSync(store.get('b'))).toBeUndefined()
    Effect.runSync(store.remove('a'))
    expect(cookies.written.at(-1)).toBe('a=; Path=/; Max-Age=0; SameSite=Lax; Secure')
    expect(Effect.runSync(store.get('a'))).toBeUndefined()
    expect(Effect.runSync(store.get('ab'))).toBe('2')
  })
})
