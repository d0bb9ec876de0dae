import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { type BrandLogoKind, brandCodes, brandLogoSvg } from '@proffsbutik/core/domain'
import type { ContentSeed, SeedEntry } from './content-store'
import { seedProblems } from './content-store'
import { contentSeed } from './seed'
import { logoFiles } from './seed/assets.seed'

const page = (id: string, slug: string, status?: SeedEntry['status']): SeedEntry => ({
  id,
  type: 'contentPage',
  fields: { title: id, slug },
  ...(status ? { status } : {}),
})

const withEntries = (...entries: SeedEntry[]): ContentSeed => ({ entries, assets: [], tags: [] })

describe('seedProblems', () => {
  it('finds none in the seed content', () => {
    expect(seedProblems(contentSeed)).toEqual([])
  })

  it('reports a published page or listing whose slug the shop’s own pages or endpoints take', () => {
    const listing: SeedEntry = {
      id: 'lista-kampanjer',
      type: 'contentListingPage',
      fields: { slug: 'kampanjer' },
    }
    expect(
      seedProblems(withEntries(page('sida-sortiment', 'sortiment'), listing, page('sida-api', '/api/test'))),
    ).toEqual([
      'sida-sortiment: the slug "sortiment" is taken by the shop\'s own /sortiment: the page would never be shown there; choose another slug',
      'lista-kampanjer: the slug "kampanjer" is taken by the shop\'s own /kampanjer: the page would never be shown there; choose another slug',
      'sida-api: the slug "/api/test" is taken by the shop\'s own /api: the page would never be shown there; choose another slug',
    ])
  })

  it('lets a draft or an archived page keep such a slug, and any other slug pass', () => {
    expect(
      seedProblems(
        withEntries(
          page('utkast', 'sortiment', 'draft'),
          page('arkiv', 'cart', 'archived'),
          page('sida', 'sortimentsnyheter'),
        ),
      ),
    ).toEqual([])
  })
})

describe('the logo entries’ pictures', () => {
  it('draw each brand as the shop does (regenerate with npm run content:logos)', () => {
    for (const brand of brandCodes)
      for (const [kind, file] of Object.entries(logoFiles(brand)) as [BrandLogoKind, string][])
        expect(readFileSync(new URL(`./assets/${file}`, import.meta.url), 'utf8'), file).toBe(
          `${brandLogoSvg(brand, kind)}\n`,
        )
  })
})
