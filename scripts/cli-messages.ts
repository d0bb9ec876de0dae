/**
 * The command line's Swedish: the web shop's own catalog (ui/i18n/locales/sv.po), so that a message
 * key reads the same on both channels, with its values filled in as the pages fill them.
 */
import { setupI18n } from '@lingui/core'
import { formatter } from '@lingui/format-po'
import { compileMessage } from '@lingui/message-utils/compileMessage'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { UserMessage } from '@proffsbutik/core/domain'

const catalogFile = join(import.meta.dirname, '..', 'ui', 'i18n', 'locales', 'sv.po')

/**
 * A message's Swedish text, beginning with a capital; a key the catalog lacks reads as itself. The
 * core's keys, and the pages' own (an order status, `orders.status.shipped`).
 */
export type SayMessage = (message: {
  readonly key: string
  readonly values?: UserMessage['values']
}) => string

/** Reads the catalog and answers how to say a message. */
export async function swedishMessages(): Promise<SayMessage> {
  const catalog = await formatter({ explicitIdAsDefault: true }).parse(await readFile(catalogFile, 'utf8'), {
    locale: 'sv',
    sourceLocale: 'sv',
    filename: catalogFile,
  })
  const messages = Object.fromEntries(
    Object.entries(catalog).flatMap(([id, entry]) => (entry.translation ? [[id, entry.translation]] : [])),
  )
  const i18n = setupI18n({ locale: 'sv', messages: { sv: messages } })
  i18n.setMessagesCompiler(compileMessage)
  return ({ key, values }) => {
    const text = i18n._(key, values ?? {})
    return text.charAt(0).toLocaleUpperCase('sv') + text.slice(1)
  }
}
