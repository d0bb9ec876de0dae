/**
 * The content port (adapters/content, `contentfulContent`) against the embedded content service over
 * real HTTP: every method of ContentPort answers the seeded Swedish content decoded into the domain,
 * missing content is ContentNotFound with the messages of content §8, drafts come only in the
 * preview environment with a preview token, page search keeps to content §5 and §9, and an answer
 * of the wrong shape is a decode failure with a clear message. The content client and its raw
 * queries are tested in content-client and content-service.contract.test.ts.
 */
import { Effect, Layer } from 'effect'
import { Hono } from 'hono'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { contentfulContent, type ContentEndpoint } from '../../adapters/content'
import {
  bannersToShow,
  brandCodes,
  contentPageSectionKinds,
  frontPageSectionKinds,
  listingTagGroups,
  sortStoresByName,
} from '@proffsbutik/core/domain'
import { ContentPort, ErrorReporter } from '@proffsbutik/core/ports'
import { type Harness, type Loopback, serveOnLoopback, startHarness } from '@proffsbutik/services/testing'
import { failureOf, valueOf } from './world'

let harness: Harness
let wrongShapes: Loopback
beforeAll(async () => {
  harness = await startHarness()
  // A content service that answers with the wrong shapes: what the port's decoders must survive.
  const liar = new Hono()
  const environment = 'spaces/proffsbutik/environments/master'
  liar.post(`/content/v1/${environment}`, (c) =>
    c.json({ data: { contentPageCollection: { items: [{ sys: { id: 'sida-x' }, title: 42 }] } } }),
  )
  liar.get(`/${environment}/entries`, (c) =>
    c.req.query('content_type') === 'alertBanner'
      ? c.json({ total: 1, items: [{ sys: { id: 'alert-x' }, fields: { active: 'ja' } }] })
      : c.text('<html>proxy error</html>', 200),
  )
  wrongShapes = await serveOnLoopback(liar)
}, 60_000)
afterAll(async () => {
  await wrongShapes.close()
  await harness.stop()
})

const DELIVERY_TOKEN = 'demo-content-delivery-token'
const PREVIEW_TOKEN = 'demo-content-preview-token'

/** Runs `call` on the content port at `endpoint` (the embedded service, published content by default). */
async function ask<A, E>(
  call: (content: ContentPort['Service']) => Effect.Effect<A, E>,
  endpoint: Partial<ContentEndpoint> = {},
) {
  const reports: { message: string; context: Record<string, unknown> }[] = []
  const reporter = Layer.succeed(ErrorReporter, {
    report: (error) => Effect.sync(() => void reports.push(error)),
  })
  const port = contentfulContent({
    url: `${harness.url}/services/content`,
    accessToken: DELIVERY_TOKEN,
    environment: 'master',
    backoffBaseMs: 5,
    ...endpoint,
  }).pipe(Layer.provide(reporter))
  const exit = await Effect.runPromiseExit(Effect.flatMap(ContentPort, call).pipe(Effect.provide(port)))
  return { exit, reports }
}
const value = async <A, E>(call: (content: ContentPort['Service']) => Effect.Effect<A, E>) =>
  valueOf((await ask(call)).exit)
const failure = async <A, E>(call: (content: ContentPort['Service']) => Effect.Effect<A, E>) =>
  failureOf((await ask(call)).exit)
const preview: Partial<ContentEndpoint> = { environment: 'stage', previewAccessToken: PREVIEW_TOKEN }
const notFound = (message: string) => ({ _tag: 'ContentNotFound', status: 404, message })

