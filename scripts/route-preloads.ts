/**
 * The scripts each route's page needs besides the entry, for the server to preload with the page
 * (issue 24). The browser build has no module preload helper (`build.modulePreload: false`: its list
 * of every chunk's dependencies was 1.2 KB of the entry, gzipped), so a page's route chunks would
 * otherwise be asked for only once the entry has run, and their own imports only once they have
 * been read. With the page's chunks named in its head, all of them load alongside the entry.
 *
 * Written to `.vite/route-preloads.json` beside Vite's manifest: route id → files (the route's
 * component chunk and the chunks it imports, less the entry's own).
 */
import { readFileSync } from 'node:fs'
import type { Plugin } from 'vite'

/** Where the build writes the route preloads, under the client's output directory. */
export const ROUTE_PRELOADS_FILE = '.vite/route-preloads.json'

/** The route id a file route declares: `createFileRoute('/produkt/$slug')`. */
export function declaredRouteId(source: string): string | undefined {
  return /createFileRoute\(\s*(['"`])(.+?)\1\s*\)/.exec(source)?.[2]
}

/** A chunk as the plan needs it. */
export interface PlannedChunk {
  readonly fileName: string
  readonly imports: readonly string[]
  readonly isEntry: boolean
  /** The route file and split part it is the facade of (`…/x.tsx?tsr-split=component`), if any. */
  readonly facadeModuleId: string | null
}

/** The files each route's page needs before it hydrates, given the build's chunks. */
export function planRoutePreloads(
  chunks: readonly PlannedChunk[],
  readSource: (file: string) => string,
): Record<string, string[]> {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]))
  const closure = (start: readonly string[], into = new Set<string>()) => {
    for (const file of start) {
      if (into.has(file)) continue
      into.add(file)
      closure(byFile.get(file)?.imports ?? [], into)
    }
    return into
  }
  const loadedWithEntry = closure(chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName))
  const plan: Record<string, string[]> = {}
  for (const chunk of chunks) {
    const [file, query] = (chunk.facadeModuleId ?? '').split('?')
    // Only the page's component: a loader runs in the browser only on a later navigation.
    if (!file || query !== 'tsr-split=component') continue
    const routeId = declaredRouteId(readSource(file))
    if (!routeId) throw new Error(`${file} declares no file route: its chunk cannot be preloaded`)
    plan[routeId] = [...closure([chunk.fileName])].filter((name) => !loadedWithEntry.has(name))
  }
  return plan
}

/** The client build's plugin writing the plan; it refuses a chunk with its own CSS (nothing would load it). */
export function routePreloads(): Plugin {
  return {
    name: 'proffsbutik:route-preloads',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    generateBundle(_options, bundle) {
      const chunks: PlannedChunk[] = []
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue
        const css = output.viteMetadata?.importedCss ?? new Set()
        if (!output.isEntry && css.size > 0)
          this.error(
            `${output.fileName} brings its own CSS (${[...css].join(', ')}), which nothing loads without ` +
              'the module preload helper: import that CSS from the entry instead',
          )
        chunks.push({
          fileName: output.fileName,
          imports: output.imports,
          isEntry: output.isEntry,
          facadeModuleId: output.facadeModuleId,
        })
      }
      this.emitFile({
        type: 'asset',
        fileName: ROUTE_PRELOADS_FILE,
        source: JSON.stringify(
          planRoutePreloads(chunks, (file) => readFileSync(file, 'utf8')),
          null,
          2,
        ),
      })
    },
  }
}
