/**
 * Which locale a visitor gets (content §4): the one their locale cookie names, else the first of
 * their browser's languages the shop has, else sv. Only sv exists, so every path ends in sv; the
 * rule is kept so a second locale needs no new logic. The cookie keeps the choice (content §9).
 */

/** The locales the shop has. */
export const supportedLocales = ['sv'] as const

/** A locale the shop has. */
export type Locale = (typeof supportedLocales)[number]

/** The locale cookie, its lifetime and scope. */
export const LOCALE_COOKIE = {
  name: 'i18n_redirected',
  maxAgeSeconds: 365 * 24 * 3600,
  path: '/',
  sameSite: 'Lax',
} as const

const isSupported = (code: string): code is Locale => (supportedLocales as readonly string[]).includes(code)

/** The locale for a visitor with this cookie value and Accept-Language header. */
export function chooseLocale(cookie: string | undefined, acceptLanguage: string | undefined): Locale {
  if (cookie && isSupported(cookie)) return cookie
  const languages = (acceptLanguage ?? '')
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';')
      const q = Number(
        params
          .find((p) => p.trim().startsWith('q='))
          ?.trim()
          .slice(2) ?? 1,
      )
      return { code: tag.trim().toLowerCase().split('-')[0] ?? '', q: Number.isFinite(q) ? q : 0 }
    })
    .filter((language) => language.code !== '' && language.q > 0)
    .sort((a, b) => b.q - a.q)
  return languages.map((language) => language.code).find(isSupported) ?? 'sv'
}