describe('pages', () => {
  it('reads the front page with its hero and its nine published sections in order', async () => {
    const front = await value((c) => c.frontPage())
    expect(front).toMatchObject({
      id: 'startsida',
      name: 'Startsida',
      metaDescription:
        'Grossisten för VVS, el, verktyg och fastighet. Avtalspriser, lagersaldo och leverans nästa vardag.',
      hero: {
        title: 'Allt för proffset',
        titleFontSize: 'x-large',
        slug: 'startsida',
        overlay: true,
        desktopImage: {
          url: '/services/content/files/asset-hero-start-desktop/hero-start-desktop.svg',
          width: 1920,
          height: 640,
        },
        mobileImage: {
          url: '/services/content/files/asset-hero-start-mobile/hero-start-mobile.svg',
          width: 750,
          height: 750,
        },
      },
    })
    expect(front.sections.map((s) => [s.kind, s.id])).toEqual([
      ['largeSection', 'sektion-stor-konto'],
      ['subBanners', 'sektion-genvagar'],
      ['marketingBanners', 'sektion-kampanjer'],
      ['selectedProducts', 'sektion-populart'],
      ['assortmentIcons', 'sektion-sortiment'],
      ['randomBanners', 'sektion-tips'],
      ['contentBanners', 'sektion-aktuellt'],
      ['selectedProducts', 'sektion-nyheter-vvs'],
      ['serviceCards', 'sektion-tjanster'],
    ])
    expect(front.sections.every((s) => (frontPageSectionKinds as readonly string[]).includes(s.kind))).toBe(
      true,
    )
    const shortcuts = front.sections.find((s) => s.kind === 'subBanners')
    expect(shortcuts?.kind === 'subBanners' && shortcuts.items[0]).toEqual({
      name: 'Snabborder',
      title: 'Beställ med artikelnummer',
      backgroundColor: '#0d2c54',
      icon: 'list',
      link: { url: '/snabborder', external: false },
    })
  })

  it('reads a content page by slug, its draft block left out, its links and listing resolved', async () => {
    const page = await value((c) => c.contentPage('om-oss'))
    expect(page).toMatchObject({
      id: 'sida-om-oss',
      slug: 'om-oss',
      title: 'Om Proffsbutik',
      preTitle: 'Företaget',
      showSidebar: true,
      displayContacts: true,
      excludeFromSearch: false,
      authenticatedOnly: false,
      canonicalLink: '/om-oss',
      metaDescription:
        'Om Proffsbutik: vår historia, våra butiker och hur vi arbetar med service och hållbarhet.',
      hero: {
        title: 'Om Proffsbutik',
        description: 'Grossisten som bara säljer till företag.',
        slug: 'om-oss',
        titleFontSize: 'large',
        overlay: true,
        desktopImage: {
          url: '/services/content/files/asset-hero-butiker-desktop/hero-butiker-desktop.svg',
          width: 1920,
          height: 640,
        },
      },
      thumbnail: { url: '/services/content/files/asset-bild-butik/bild-butik.svg', width: 800, height: 600 },
      listingPages: [{ slug: 'guider-och-tips', title: 'Guider och tips' }],
    })
    // text-om-oss-nyhet is a draft: published content links to it, and the link is dropped.
    expect(page.sections.map((s) => s.id)).toEqual([
      'text-om-oss',
      'tm-leverans',
      'video-butik',
      'kontaktkort-kundservice',
    ])
    expect(page.sections.every((s) => (contentPageSectionKinds as readonly string[]).includes(s.kind))).toBe(
      true,
    )
    expect(page.body?.entries).toEqual([{ kind: 'page', id: 'sida-hallbarhet', slug: 'hallbarhet' }])
    expect(page.body?.assets.map((a) => a.url)).toEqual([
      '/services/content/files/asset-butik-exterior/butik-exterior.svg',
    ])
    const members = await value((c) => c.contentPage('mina-avtalspriser'))
    expect(members).toMatchObject({ authenticatedOnly: true, title: 'Dina avtalspriser' })
  })

  it('outside development reports the ids of the links it could not resolve, once per answer', async () => {
    const quiet = await ask((c) => c.contentPage('om-oss'))
    expect(quiet.reports).toEqual([])
    const told = await ask((c) => c.contentPage('om-oss'), { reportUnresolvable: true })
    expect(valueOf(told.exit).sections.map((s) => s.id)).not.toContain('text-om-oss-nyhet')
    expect(told.reports).toEqual([
      {
        message: expect.stringMatching(/^Unresolvable content in \w+: text-om-oss-nyhet$/),
        context: { service: 'content', operation: expect.any(String), ids: ['text-om-oss-nyhet'] },
      },
    ])
    // In preview the draft resolves: nothing to report.
    expect(
      (await ask((c) => c.contentPage('om-oss'), { ...preview, reportUnresolvable: true })).reports,
    ).toEqual([])
  })

  it('answers a missing content page with 404 and the spec’s message', async () => {
    expect(await failure((c) => c.contentPage('finns-inte'))).toMatchObject(
      notFound('No content page found for slug: finns-inte'),
    )
    // An archived page is gone for the shop too.
    expect(await failure((c) => c.contentPage('julkampanj-2025'))).toMatchObject(
      notFound('No content page found for slug: julkampanj-2025'),
    )
  })

  it('reads a listing page with its published pages, their tags, and the tags in tagOrder', async () => {
    const listing = await value((c) => c.contentListingPage('hjalp-och-villkor'))
    expect(listing).toMatchObject({
      id: 'lista-hjalp-och-villkor',
      title: 'Hjälp och villkor',
      icon: 'info',
      overlay: false,
      metaDescription: 'Hjälp med konto, leverans och villkor hos Proffsbutik.',
      tagOrder: ['konto', 'leverans', 'villkor'],
      tags: [
        { id: 'konto', name: 'Konto' },
        { id: 'leverans', name: 'Leverans' },
        { id: 'villkor', name: 'Villkor' },
      ],
      desktopImage: { url: '/services/content/files/asset-hero-tjanster-desktop/hero-tjanster-desktop.svg' },
      total: 6,
    })
    expect(listing.pages.map((p) => [p.slug, p.tags.map((t) => t.id)])).toEqual([
      ['bli-kund', ['konto']],
      ['kundservice', ['konto', 'leverans']],
      ['leveransvillkor', ['leverans', 'villkor']],
      ['returer-och-reklamationer', ['villkor']],
      ['integritetspolicy', ['villkor']],
      ['mina-avtalspriser', ['konto']],
    ])
    expect(listingTagGroups(listing).map((g) => [g.tag.name, g.pages.length])).toEqual([
      ['Konto', 3],
      ['Leverans', 2],
      ['Villkor', 3],
    ])
    // guider-och-tips links to ten pages, one of them a draft the listing never shows.
    const guides = await value((c) => c.contentListingPage('guider-och-tips'))
    expect(guides.total).toBe(10)
    expect(guides.pages.map((p) => p.slug)).not.toContain('kampanj-var-2027')
    expect(guides.pages).toHaveLength(9)
    expect(await failure((c) => c.contentListingPage('finns-inte'))).toMatchObject(
      notFound('No listing page found: finns-inte'),
    )
  })
})

