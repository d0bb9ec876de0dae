/**
 * The Swedish catalog split by where its messages are used, for the browser build (issue 7: the
 * whole catalog was ~16 KB of every page's JavaScript, most of it for pages not shown).
 *
 * A message whose id the code names only as the literal first argument of `t('…')`,
 * `i18n._('…')` or `pageTitle('…')` travels with the modules that name it: each such module adds its
 * messages to the catalog when it loads, so a page's texts come with its chunk. Every other message
 * — a key the services or the core answer with, one built at run time (`unit.${code}`), one named
 * anywhere else — stays in the catalog the entry loads. The catalog is one object shared by every
 * Lingui instance (Lingui keeps the object it is given), so what a chunk adds is there for all.
 * The server build and the dev server keep the whole catalog.
 */
import { compileMessage } from '@lingui/message-utils/compileMessage'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Plugin } from 'vite'
import { catalogEntries, sourceFiles } from './i18n-catalog.ts'

/** A message as Lingui's runtime takes it, compiled from its ICU text. */
type CompiledMessage = ReturnType<typeof compileMessage>

/** Where each message goes: the entry's catalog, or the modules that name it. */
export interface CatalogPlan {
  readonly shell: Readonly<Record<string, CompiledMessage>>
  readonly carried: ReadonlyMap<string, CompiledMessage>
}

/** A literal message id in a translating call; single or double quotes, as the transforms print them. */
const translatingCall = /\b(?:t|i18n\._|pageTitle)\(\s*(['"])([a-z0-9_.]+)\1/g

/** Every quoted occurrence of an id-like text. */
const quotedId = /(['"`])([a-z0-9_]+(?:\.[a-z0-9_A-Z]+)+)\1/g

/** How often each id-like text is quoted in `sources`, and how often as a translating call's id. */
function countReferences(sources: readonly string[]): {
  quoted: Map<string, number>
  called: Map<string, number>
} {
  const quoted = new Map<string, number>()
  const called = new Map<string, number>()
  const add = (counts: Map<string, number>, id: string) => counts.set(id, (counts.get(id) ?? 0) + 1)
  for (const source of sources) {
    for (const match of source.matchAll(quotedId)) add(quoted, match[2] ?? '')
    for (const match of source.matchAll(translatingCall)) add(called, match[2] ?? '')
  }
  return { quoted, called }
}

/** Splits the catalog `po` by the code in `sources` (every source file of the shop, tests excluded). */
export function planCatalog(po: string, sources: readonly string[]): CatalogPlan {
  const { quoted, called } = countReferences(sources)
  const shell: Record<string, CompiledMessage> = {}
  const carried = new Map<string, CompiledMessage>()
  for (const { id, text } of catalogEntries(po)) {
    const message = compileMessage(text)
    const calls = called.get(id) ?? 0
    if (calls > 0 && calls === quoted.get(id)) carried.set(id, message)
    else shell[id] = message
  }
  return { shell, carried }
}

/** The messages of `plan` that `code` (one module) names in its translating calls. */
export function messagesNamedIn(code: string, plan: CatalogPlan): Record<string, CompiledMessage> {
  const named: Record<string, CompiledMessage> = {}
  for (const match of code.matchAll(translatingCall)) {
    const id = match[2] ?? ''
    const message = plan.carried.get(id)
    if (message !== undefined) named[id] = message
  }
  return named
}

const catalogId = 'virtual:proffsbutik-catalog'
const resolvedCatalogId = `\0${catalogId}`

/** The browser build's catalog split (see the head of this file). */
export function catalogSplit(root: string): Plugin[] {
  let plan: CatalogPlan = { shell: {}, carried: new Map() }
  const browserBuild = (_config: unknown, env: { command: string; isSsrBuild?: boolean }) =>
    env.command === 'build' && env.isSsrBuild !== true
  return [
    {
      name: 'proffsbutik:catalog-split:catalog',
      // Ahead of Lingui's plugin, which would load the whole catalog.
      enforce: 'pre',
      apply: browserBuild,
      buildStart() {
        const sources = ['ui', 'core', 'server', 'adapters', 'services']
          .flatMap((directory) => sourceFiles(join(root, directory)))
          .filter((file) => !/\.spec\.tsx?$|\.test-support\.ts$/.test(file))
          .map((file) => readFileSync(file, 'utf8'))
        plan = planCatalog(readFileSync(join(root, 'ui/i18n/locales/sv.po'), 'utf8'), sources)
      },
      resolveId(source, importer) {
        if (source === catalogId) return resolvedCatalogId
        if (source === './locales/sv.po' && importer?.endsWith('/ui/i18n/i18n.ts')) return resolvedCatalogId
        return null
      },
      load(id) {
        if (id !== resolvedCatalogId) return null
        return [
          `export const messages = JSON.parse(${JSON.stringify(JSON.stringify(plan.shell))})`,
          'export function addMessages(part) { Object.assign(messages, part) }',
        ].join('\n')
      },
    },
    {
      name: 'proffsbutik:catalog-split:modules',
      // After the router's code splitting and the JSX transform: each split chunk names its own texts.
      enforce: 'post',
      apply: browserBuild,
      transform(code, id) {
        const file = id.split('?')[0] ?? id
        if (!file.startsWith(join(root, 'ui')) || !/\.tsx?$/.test(file)) return null
        const named = messagesNamedIn(code, plan)
        if (Object.keys(named).length === 0) return null
        // On the module's first line, so that its own lines keep their places in the source map.
        const adding = `import { addMessages as __addMessages } from '${catalogId}'; __addMessages(${JSON.stringify(named)});`
        return { code: `${adding}${code}`, map: null }
      },
    },
  ]
}
