/** Reading and extending the Swedish .po catalog, and finding the ids in use, for `npm run i18n`. */
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'

/** One entry of the catalog. */
export interface CatalogEntry {
  readonly id: string
  readonly text: string
}

/** The entries of a .po file (the header, with an empty id, left out). */
export function catalogEntries(po: string): CatalogEntry[] {
  return po
    .split(/\n\n+/)
    .map((block) => ({
      id: /^msgid "(.*)"$/m.exec(block)?.[1] ?? '',
      // A text may continue over several quoted lines.
      text: [...(/^msgstr ((?:".*"\n?)+)/m.exec(block)?.[1] ?? '').matchAll(/"(.*)"/g)]
        .map((match) => match[1])
        .join(''),
    }))
    .filter((entry) => entry.id !== '')
}

/** The catalog with an empty entry appended for each id it lacks, marked as an explicit id. */
export function withIds(po: string, ids: readonly string[]): string {
  const known = new Set(catalogEntries(po).map((entry) => entry.id))
  const missing = [...new Set(ids)].filter((id) => !known.has(id)).sort()
  if (missing.length === 0) return po
  return `${po.trimEnd()}\n${missing.map((id) => `\n#. js-lingui-explicit-id\nmsgid "${id}"\nmsgstr ""\n`).join('')}`
}

/** The ids whose Swedish text is empty. */
export function missingTranslations(po: string): string[] {
  return catalogEntries(po)
    .filter((entry) => entry.text.trim() === '')
    .map((entry) => entry.id)
}

/** The TypeScript sources under `dir`, tests and generated files left out. */
export function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.(test|gen)\./.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
}

/**
 * The ids the shop can show, each with the first file that asks for it: those the UI passes to
 * `t('…')` or `i18n._('…')`, and the core's message keys (`messageKeys` of
 * core/domain/messages.ts), which reach the screen by key. The keys are given, not imported: the
 * Vite config loads this file (catalog-split.ts) with Node's own loader, which cannot read the
 * core's TypeScript.
 */
export function idsInUse(root: string, coreKeys: Iterable<string>): Map<string, string> {
  const ids = new Map<string, string>()
  for (const file of sourceFiles(join(root, 'ui'))) {
    for (const match of readFileSync(file, 'utf8').matchAll(
      /\b(?:t|i18n\._|pageTitle)\(\s*'([a-z0-9_.]+)'/g,
    )) {
      if (match[1] && !ids.has(match[1])) ids.set(match[1], relative(root, file))
    }
  }
  for (const key of coreKeys) if (!ids.has(key)) ids.set(key, 'core/domain/messages.ts')
  return ids
}