describe('heroes and blocks by id', () => {
  it('reads a hero by slug with both pictures', async () => {
    expect(await value((c) => c.hero('el'))).toEqual({
      title: 'El',
      titleFontSize: 'large',
      slug: 'el',
      description: 'Kabel, installationsmaterial och belysning.',
      icon: 'el',
      overlay: true,
      desktopImage: {
        url: '/services/content/files/asset-hero-el-desktop/hero-el-desktop.svg',
        title: 'Hero el, dator',
        description: 'Blixt över kabelrullar',
        width: 1920,
        height: 640,
        contentType: 'image/svg+xml',
      },
      mobileImage: {
        url: '/services/content/files/asset-hero-el-mobile/hero-el-mobile.svg',
        title: 'Hero el, mobil',
        description: 'Blixt över kabelrullar',
        width: 750,
        height: 750,
        contentType: 'image/svg+xml',
      },
    })
    expect(await failure((c) => c.hero('finns-inte'))).toMatchObject(notFound('No hero found: finns-inte'))
  })

  it('reads an info block, a text-and-media block and a text block by id, rich text decoded', async () => {
    const info = await value((c) => c.infoBlock('info-leveranstider'))
    expect(info).toMatchObject({ kind: 'infoBlock', id: 'info-leveranstider', title: 'Leveranstider' })
    expect(JSON.stringify(info.text?.document)).toContain('kl. 15.00')
    const media = await value((c) => c.textAndMedia('tm-uthyrning'))
    expect(media).toMatchObject({
      kind: 'textAndMedia',
      id: 'tm-uthyrning',
      title: 'Hyr verktyg per dag eller vecka',
      mediaPosition: 'left',
      image: {
        url: '/services/content/files/asset-bild-trygghet/bild-trygghet.svg',
        title: 'Trygg arbetsplats',
      },
    })
    expect(media.text?.document.content).toHaveLength(2)
    const text = await value((c) => c.textBlock('text-villkor'))
    expect(text).toMatchObject({
      kind: 'textBlock',
      id: 'text-villkor',
      name: 'Allmänna villkor – sammanfattning',
    })
    expect(text.body?.document.content.map((node) => node.nodeType)).toEqual([
      'heading-2',
      'paragraph',
      'ordered-list',
    ])
  })

  it('answers a missing or draft block with 404', async () => {
    expect(await failure((c) => c.infoBlock('finns-inte'))).toMatchObject(
      notFound('No info block found: finns-inte'),
    )
    expect(await failure((c) => c.textAndMedia('finns-inte'))).toMatchObject(
      notFound('No text and media found: finns-inte'),
    )
    expect(await failure((c) => c.textBlock('text-om-oss-nyhet'))).toMatchObject(
      notFound('No text block found: text-om-oss-nyhet'),
    )
  })
})

