import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { ListedPage, MarketingBannerItem, StoreDetails } from './content'
import {
  bannerPicks,
  bannersToShow,
  listingTagGroups,
  mayViewPage,
  pageLink,
  pickMarketingBanner,
  pickRandomBanner,
  searchStores,
  sortStoresByName,
  storePostcode,
  storeTown,
  videoOrigins,
  videoSource,
  weightedChoice,
} from './content-rules'

describe('weightedChoice', () => {
  const items = ['a', 'b', 'c'] as const
  const weights: Record<string, number> = { a: 1, b: 2, c: 1 }

  it('splits [0, 1) by weight, in order', () => {
    const pick = (random: number) => weightedChoice(items, (item) => weights[item] ?? 0, random)
    expect([0, 0.24, 0.25, 0.74, 0.75, 0.999].map(pick)).toEqual(['a', 'a', 'b', 'b', 'c', 'c'])
  })

  it('never picks an item without weight while another has some', () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.constant(0), fc.constant(-3), fc.constant(Number.NaN), fc.nat(50)), {
          minLength: 1,
        }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (ws, random) => {
          const indexes = ws.map((_, i) => i)
          const picked = weightedChoice(indexes, (i) => ws[i] ?? 0, random)
          expect(picked).toBeDefined()
          if (ws.some((w) => w > 0)) expect(ws[picked ?? -1]).toBeGreaterThan(0)
        },
      ),
    )
  })

  it('treats every item the same when none has weight, and picks nothing from nothing', () => {
    expect(weightedChoice(['a', 'b'], () => 0, 0.6)).toBe('b')
    expect(weightedChoice([], () => 1, 0.5)).toBeUndefined()
  })

  it('keeps random numbers outside [0, 1) inside the list', () => {
    expect(weightedChoice(items, () => 1, 1)).toBe('c')
    expect(weightedChoice(items, () => 1, -2)).toBe('a')
    expect(weightedChoice(items, () => 1, Number.NaN)).toBe('a')
  })
})

describe('banner picks', () => {
  const marketing: MarketingBannerItem[] = [
    { metaTitle: 'VVS', weight: 40 },
    { metaTitle: 'El', weight: 30 },
    { metaTitle: 'Verktyg' },
    { metaTitle: 'Kyla', weight: 0 },
  ]
  it('shows marketing pictures by weight, an absent weight counting 1', () => {
    expect(pickMarketingBanner(marketing, 0.5)?.metaTitle).toBe('VVS')
    expect(pickMarketingBanner(marketing, 0.6)?.metaTitle).toBe('El')
    expect(pickMarketingBanner(marketing, 0.995)?.metaTitle).toBe('Verktyg')
  })

  it('shows random banners with equal chance', () => {
    const banners = [{ title: 'Ett' }, { title: 'Två' }, { title: 'Tre' }, { title: 'Fyra' }]
    expect([0, 0.3, 0.5, 0.9].map((r) => pickRandomBanner(banners, r)?.title)).toEqual([
      'Ett',
      'Två',
      'Tre',
      'Fyra',
    ])
    expect(pickRandomBanner([], 0.3)).toBeUndefined()
  })
})

describe('site banners', () => {
  const banners = [
    { id: 'jul', active: true },
    { id: 'inventering', active: false },
    { id: 'leverans', active: true },
  ]
  it('shows only active banners the user has not closed', () => {
    expect(bannersToShow(banners).map((b) => b.id)).toEqual(['jul', 'leverans'])
    expect(bannersToShow(banners, new Set(['jul'])).map((b) => b.id)).toEqual(['leverans'])
  })
})

describe('pages', () => {
  it('shows authenticatedOnly pages to logged-in users only', () => {
    expect(mayViewPage({ authenticatedOnly: true }, false)).toBe(false)
    expect(mayViewPage({ authenticatedOnly: true }, true)).toBe(true)
    expect(mayViewPage({ authenticatedOnly: false }, false)).toBe(true)
  })

  it('links a page under its listing page', () => {
    expect(pageLink('guider-och-tips', 'presspassningar-guide')).toBe(
      '/guider-och-tips/presspassningar-guide',
    )
    expect(pageLink('/hjalp-och-villkor/', '/kundservice')).toBe('/hjalp-och-villkor/kundservice')
    expect(pageLink('', 'om-oss')).toBe('/om-oss')
  })
})

describe('store finder', () => {
  const store = (name: string, address?: string): Pick<StoreDetails, 'name' | 'address'> => ({
    name,
    address,
  })
  const stores = [
    store('Proffsbutik Örebro', 'Bettorpsgatan 4, 703 69 Örebro'),
    store('Proffsbutik Stockholm Syd', 'Elektravägen 3, 126 30 Stockholm'),
    store('Proffsbutik Ängelholm', 'Industrigatan 1, 262 71 Ängelholm'),
    store('Proffsbutik Borås', 'Ryssnäsgatan 28, 504 64 Borås'),
    store('Proffsbutik Solna', 'Solna'),
  ]

  it('sorts by name as Swedish does', () => {
    expect(sortStoresByName(stores).map((s) => s.name)).toEqual([
      'Proffsbutik Borås',
      'Proffsbutik Solna',
      'Proffsbutik Stockholm Syd',
      'Proffsbutik Ängelholm',
      'Proffsbutik Örebro',
    ])
  })

  it('reads postcode and town from the address', () => {
    expect(storePostcode(stores[1]!)).toBe('12630')
    expect(storeTown(stores[1]!)).toBe('Stockholm')
    expect(storeTown(stores[4]!)).toBe('Solna')
    expect(storePostcode(stores[4]!)).toBeUndefined()
    expect(storeTown(store('Utan adress'))).toBeUndefined()
  })

  it('finds stores by postcode prefix, with or without its space', () => {
    expect(searchStores(stores, '126 3').map((s) => s.name)).toEqual(['Proffsbutik Stockholm Syd'])
    expect(searchStores(stores, ' 50464 ').map((s) => s.name)).toEqual(['Proffsbutik Borås'])
    expect(searchStores(stores, '9')).toEqual([])
  })

  it('finds stores by town or name, in any case, every word', () => {
    expect(searchStores(stores, 'örebro').map((s) => s.name)).toEqual(['Proffsbutik Örebro'])
    expect(searchStores(stores, 'STOCKHOLM syd').map((s) => s.name)).toEqual(['Proffsbutik Stockholm Syd'])
    expect(searchStores(stores, 'stockholm norr')).toEqual([])
    expect(searchStores(stores, '  ')).toHaveLength(5)
  })
})

