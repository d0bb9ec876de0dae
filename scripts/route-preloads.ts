/**
 * The chunk of each route's page, for the server to preload with the page (issue 24, ADR 0019). The
 * browser build has no module preload helper (`build.modulePreload: false`: its list of every
 * chunk's imports was 1.2 KB of the entry, gzipped), so a page's route chunk would otherwise be asked
 * for only once the entry has run, and its own imports only once it has been read. Named in the
 * page's head, the route chunk loads alongside the entry, and its imports as soon as it is read.
 *
 * Written to `.vite/route-preloads.json` beside Vite's manifest: route id → the route's component chunk.
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
  /** The route file and split part it is the facade of (`…/x.tsx?tsr-split=component`), if any. */
  readonly facadeModuleId: string | null
}

/**
 * Each route's component chunk, by route id. Only the chunk itself: naming its imports too made
 * them compete with the page's stylesheet, font and first image on a slow connection (Lighthouse's
 * LCP 0.25 s later); they load when the chunk is read, as they did with Vite's helper.
 */
export function planRoutePreloads(
  chunks: readonly PlannedChunk[],
  readSource: (file: string) => string,
): Record<string, string> {
  const plan: Record<string, string> = {}
  for (const chunk of chunks) {
    const [file, query] = (chunk.facadeModuleId ?? '').split('?')
    // Only the page's component: a loader runs in the browser only on a later navigation.
    if (!file || query !== 'tsr-split=component') continue
    const routeId = declaredRouteId(readSource(file))
    if (!routeId) throw new Error(`${file} declares no file route: its chunk cannot be preloaded`)
    plan[routeId] = chunk.fileName
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
        chunks.push({ fileName: output.fileName, facadeModuleId: output.facadeModuleId })
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

/** The module Vite's build wraps every dynamic import in the browser bundle with. */
export const PRELOAD_HELPER_ID = '\0vite/preload-helper.js'

/** The helper's one job left: run the import it wraps (the deps it is given are empty). */
export const PLAIN_PRELOAD_HELPER = 'export const __vitePreload = (load) => load()'

/**
 * The preload helper reduced to what it still does here: Vite wraps each lazy import as
 * `__vitePreload(() => import(chunk), deps)`, where deps are the chunk's stylesheets once module
 * preloading is off, and `routePreloads` refuses any chunk with stylesheets of its own, so deps are
 * always empty. Vite's helper (0.7 KB of the entry, gzipped) would only walk that empty list; this one
 * imports the chunk. A failed import still rejects, for the router's reload on a failed chunk.
 */
export function plainLazyImports(): Plugin {
  return {
    name: 'proffsbutik:plain-lazy-imports',
    apply: 'build',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'client',
    load(id) {
      if (id !== PRELOAD_HELPER_ID) return undefined
      return PLAIN_PRELOAD_HELPER
    },
  }
}