describe('stores, retailers and forms', () => {
  it('reads a store’s details: address, position, the week’s hours and the special days', async () => {
    const store = await value((c) => c.storeDetails('1001'))
    expect(store).toMatchObject({
      id: 'butik-1001',
      storeId: '1001',
      name: 'Proffsbutik Stockholm Syd',
      label: 'Flaggskeppsbutik',
      address: 'Elektravägen 3, 126 30 Stockholm',
      phone: '010-400000',
      email: 'stockholm-syd@proffsbutik.se',
      location: { lat: 59.3, lon: 18 },
    })
    expect(store.openingHours.map((d) => `${d.day} ${d.hours}`)).toEqual([
      'monday 06:30–17:00',
      'tuesday 06:30–17:00',
      'wednesday 06:30–17:00',
      'thursday 06:30–17:00',
      'friday 06:30–16:00',
      'saturday 09:00–13:00',
      'sunday Stängt',
    ])
    // Julafton has no hours: closed.
    expect(store.specialOpeningHoursWeekdays[1]).toEqual({ date: '2026-12-24', name: 'Julafton' })
    expect(store.specialOpeningHoursWeekends).toEqual([
      { date: '2026-12-19', name: 'Lördag före jul', hours: '09:00–13:00' },
      { date: '2026-12-26', name: 'Annandag jul' },
    ])
    expect(await failure((c) => c.storeDetails('9999'))).toMatchObject(notFound('No store details was found'))
  })

  it('reads a store page with its details, services, activities, contacts and sections', async () => {
    const page = await value((c) => c.storePage('1001'))
    expect(page).toMatchObject({
      id: 'butikssida-1001',
      storeId: '1001',
      title: 'Proffsbutik Stockholm Syd',
      metaDescription: 'Proffsbutik Stockholm Syd: öppettider, adress, tjänster och kontaktpersoner.',
      details: { storeId: '1001', address: 'Elektravägen 3, 126 30 Stockholm' },
      contactsSectionTitle: 'Kontakta oss i Stockholm',
      activities: [{ title: 'Installatörsfrukost', date: '2027-02-04' }],
    })
    expect(page.services.map((s) => s.title)).toEqual([
      'Hämta i butik',
      'Expresshämtning',
      'Verktygsuthyrning',
      'Kapning av kabel och rör',
    ])
    expect(page.assortments.map((a) => a.linkUrl)).toEqual([
      '/kategorier/vvs-industri',
      '/kategorier/el',
      '/kategorier/verktyg',
      '/kategorier/fastenings',
      '/kategorier/fastighet',
      '/kategorier/kyla',
    ])
    expect(page.contacts.map((p) => `${p.role}: ${p.name}`)).toEqual([
      'Butikschef: Anders Johansson',
      'Innesäljare VVS och el: Lena Persson',
    ])
    expect(page.phoneNumbers.map((p) => p.phone)).toEqual(['010-123 45 00', '010-123 45 20'])
    expect(page.sections.map((s) => [s.kind, s.id])).toEqual([
      ['assortmentIcons', 'sektion-sortiment-installation'],
      ['marketingBanners', 'sektion-kampanjer'],
      ['video', 'video-butik'],
    ])
    expect(page.body?.entries).toEqual([
      {
        kind: 'button',
        id: 'knapp-bli-kund',
        button: {
          text: 'Ansök om konto',
          url: '/bli-kund',
          variant: 'primary',
          size: 'large',
          inline: false,
          shape: 'rounded',
          icon: 'arrow-right',
        },
      },
    ])
    expect(await failure((c) => c.storePage('9999'))).toMatchObject(
      notFound('No store page found for id: 9999'),
    )
  })

  it('reads every store’s details, sorted by name', async () => {
    const stores = await value((c) => c.allStoreDetails())
    expect(stores).toHaveLength(28)
    expect(new Set(stores.map((s) => s.storeId)).size).toBe(28)
    expect(stores.map((s) => s.name)).toEqual(sortStoresByName(stores).map((s) => s.name))
    expect(stores[0]?.name).toBe('Proffsbutik Borås')
    expect(stores.at(-1)?.name).toBe('Proffsbutik Östersund')
    expect(stores.find((s) => s.storeId === '1001')?.address).toBe('Elektravägen 3, 126 30 Stockholm')
  })

  it('reads every retailer with position and offerings', async () => {
    const retailers = await value((c) => c.retailers())
    expect(retailers).toHaveLength(49)
    expect(retailers.find((r) => r.id === 'aterforsaljare-kiruna')).toEqual({
      id: 'aterforsaljare-kiruna',
      name: 'Rörcentralen i Kiruna',
      address: 'Industrigatan 36, Kiruna',
      location: { lat: 67.86, lon: 20.23 },
      offerings: ['VVS', 'Värme', 'Sanitet'],
      link: 'https://rorcentralen-i-kiruna.invalid',
    })
  })

  it('reads a dynamic form with its inputs, choices and required flags', async () => {
    const form = await value((c) => c.dynamicForm('form-kontakt'))
    expect(form).toMatchObject({
      id: 'form-kontakt',
      title: 'Kontakta kundservice',
      formTitle: 'Skriv till oss',
      submitText: 'Skicka meddelande',
    })
    expect(form.inputs.map((i) => [i.id, i.type, i.required])).toEqual([
      ['namn', 'text', true],
      ['foretag', 'text', true],
      ['kundnummer', 'text', false],
      ['epost', 'email', true],
      ['telefon', 'tel', false],
      ['amne', 'select', true],
      ['meddelande', 'textarea', true],
    ])
    expect(form.inputs.find((i) => i.id === 'amne')?.options).toEqual([
      'Order och leverans',
      'Faktura',
      'Produktfråga',
      'Retur eller reklamation',
      'Webbutiken',
      'Annat',
    ])
    expect(form.inputs.find((i) => i.id === 'epost')?.placeholder).toBe('namn@foretag.se')
    expect(await failure((c) => c.dynamicForm('finns-inte'))).toMatchObject(
      notFound('No form found: finns-inte'),
    )
  })
})

