import { setupI18n, type I18n } from '@lingui/core'
import { messages } from './locales/sv.po'

/** The only locale of the shop (spec: code sv, name Svenska, iso se-SE). */
export const locale = { code: 'sv', name: 'Svenska', iso: 'se-SE' } as const

/** Creates the Lingui instance with the Swedish catalog active. */
export function createI18n(): I18n {
  return setupI18n({ locale: locale.code, messages: { [locale.code]: messages } })
}

/** The catalog for text written outside React: the pages' titles in the head. */
const headI18n = createI18n()

/** A page's title: its name (a catalog id, with values), then the shop's name. */
export function pageTitle(id: string, values?: Record<string, unknown>): string {
  return `${headI18n._(id, values)} – ${headI18n._('shop.name')}`
}
