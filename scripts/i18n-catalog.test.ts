import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { catalogEntries, idsInUse, missingTranslations, withIds } from './i18n-catalog'
import { messageKeys } from '@proffsbutik/core/domain'

const po = `msgid ""
msgstr ""
"Language: sv\\n"

#. js-lingui-explicit-id
msgid "cart.title"
msgstr "Varukorg"

#. js-lingui-explicit-id
msgid "cart.long"
msgstr ""
"Två rader "
"text"
`

describe('the catalog tools', () => {
  it('reads entries, texts over several lines too, without the header', () => {
    expect(catalogEntries(po)).toEqual([
      { id: 'cart.title', text: 'Varukorg' },
      { id: 'cart.long', text: 'Två rader text' },
    ])
  })

  it('adds the ids it lacks with empty text, and then finds them untranslated', () => {
    const extended = withIds(po, ['cart.title', 'search.label', 'errors.invalid_order', 'search.label'])
    expect(catalogEntries(extended).map((entry) => entry.id)).toEqual([
      'cart.title',
      'cart.long',
      'errors.invalid_order',
      'search.label',
    ])
    expect(extended).toContain('#. js-lingui-explicit-id\nmsgid "search.label"\nmsgstr ""')
    expect(missingTranslations(extended)).toEqual(['errors.invalid_order', 'search.label'])
    expect(withIds(po, ['cart.title'])).toBe(po)
    expect(missingTranslations(po)).toEqual([])
  })
})

describe('the shop’s Swedish catalog', () => {
  const root = join(import.meta.dirname, '..')
  const catalog = readFileSync(join(root, 'ui/i18n/locales/sv.po'), 'utf8')

  it('has Swedish text for every id the UI asks for and every message key of the core', () => {
    const used = idsInUse(root, messageKeys)
    expect(used.get('errors.invalid_partial_order')).toBe('core/domain/messages.ts')
    expect(used.has('search.label')).toBe(true)
    const known = new Set(catalogEntries(catalog).map((entry) => entry.id))
    expect([...used.keys()].filter((id) => !known.has(id))).toEqual([])
    expect(missingTranslations(catalog)).toEqual([])
  })
})
