import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { brandCodes } from '@proffsbutik/core/domain'
import { brandRoutes, servesPage } from './brand-routes'

/** The page route ids of the generated route tree (its FileRouteTypes['id'] union). */
function generatedRouteIds(): string[] {
  const tree = readFileSync(new URL('../routeTree.gen.ts', import.meta.url), 'utf8')
  const union = /\n\s+id:\n((?:\s+\| '[^']+'\n)+)/.exec(tree)?.[1] ?? ''
  return [...union.matchAll(/'([^']+)'/g)].map((match) => match[1] ?? '').filter((id) => id !== '__root__')
}

describe('brand route lists', () => {
  it('name only routes that exist, and every route is decided for every brand', () => {
    const ids = generatedRouteIds()
    expect(ids.length).toBeGreaterThan(30)
    for (const brand of brandCodes) {
      expect(new Set(brandRoutes[brand]).size).toBe(brandRoutes[brand].length)
      expect([...brandRoutes[brand]].sort()).toEqual([...ids].sort())
    }
  })

  it('serve a page when the brand lists the route that renders it', () => {
    const routes = ['/', '/kategorier/$', '/mina-sidor/ordrar/$orderId']
    expect(servesPage(routes, ['__root__', '/kategorier/$'])).toBe(true)
    expect(servesPage(routes, ['__root__', '/mina-sidor/ordrar/$orderId'])).toBe(true)
    expect(servesPage(routes, ['__root__', '/hitta-butik'])).toBe(false)
    expect(servesPage(routes, ['__root__', '/mina-sidor/ordrar/'])).toBe(false)
  })

  it('serve the not-found page under every brand', () => {
    expect(servesPage([], ['__root__'])).toBe(true)
    expect(servesPage([], [])).toBe(true)
  })
})
