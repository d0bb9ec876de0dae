import { describe, expect, it } from 'vitest'
import { declaredRouteId, planRoutePreloads, type PlannedChunk } from './route-preloads'

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
  const chunk = (
    fileName: string,
    imports: string[],
    facadeModuleId: string | null = null,
  ): PlannedChunk => ({
    fileName,
    imports,
    isEntry: fileName === 'entry.js',
    facadeModuleId,
  })
  const sources: Record<string, string> = {
    '/app/ui/routes/produkt.$slug.tsx': "createFileRoute('/produkt/$slug')({",
    '/app/ui/routes/index.tsx': "createFileRoute('/')({",
  }
  const read = (file: string) => sources[file] ?? ''

  it('gives each route its component chunk and what that imports, less what the entry loads', () => {
    const plan = planRoutePreloads(
      [
        chunk('entry.js', ['runtime.js', 'shared.js']),
        chunk('runtime.js', []),
        chunk('shared.js', []),
        chunk(
          'product.js',
          ['entry.js', 'cards.js', 'shared.js'],
          '/app/ui/routes/produkt.$slug.tsx?tsr-split=component',
        ),
        chunk(
          'product-loader.js',
          ['entry.js', 'api-helpers.js'],
          '/app/ui/routes/produkt.$slug.tsx?tsr-split=loader',
        ),
        chunk('cards.js', ['entry.js', 'format.js']),
        chunk('format.js', []),
        chunk('api-helpers.js', []),
        chunk('start.js', ['entry.js'], '/app/ui/routes/index.tsx?tsr-split=component'),
      ],
      read,
    )
    expect(plan).toEqual({
      '/produkt/$slug': ['product.js', 'cards.js', 'format.js'],
      '/': ['start.js'],
    })
  })

  it('refuses a route chunk whose file declares no route, rather than leave its page unpreloaded', () => {
    expect(() =>
      planRoutePreloads([chunk('lost.js', [], '/app/ui/routes/lost.tsx?tsr-split=component')], read),
    ).toThrow(/declares no file route/)
  })
})
