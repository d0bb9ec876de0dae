import { setupI18n, type I18n } from '@lingui/core'
import { messages } from './locales/sv.po'

/** The only locale of the shop (spec: code sv, name Svenska, iso se-SE). */
export const locale = { code: 'sv', name: 'Svenska', iso: 'se-SE' } as const

/** Creates the Lingui instance with the Swedish catalog active. */
export function createI18n(): I18n {
  return setupI18n({ locale: locale.code, messages: { [locale.code]: messages } })
}