describe('listing tag groups', () => {
  const page = (slug: string, ...tags: string[]): ListedPage => ({
    id: `sida-${slug}`,
    slug,
    title: slug,
    tags: tags.map((id) => ({ id, name: id.toUpperCase() })),
  })
  it('groups pages by tag in tagOrder, then the other tags, leaving out empty tags', () => {
    const groups = listingTagGroups({
      tagOrder: ['el', 'vvs'],
      tags: [
        { id: 'nyheter', name: 'Nyheter' },
        { id: 'vvs', name: 'VVS' },
        { id: 'kyla', name: 'Kyla' },
        { id: 'el', name: 'El' },
      ],
      pages: [page('press', 'vvs'), page('laddbox', 'el', 'nyheter'), page('pump', 'vvs', 'nyheter')],
    })
    expect(groups.map((g) => [g.tag.id, g.pages.map((p) => p.slug)])).toEqual([
      ['el', ['laddbox']],
      ['vvs', ['press', 'pump']],
      ['nyheter', ['laddbox', 'pump']],
    ])
  })
})

describe('bannerPicks', () => {
  const banner = (weight: number): MarketingBannerItem => ({ weight, metaTitle: `w${weight}` })

  it('draws one item for each random-banners and marketing-banners section, in order', () => {
    const draws = [0.9, 0.1]
    const picks = bannerPicks(
      [
        { kind: 'textBlock', id: 'text' },
        { kind: 'randomBanners', id: 'random', items: [{ title: 'a' }, { title: 'b' }, { title: 'c' }] },
        { kind: 'marketingBanners', id: 'marketing', items: [banner(1), banner(9)] },
        { kind: 'randomBanners', id: 'empty', items: [] },
      ],
      () => draws.shift() ?? 0,
    )
    expect(picks).toEqual({ random: 2, marketing: 1 })
  })

  it('never picks a marketing banner without weight while another has some', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1, noNaN: true }), (random) => {
        const picks = bannerPicks(
          [{ kind: 'marketingBanners', id: 'm', items: [banner(0), banner(3), banner(0)] }],
          () => random,
        )
        expect(picks['m']).toBe(1)
      }),
    )
  })
})

describe('videos', () => {
  it('play from a path of the shop or an http(s) address, nothing else', () => {
    expect(videoSource('/services/content/files/asset-film/film.webm')).toBe(
      '/services/content/files/asset-film/film.webm',
    )
    expect(videoSource(' https://video.example.se/a.mp4 ')).toBe('https://video.example.se/a.mp4')
    expect(videoSource('//videos.ctfassets.net/x/film.mp4')).toBe('https://videos.ctfassets.net/x/film.mp4')
    expect(videoSource('javascript:alert(1)')).toBeUndefined()
    expect(videoSource('data:video/mp4;base64,AAAA')).toBeUndefined()
    expect(videoSource('mailto:film@example.se')).toBeUndefined()
    expect(videoSource(undefined)).toBeUndefined()
  })

  it('let the page policy allow exactly the other hosts the content names: each origin once, sorted', () => {
    expect(
      videoOrigins([
        'https://video.example.se/a.mp4',
        '/services/content/files/asset-film/film.webm',
        'https://VIDEO.example.se/b.mp4?t=3',
        '//videos.ctfassets.net/x/film.mp4',
        'http://media.example.se:8080/c.webm',
        'javascript:alert(1)',
        'not a url at all',
        undefined,
      ]),
    ).toEqual(['http://media.example.se:8080', 'https://video.example.se', 'https://videos.ctfassets.net'])
    expect(videoOrigins(['/film.webm'])).toEqual([])
    expect(videoOrigins([])).toEqual([])
  })

  /** A film's address as content may write it: any scheme, host, port and path. */
  const filmUrl = fc
    .tuple(
      fc.constantFrom('https://', 'http://', '//', 'ftp://', 'javascript:', ''),
      fc.domain(),
      fc.option(fc.integer({ min: 1, max: 65_535 }), { nil: undefined }),
      fc.stringMatching(/^[\w./%-]{0,20}$/),
    )
    .map(([scheme, host, port, path]) => `${scheme}${host}${port === undefined ? '' : `:${port}`}/${path}`)

  it('never let a host through that the content does not name, nor break the policy’s syntax', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(filmUrl, fc.string()), { maxLength: 6 }), (urls) => {
        for (const origin of videoOrigins(urls)) {
          expect(origin).toMatch(/^https?:\/\/[^\s;,'*/]+$/)
          expect(urls.some((url) => videoSource(url)?.startsWith(`${origin}/`))).toBe(true)
        }
      }),
      { numRuns: 300 },
    )
  })
})
