/**
 * `npm run i18n`: extracts every message id the shop can show into the Swedish catalog and fails
 * while any of them lacks Swedish text. The ids are the spec's keys: those the UI passes to
 * `t('…')`, `i18n._('…')` and `pageTitle('…')`, and every message key the core can answer with (core/domain/messages.ts
 * MessageKey), since failures reach the screen by key. New ids are added with empty text, so the
 * translator sees where to write; ids no longer used are listed, not removed (a key can arrive at
 * run time). Exit code 1 when a translation is missing.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { catalogEntries, idsInUse, missingTranslations, withIds } from './i18n-catalog'
import { messageKeys } from '@proffsbutik/core/domain'

const root = join(import.meta.dirname, '..')
const catalogFile = join(root, 'ui/i18n/locales/sv.po')

const used = idsInUse(root, messageKeys)

const before = readFileSync(catalogFile, 'utf8')
const after = withIds(before, [...used.keys()])
if (after !== before) writeFileSync(catalogFile, after)

const known = new Set(catalogEntries(after).map((entry) => entry.id))
const added = [...used.keys()].filter((id) => !catalogEntries(before).some((entry) => entry.id === id))
const unused = [...known].filter((id) => !used.has(id))
const missing = missingTranslations(after)

console.log(`sv: ${known.size} messages, ${used.size} in use`)
for (const id of added) console.log(`  added ${id} (${used.get(id)})`)
if (unused.length > 0)
  console.log(`  not found in the code (kept; may arrive at run time): ${unused.join(', ')}`)
if (missing.length > 0) {
  console.error(`\n${missing.length} message(s) without Swedish text in ui/i18n/locales/sv.po:`)
  for (const id of missing) console.error(`  ${id}${used.has(id) ? ` (${used.get(id)})` : ''}`)
  process.exit(1)
}