describe('delivery API: listing summaries, logos and banners', () => {
  it('lists every listing page with the ids of its pages, drafts linked included', async () => {
    const listings = [...(await value((c) => c.listingPageSummaries()))].sort((a, b) =>
      a.slug.localeCompare(b.slug),
    )
    expect(listings.map((l) => [l.slug, l.title, l.pageIds.length])).toEqual([
      ['guider-och-tips', 'Guider och tips', 10],
      ['hjalp-och-villkor', 'Hjälp och villkor', 6],
    ])
    expect(listings[0]?.pageIds).toContain('sida-kampanj-var-2027')
  })

  it('reads a listing page by slug with the ids of its pages', async () => {
    expect(await value((c) => c.listingPageSummary('hjalp-och-villkor'))).toEqual({
      id: 'lista-hjalp-och-villkor',
      slug: 'hjalp-och-villkor',
      title: 'Hjälp och villkor',
      pageIds: [
        'sida-bli-kund',
        'sida-kundservice',
        'sida-leveransvillkor',
        'sida-returer-och-reklamationer',
        'sida-integritetspolicy',
        'sida-mina-avtalspriser',
      ],
    })
    expect(await failure((c) => c.listingPageSummary('finns-inte'))).toMatchObject(
      notFound('No listing page found: finns-inte'),
    )
  })

  it('reads the logo entry of each brand with its five pictures', async () => {
    for (const brand of brandCodes) {
      const logo = await value((c) => c.logo(brand))
      expect(logo.logo?.url).toBe(`/services/content/files/asset-logo-${brand}/logo-${brand}.svg`)
      expect(logo.favicon?.url).toBe(`/services/content/files/asset-favicon-${brand}/favicon-${brand}.svg`)
      expect(logo.lightLogo?.url).toBe(
        `/services/content/files/asset-lightLogo-${brand}/logo-${brand}-light.svg`,
      )
      expect(logo.logoSmall).toMatchObject({ width: 40, height: 40, contentType: 'image/svg+xml' })
      expect(logo.lightLogoSmall?.url).toMatch(new RegExp(`logo-small-${brand}-light\\.svg$`))
    }
    expect((await value((c) => c.logo('konr'))).logo?.title).toBe('Konr logotyp')
  })

  it('reads every alert and information banner; the active ones are shown', async () => {
    const alerts = await value((c) => c.alertBanners())
    expect(alerts.map((a) => [a.id, a.active]).sort()).toEqual([
      ['alert-inventering', false],
      ['alert-jul', true],
    ])
    expect(bannersToShow(alerts)).toEqual([
      {
        id: 'alert-jul',
        active: true,
        type: 'warning',
        title: 'Ändrade öppettider i jul och nyår',
        message:
          'Våra butiker har stängt på julafton, juldagen och nyårsdagen. Beställningar som läggs efter kl. 12 den 23 december levereras tidigast den 28 december.',
        linkUrl: '/hitta-butik',
        linkText: 'Se öppettider för din butik',
        secondLinkUrl: '/leveransvillkor',
        secondLinkText: 'Leveransvillkor',
      },
    ])
    const information = await value((c) => c.informationBanners())
    expect(information.map((b) => [b.id, b.active, b.linkIcon]).sort()).toEqual([
      ['information-app', false, 'phone'],
      ['information-leverans', true, 'truck'],
    ])
    expect(bannersToShow(information, new Set(['information-leverans']))).toEqual([])
  })
})

