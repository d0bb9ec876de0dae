/**
 * The Swedish catalog split by where its messages are used, for the browser build (issue 7: the
 * whole catalog was ~16 KB of every page's JavaScript, most of it for pages not shown; issue 24: the
 * entry carries the shell's messages only).
 *
 * Each message goes one of three ways, by where its id is written whole in the sources:
 * - **carried**: written in the UI's modules only. Every module of the UI or of the core's domain that
 *   writes its id carries it: the module adds it to the catalog when it loads, so a page's texts come
 *   with its chunks, and a key a module hands to another comes with the module that names it.
 * - **late**: written also in the core, the server, the services or the adapters, so it may arrive
 *   by key over the wire (a failure, a problem of a line). Modules that write it still carry it; the
 *   rest wait in a chunk of their own (ui/i18n/late.ts) that the browser loads before it shows a
 *   failure the server answered with, before hydrating a page whose data names one it lacks, and
 *   when a text is asked for that the catalog does not have yet.
 * - **shell**: written nowhere whole (built at run time, `unit.${code}`): in the catalog the entry loads.
 *
 * The catalog is one object shared by every Lingui instance (Lingui keeps the object it is given),
 * so what a chunk adds is there for all. The server build and the dev server keep the whole catalog.
 */
import { compileMessage } from '@lingui/message-utils/compileMessage'
import { readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import type { Plugin } from 'vite'
import { catalogEntries, sourceFiles } from './i18n-catalog.ts'

/** A message as Lingui's runtime takes it, compiled from its ICU text. */
type CompiledMessage = ReturnType<typeof compileMessage>

/** Where each message goes: the entry's catalog, the modules that write it, the late chunk. */
export interface CatalogPlan {
  readonly shell: Readonly<Record<string, CompiledMessage>>
  readonly carried: ReadonlyMap<string, CompiledMessage>
  readonly late: Readonly<Record<string, CompiledMessage>>
}

/** One source file: its path from the repository's root, and its text. */
export interface SourceFile {
  readonly path: string
  readonly text: string
}

/** Every quoted id-like text: a message id written whole. */
const quotedId = /(['"`])([a-z0-9_]+(?:\.[a-z0-9_A-Z]+)+)\1/g

/** The message ids `code` writes whole. */
function idsWrittenIn(code: string): Set<string> {
  return new Set([...code.matchAll(quotedId)].map((match) => match[2] ?? ''))
}

/** Whether `path` is a module of the UI (whose ids stay in the browser). */
const inUi = (path: string) => path.startsWith('ui/')

/** Splits the catalog `po` by the code in `sources` (every source file of the shop, tests excluded). */
export function planCatalog(po: string, sources: readonly SourceFile[]): CatalogPlan {
  const inUiCode = new Set<string>()
  const elsewhere = new Set<string>()
  for (const source of sources)
    for (const id of idsWrittenIn(source.text)) (inUi(source.path) ? inUiCode : elsewhere).add(id)
  const shell: Record<string, CompiledMessage> = {}
  const carried = new Map<string, CompiledMessage>()
  const late: Record<string, CompiledMessage> = {}
  for (const { id, text } of catalogEntries(po)) {
    const message = compileMessage(text)
    if (elsewhere.has(id)) {
      late[id] = message
      carried.set(id, message)
    } else if (inUiCode.has(id)) carried.set(id, message)
    else shell[id] = message
  }
  return { shell, carried, late }
}

/** How the late messages' ids begin (their first part), each once. */
export function latePrefixes(plan: CatalogPlan): string[] {
  return [...new Set(Object.keys(plan.late).map((id) => id.split('.')[0] ?? id))].sort()
}

/** The messages of `plan` that `code` (one module) carries: every carried id it writes whole. */
export function messagesNamedIn(code: string, plan: CatalogPlan): Record<string, CompiledMessage> {
  const named: Record<string, CompiledMessage> = {}
  for (const id of idsWrittenIn(code)) {
    const message = plan.carried.get(id)
    if (message !== undefined) named[id] = message
  }
  return named
}

const catalogId = 'virtual:proffsbutik-catalog'
const resolvedCatalogId = `\0${catalogId}`
const lateId = 'virtual:proffsbutik-catalog-late'
const resolvedLateId = `\0${lateId}`
const latePrefixesId = 'virtual:proffsbutik-catalog-late-prefixes'
const resolvedLatePrefixesId = `\0${latePrefixesId}`

/** The browser build's catalog split (see the head of this file). */
export function catalogSplit(root: string): Plugin[] {
  let plan: CatalogPlan = { shell: {}, carried: new Map(), late: {} }
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
          .map((file) => ({ path: relative(root, file), text: readFileSync(file, 'utf8') }))
        plan = planCatalog(readFileSync(join(root, 'ui/i18n/locales/sv.po'), 'utf8'), sources)
      },
      resolveId(source, importer) {
        if (source === catalogId) return resolvedCatalogId
        if (source === './locales/sv.po' && importer?.endsWith('/ui/i18n/i18n.ts')) return resolvedCatalogId
        // The late messages: empty in the server build and the dev server, which have them all.
        if (source === './late-catalog' && importer?.endsWith('/ui/i18n/late.ts')) return resolvedLateId
        if (source === './late-ids' && importer?.endsWith('/ui/i18n/late.ts')) return resolvedLatePrefixesId
        return null
      },
      load(id) {
        if (id === resolvedLateId)
          return `export const late = JSON.parse(${JSON.stringify(JSON.stringify(plan.late))})`
        if (id === resolvedLatePrefixesId)
          return `export const lateIdPrefixes = ${JSON.stringify(latePrefixes(plan))}`
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
        const carrier = file.startsWith(join(root, 'ui')) || file.startsWith(join(root, 'core', 'domain'))
        if (!carrier || !/\.tsx?$/.test(file)) return null
        const named = messagesNamedIn(code, plan)
        if (Object.keys(named).length === 0) return null
        // On the module's first line, so that its own lines keep their places in the source map.
        const adding = `import { addMessages as __addMessages } from '${catalogId}'; __addMessages(${JSON.stringify(named)});`
        return { code: `${adding}${code}`, map: null }
      },
    },
  ]
}
