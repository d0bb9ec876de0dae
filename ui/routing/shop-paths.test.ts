import { describe, expect, it } from 'vitest'
import { shopPathSegments } from '@proffsbutik/core/domain'
import { brandRoutes } from './brand-routes'

describe('the shop’s own path segments (the ones a content slug may not take)', () => {
  it('are the first segment of every page of the shop with a fixed first segment', () => {
    const pages = new Set(Object.values(brandRoutes).flat())
    const firsts = new Set(
      [...pages]
        .map((route) => route.split('/')[1] ?? '')
        .filter((segment) => segment !== '' && !segment.startsWith('$')),
    )
    for (const segment of firsts) expect(shopPathSegments, segment).toContain(segment)
    // Every page segment listed is a page the shop has (endpoints are listed after the pages).
    const pageSegments = shopPathSegments.slice(0, shopPathSegments.indexOf('api'))
    expect([...firsts].sort()).toEqual([...pageSegments].sort())
  })
})