describe('delivery API: the films of the video sections', () => {
  it('reads the film address of every published video section, the seeded ones the service’s own files', async () => {
    const films = await value((c) => c.videoUrls())
    expect([...films].sort()).toEqual([
      '/services/content/files/asset-film-presspassning-22mm/presspassning-22mm.webm',
      '/services/content/files/asset-film-valkommen-till-butiken/valkommen-till-butiken.webm',
    ])
    const file = await fetch(`${harness.url}${films[0]}`)
    expect(file.status).toBe(200)
    expect(file.headers.get('content-type')).toBe('video/webm')
    // A WebM file (EBML header), a small one.
    const bytes = new Uint8Array(await file.arrayBuffer())
    expect([...bytes.slice(0, 4)]).toEqual([0x1a, 0x45, 0xdf, 0xa3])
    expect(bytes.byteLength).toBeLessThan(100_000)
  })
})

describe('page search', () => {
  it('finds content pages under their listing page, linked by the listing’s slug then the page’s', async () => {
    expect(await value((c) => c.searchPages('leverans'))).toEqual([
      {
        id: 'sida-kundservice',
        title: 'Kundservice',
        slug: 'kundservice',
        parentSlug: 'hjalp-och-villkor',
        link: '/hjalp-och-villkor/kundservice',
      },
      {
        id: 'sida-leveransvillkor',
        title: 'Leveransvillkor',
        slug: 'leveransvillkor',
        parentSlug: 'hjalp-och-villkor',
        link: '/hjalp-och-villkor/leveransvillkor',
      },
      {
        id: 'sida-returer-och-reklamationer',
        title: 'Returer och reklamationer',
        slug: 'returer-och-reklamationer',
        parentSlug: 'hjalp-och-villkor',
        link: '/hjalp-och-villkor/returer-och-reklamationer',
      },
    ])
  })

  it('answers at most five hits, only pages with excludeFromSearch false', async () => {
    const many = await value((c) => c.searchPages('e'))
    expect(many).toHaveLength(5)
    for (const hit of many) {
      const page = await value((c) => c.contentPage(hit.slug))
      expect(page.excludeFromSearch).toBe(false)
      expect(hit.link).toBe(`/${hit.parentSlug}/${hit.slug}`)
    }
    // The privacy policy is listed under hjalp-och-villkor but excluded from search.
    expect(await value((c) => c.contentPage('integritetspolicy'))).toMatchObject({
      title: 'Integritetspolicy',
      excludeFromSearch: true,
    })
    expect(await value((c) => c.searchPages('integritetspolicy'))).toEqual([])
  })

  it('keeps to the listing pages asked for', async () => {
    const help = await value((c) => c.searchPages('e', ['hjalp-och-villkor']))
    expect(help.map((h) => h.link)).toEqual([
      '/hjalp-och-villkor/bli-kund',
      '/hjalp-och-villkor/kundservice',
      '/hjalp-och-villkor/leveransvillkor',
      '/hjalp-och-villkor/mina-avtalspriser',
      '/hjalp-och-villkor/returer-och-reklamationer',
    ])
    // Only the listed pages that mention the word come.
    expect((await value((c) => c.searchPages('sortiment'))).map((h) => h.id)).toEqual([
      'sida-elinstallation-nyheter',
      'sida-hallbarhet',
      'sida-om-oss',
      'sida-proffsguiden',
      'sida-vart-sortiment',
    ])
    expect(await value((c) => c.searchPages('sortiment', ['finns-inte']))).toEqual([])
    expect(await value((c) => c.searchPages('   '))).toEqual([])
  })
})

