/**
 * The browser's key-value stores behind the KeyValueStore port: localStorage (kept), sessionStorage
 * (this tab) and cookies (sent to the server too: the locale cookie `i18n_redirected`, 365 days,
 * path /, SameSite Lax). Storage can be missing or refuse (private windows, a full quota, cookies
 * off): then a read finds nothing and a write is dropped — the shop works on without remembering,
 * never fails a user's action over it.
 */
import { Effect } from 'effect'
import type { KeyValueStoreShape } from '@proffsbutik/core/ports'

/** What the Web Storage API offers (window.localStorage and window.sessionStorage). */
export interface WebStorage {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}

const quietly = <A>(run: () => A, otherwise: A): A => {
  try {
    return run()
  } catch {
    return otherwise
  }
}

/** A store over Web Storage; `storage` is read when used, so a missing one (SSR, blocked) is nothing. */
export function webStorage(storage: () => WebStorage | undefined): KeyValueStoreShape {
  return {
    get: (key) => Effect.sync(() => quietly(() => storage()?.getItem(key) ?? undefined, undefined)),
    set: (key, value) => Effect.sync(() => quietly(() => storage()?.setItem(key, value), undefined)),
    remove: (key) => Effect.sync(() => quietly(() => storage()?.removeItem(key), undefined)),
  }
}

/** The page's cookie jar as document.cookie offers it. */
export interface CookieJar {
  cookie: string
}

/** How cookies are written. */
export interface CookieOptions {
  /** Lifetime in days; the spec's locale cookie lives 365. */
  readonly days: number
  readonly path?: string
  readonly sameSite?: 'Lax' | 'Strict'
  /** Only over HTTPS (the default outside localhost). */
  readonly secure?: boolean
}

/** A store over the page's cookies: values are URI-encoded, names as given. */
export function cookieStorage(jar: () => CookieJar | undefined, options: CookieOptions): KeyValueStoreShape {
  const attributes = (maxAge: number) =>
    [
      `Path=${options.path ?? '/'}`,
      `Max-Age=${maxAge}`,
      `SameSite=${options.sameSite ?? 'Lax'}`,
      ...(options.secure ? ['Secure'] : []),
    ].join('; ')
  const read = (key: string) => {
    const cookies = jar()?.cookie ?? ''
    for (const part of cookies.split(';')) {
      const separator = part.indexOf('=')
      if (separator === -1 || part.slice(0, separator).trim() !== key) continue
      return quietly(() => decodeURIComponent(part.slice(separator + 1).trim()), undefined)
    }
    return undefined
  }
  const write = (cookie: string) =>
    quietly(() => {
      const target = jar()
      if (target) target.cookie = cookie
    }, undefined)
  return {
    get: (key) => Effect.sync(() => read(key)),
    set: (key, value) =>
      Effect.sync(() => write(`${key}=${encodeURIComponent(value)}; ${attributes(options.days * 86_400)}`)),
    remove: (key) => Effect.sync(() => write(`${key}=; ${attributes(0)}`)),
  }
}
