/**
 * The Swedish catalog is complete: every id the UI asks for has Swedish text, every entry is marked
 * as an explicit id (or Lingui would hash it), and no entry is left untranslated.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { createI18n } from './i18n'

const catalog = readFileSync(join(import.meta.dirname, 'locales/sv.po'), 'utf8')
const entries = catalog.split(/\n\n+/).filter((block) => /^msgid "(?!")/m.test(block))
const ids = entries.map((block) => /^msgid "(.*)"$/m.exec(block)?.[1] ?? '')

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !entry.name.includes('.test.'))
    .map((entry) => join(entry.parentPath, entry.name))
}

/** Ids the UI passes to `t('…')` or `i18n._('…')`. */
function usedIds(): Set<string> {
  const used = new Set<string>()
  for (const file of sourceFiles(join(import.meta.dirname, '..'))) {
    for (const match of readFileSync(file, 'utf8').matchAll(
      /\b(?:t|i18n\._|pageTitle)\(\s*'([a-z0-9_.]+)'/g,
    )) {
      if (match[1]) used.add(match[1])
    }
  }
  return used
}

describe('the sv catalog', () => {
  it('marks every entry as an explicit id with Swedish text', () => {
    expect(entries.length).toBeGreaterThan(0)
    for (const block of entries) {
      expect(block).toContain('#. js-lingui-explicit-id')
      expect(block).not.toMatch(/^msgstr ""$/m)
    }
  })

  it('has no duplicate ids', () => {
    expect(new Set(ids).size).toBe(ids.length)
  })

  it('has every id the UI uses', () => {
    const used = usedIds()
    expect(used.size).toBeGreaterThan(0)
    expect([...used].filter((id) => !ids.includes(id))).toEqual([])
  })

  it('translates ids with their values', () => {
    const i18n = createI18n()
    expect(i18n._('home.title', { brand: 'Konr' })).toBe('Välkommen till Konr')
    expect(i18n._('errors.page_not_found', { path: '/x' })).toBe('Sidan hittades inte: /x')
  })
})