describe('preview', () => {
  it('in the stage environment with the preview token, drafts and pending changes are read', async () => {
    const draft = valueOf((await ask((c) => c.contentPage('kampanj-var-2027'), preview)).exit)
    expect(draft).toMatchObject({ title: 'Vårkampanj 2027', preTitle: 'Kampanj' })
    const front = valueOf((await ask((c) => c.frontPage(), preview)).exit)
    expect(front.metaDescription).toBe(
      'Grossisten för VVS, el, verktyg och fastighet. Nu med 28 butiker och hämtning inom en timme.',
    )
    const about = valueOf((await ask((c) => c.contentPage('om-oss'), preview)).exit)
    expect(about.sections.map((s) => s.id)).toContain('text-om-oss-nyhet')
    const hits = valueOf((await ask((c) => c.searchPages('Vårkampanj'), preview)).exit)
    expect(hits.map((h) => h.link)).toEqual(['/guider-och-tips/kampanj-var-2027'])
  })

  it('listing content is read published even in preview', async () => {
    const guides = valueOf((await ask((c) => c.contentListingPage('guider-och-tips'), preview)).exit)
    expect(guides.pages.map((p) => p.slug)).not.toContain('kampanj-var-2027')
    expect(guides.pages).toHaveLength(9)
  })

  it('without preview — master, or stage without a preview token — drafts are not found', async () => {
    expect(await failure((c) => c.contentPage('kampanj-var-2027'))).toMatchObject(
      notFound('No content page found for slug: kampanj-var-2027'),
    )
    expect(await value((c) => c.searchPages('Vårkampanj'))).toEqual([])
    for (const endpoint of [
      { environment: 'master', previewAccessToken: PREVIEW_TOKEN },
      { environment: 'stage' },
    ]) {
      const { exit } = await ask((c) => c.contentPage('kampanj-var-2027'), endpoint)
      expect(failureOf(exit)).toMatchObject(notFound('No content page found for slug: kampanj-var-2027'))
      const front = valueOf((await ask((c) => c.frontPage(), endpoint)).exit)
      expect(front.metaDescription).toMatch(/Avtalspriser, lagersaldo och leverans nästa vardag\.$/)
    }
  })
})

describe('an answer of the wrong shape', () => {
  const liar = () => ({ url: wrongShapes.url })

  it('from GraphQL is a decode failure naming the query and the field, reported once', async () => {
    const { exit, reports } = await ask((c) => c.contentPage('sida-x'), liar())
    const error = failureOf(exit)
    expect(error).toMatchObject({
      _tag: 'ServiceCallFailed',
      service: 'content',
      failure: { kind: 'decode' },
    })
    expect(error._tag === 'ServiceCallFailed' && error.detail).toMatch(
      /^The answer of content getContentPage does not fit: [\s\S]*title/,
    )
    expect(reports).toEqual([
      {
        message: expect.stringMatching(/getContentPage does not fit/),
        context: { service: 'content', operation: 'getContentPage', failure: { kind: 'decode' } },
      },
    ])
  })

  it('from the delivery API, JSON or not, is a decode failure with a clear message', async () => {
    const alerts = failureOf((await ask((c) => c.alertBanners(), liar())).exit)
    expect(alerts).toMatchObject({ _tag: 'ServiceCallFailed', failure: { kind: 'decode' } })
    expect(alerts._tag === 'ServiceCallFailed' && alerts.detail).toMatch(
      /^The answer of content alertBanners does not fit: [\s\S]*active/,
    )
    const logo = failureOf((await ask((c) => c.logo('dahl'), liar())).exit)
    expect(logo).toMatchObject({ _tag: 'ServiceCallFailed', failure: { kind: 'decode' } })
    expect(logo._tag === 'ServiceCallFailed' && logo.detail).toBe(
      'The answer of content logo does not fit: not JSON: <html>proxy error</html>',
    )
  })
})
