import { describe, expect, it } from 'vitest'
import {
  declaredRouteId,
  PLAIN_PRELOAD_HELPER,
  plainLazyImports,
  planRoutePreloads,
  PRELOAD_HELPER_ID,
  type PlannedChunk,
} from './route-preloads'

describe('declaredRouteId', () => {
  it('reads the id a file route declares', () => {
    expect(declaredRouteId("export const Route = createFileRoute('/produkt/$slug')({")).toBe('/produkt/$slug')
    expect(declaredRouteId('createFileRoute("/")({ component })')).toBe('/')
  })
  it('finds none in a file that declares no file route', () => {
    expect(declaredRouteId('export const Route = createRootRouteWithContext<Context>()({')).toBeUndefined()
  })
})

describe('planRoutePreloads', () => {
  const chunk = (fileName: string, facadeModuleId: string | null = null): PlannedChunk => ({
    fileName,
    facadeModuleId,
  })
  const sources: Record<string, string> = {
    '/app/ui/routes/produkt.$slug.tsx': "createFileRoute('/produkt/$slug')({",
    '/app/ui/routes/index.tsx': "createFileRoute('/')({",
  }
  const read = (file: string) => sources[file] ?? ''

  it('gives each route its component chunk, not its loader nor the chunks it shares', () => {
    const plan = planRoutePreloads(
      [
        chunk('entry.js'),
        chunk('product.js', '/app/ui/routes/produkt.$slug.tsx?tsr-split=component'),
        chunk('product-loader.js', '/app/ui/routes/produkt.$slug.tsx?tsr-split=loader'),
        chunk('cards.js'),
        chunk('start.js', '/app/ui/routes/index.tsx?tsr-split=component'),
      ],
      read,
    )
    expect(plan).toEqual({ '/produkt/$slug': 'product.js', '/': 'start.js' })
  })

  it('refuses a route chunk whose file declares no route, rather than leave its page unpreloaded', () => {
    expect(() =>
      planRoutePreloads([chunk('lost.js', '/app/ui/routes/lost.tsx?tsr-split=component')], read),
    ).toThrow(/declares no file route/)
  })
})

describe('plainLazyImports', () => {
  const helper = async () =>
    (await import(`data:text/javascript,${encodeURIComponent(PLAIN_PRELOAD_HELPER)}`)) as {
      __vitePreload: <T>(load: () => Promise<T>, deps?: readonly string[]) => Promise<T>
    }

  it("gives Vite's helper module its plain version, and no other module", () => {
    const load = plainLazyImports().load as (id: string) => string | undefined
    expect(load(PRELOAD_HELPER_ID)).toBe(PLAIN_PRELOAD_HELPER)
    expect(load('/app/ui/entry-client.tsx')).toBeUndefined()
  })
  it('answers what the import answers, a failed import included (the router reloads on it)', async () => {
    const { __vitePreload } = await helper()
    await expect(__vitePreload(() => Promise.resolve({ page: 1 }), [])).resolves.toEqual({ page: 1 })
    const failed = new TypeError('Failed to fetch dynamically imported module: /assets/x.js')
    await expect(__vitePreload(() => Promise.reject(failed), [])).rejects.toBe(failed)
  })
})
