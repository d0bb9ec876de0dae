/** The scripts, stylesheets and preloads a page loads, read from Vite's client manifest. */
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { ROUTE_PRELOADS_FILE } from '../scripts/route-preloads'
import type { PageAssets } from '../ui/entry-server'

interface ManifestChunk {
  file: string
  css?: string[]
  imports?: string[]
  isEntry?: boolean
}

/**
 * Reads dist/client/.vite/manifest.json into the entry's script, its CSS and its static imports, and
 * the build's route preloads (each route's own chunk) beside it.
 */
export async function readClientAssets(clientDir: string, entry: string): Promise<PageAssets> {
  const text = await readFile(join(clientDir, '.vite', 'manifest.json'), 'utf8')
  const manifest = JSON.parse(text) as Record<string, ManifestChunk>
  const root = manifest[entry]
  if (!root) throw new Error(`The client manifest has no entry ${entry}: rebuild with npm run build`)
  const css = new Set<string>()
  const preloads = new Set<string>()
  const visit = (chunk: ManifestChunk, isRoot: boolean) => {
    chunk.css?.forEach((file) => css.add(`/${file}`))
    if (!isRoot) preloads.add(`/${chunk.file}`)
    for (const name of chunk.imports ?? []) {
      const imported = manifest[name]
      if (imported && !preloads.has(`/${imported.file}`)) visit(imported, false)
    }
  }
  visit(root, true)
  const routes = JSON.parse(await readFile(join(clientDir, ROUTE_PRELOADS_FILE), 'utf8')) as Record<
    string,
    string
  >
  return {
    scripts: [{ src: `/${root.file}` }],
    css: [...css],
    preloads: [...preloads],
    routePreloads: Object.fromEntries(
      Object.entries(routes).map(([routeId, file]) => [routeId, [`/${file}`]]),
    ),
  }
}

/** The assets in development: Vite's client and the source entry (which installs React's fast refresh first). */
export function devAssets(entry: string): PageAssets {
  return {
    scripts: [{ src: '/@vite/client' }, { src: `/${entry}` }],
    css: [],
    preloads: [],
    routePreloads: {},
  }
}
