import { setupI18n, type I18n } from '@lingui/core'
import { type BrandCode, brandProfiles } from '@proffsbutik/core/domain'
import { followLateMessages, lateMessagesLoaded, loadLateMessages } from './late'
import { messages } from './locales/sv.po'

/** The only locale of the shop (spec: code sv, name Svenska, iso se-SE). */
export const locale = { code: 'sv', name: 'Svenska', iso: 'se-SE' } as const

/**
 * Creates the Lingui instance with the Swedish catalog active. In the browser a text the catalog
 * lacks asks for the late messages (late.ts) and is empty until they come; a text they do not hold
 * either shows its id, as Lingui would.
 */
export function createI18n(): I18n {
  const inBrowser = typeof window !== 'undefined'
  const i18n = setupI18n({
    locale: locale.code,
    messages: { [locale.code]: messages },
    ...(inBrowser
      ? {
          missing: (_locale: string, id: string) => {
            if (lateMessagesLoaded()) return id
            loadLateMessages().catch(() => undefined)
            return ''
          },
        }
      : {}),
  })
  if (inBrowser) followLateMessages(i18n)
  return i18n
}

/** Whether the catalog the browser has loaded so far holds `id`. */
export function i18nHolds(id: string): boolean {
  return id in messages
}

/** The catalog for text written outside React: the pages' titles in the head. */
const headI18n = createI18n()

/** What a page's title is made for: the route match, whose router context knows the request's brand. */
export interface TitledMatch {
  readonly context: { readonly stores: { readonly brand: BrandCode } }
}

/** A page's title: the page's own name, then the name of the brand it is shown as. */
export function titled(match: TitledMatch, name: string): string {
  return `${name} – ${brandProfiles[match.context.stores.brand].name}`
}

/** A page's title from the catalog: its name (a catalog id, with values), then the brand's name. */
export function pageTitle(match: TitledMatch, id: string, values?: Record<string, unknown>): string {
  return titled(match, headI18n._(id, values))
}
