/** The content base through real HTTP on loopback: the GraphQL and delivery APIs over the Swedish seed. */
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startHarness, type Harness } from '../testing/harness'

let harness: Harness
beforeAll(async () => {
  harness = await startHarness()
}, 60_000)
afterAll(() => harness.stop())

const DELIVERY = 'demo-content-delivery-token'
const PREVIEW = 'demo-content-preview-token'
const GRAPHQL = '/services/content/content/v1/spaces/proffsbutik/environments/master'
const CDA = '/services/content/spaces/proffsbutik/environments/master'

interface GraphError {
  message: string
  path?: (string | number)[]
  extensions: { contentful: { code: string; details?: Record<string, unknown> } }
}
interface GraphBody {
  data?: Record<string, unknown> | null
  errors?: GraphError[]
}

async function graph(
  query: string,
  variables: Record<string, unknown> = {},
  token: string | null = DELIVERY,
) {
  const response = await fetch(`${harness.url}${GRAPHQL}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  })
  return { status: response.status, body: (await response.json()) as GraphBody }
}

/** The data of a query that must succeed without errors. */
async function data<T>(query: string, variables: Record<string, unknown> = {}, token = DELIVERY): Promise<T> {
  const { status, body } = await graph(query, variables, token)
  if (status !== 200 || body.errors) throw new Error(`${status}: ${JSON.stringify(body.errors)}`)
  return body.data as T
}

async function rest<T>(path: string, token: string | null = DELIVERY, status = 200): Promise<T> {
  const response = await fetch(`${harness.url}${CDA}${path}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  })
  if (response.status !== status) throw new Error(`${response.status}: ${await response.text()}`)
  return (await response.json()) as T
}

interface Items<T> {
  total: number
  items: T[]
}

describe('the GraphQL queries of content §7', () => {
  it('getFrontPage: the front page with its hero and a section of every front-page kind', async () => {
    const { frontPageCollection } = await data<{
      frontPageCollection: Items<{
        name: string
        hero: { title: string; heroDesktop: { url: string; width: number } }
        sectionsCollection: Items<{ __typename: string }>
      }>
    }>(`query getFrontPage($preview: Boolean) {
      frontPageCollection(limit: 1, preview: $preview) { total items {
        name hero { title titleFontSize slug description overlay heroDesktop { title description url width } heroMobile { url } }
        sectionsCollection(limit: 20) { total items { __typename } } } } }`)
    const [front] = frontPageCollection.items
    expect(front?.name).toBe('Startsida')
    expect(front?.hero.title).toBe('Allt för proffset')
    expect(front?.hero.heroDesktop).toMatchObject({
      width: 1920,
      url: expect.stringMatching(/^\/services\/content\/files\//),
    })
    const kinds = new Set(front?.sectionsCollection.items.map((s) => s.__typename))
    expect([...kinds].sort()).toEqual([
      'AssortmentIcons',
      'ContentBanners',
      'LargeSection',
      'MarketingBanner',
      'RandomBanners',
      'SelectedProducts',
      'ServiceCards',
      'SubBanners',
    ])
    expect(front?.sectionsCollection.total).toBeLessThanOrEqual(20)
  })

  it('getHero, getInfoBlock, getTextAndMedia, getTextBlock: by slug and by id', async () => {
    const answer = await data<{
      heroCollection: Items<{ title: string; icon: string }>
      infoBlock: {
        infoBlockTitle: string
        infoBlockText: { links: { entries: { inline: { text: string }[] } } }
      }
      textAndMedia: { textMediaTitle: string; image: { contentType: string } }
      textBlock: { bodyTextSecondary: { json: { nodeType: string; content: unknown[] } } }
    }>(`{
      heroCollection(where: { slug: "kyla" }, limit: 1) { items { title icon } }
      infoBlock(id: "info-kredit") { infoBlockTitle infoBlockText { json links { entries { inline { ... on EmbeddedButton { text url } } } } } }
      textAndMedia(id: "tm-leverans") { textMediaTitle image { contentType } }
      textBlock(id: "text-press") { bodyTextSecondary { json } }
    }`)
    expect(answer.heroCollection.items).toEqual([{ title: 'Kyla', icon: 'kyla' }])
    expect(answer.infoBlock.infoBlockTitle).toBe('Faktura med 30 dagar')
    expect(answer.infoBlock.infoBlockText.links.entries.inline).toEqual([
      { text: 'Kontakta kundservice', url: '/kundservice' },
    ])
    expect(answer.textAndMedia).toEqual({
      textMediaTitle: 'Leverans direkt till arbetsplatsen',
      image: { contentType: 'image/svg+xml' },
    })
    expect(answer.textBlock.bodyTextSecondary.json.nodeType).toBe('document')
  })

  it('getStoreDetails, getStorePage, getAllStoreDetails: a page for every store of the locations table, sorted by name', async () => {
    const stores = await harness.db
      .selectFrom('locations')
      .select(['id', 'name'])
      .where('kind', '=', 'store')
      .execute()
    const { storeDetailsCollection } = await data<{
      storeDetailsCollection: Items<{ storeId: string; name: string; location: { lat: number } }>
    }>(
      `{ storeDetailsCollection(limit: 200, order: name_ASC) { total items { storeId name location { lat lon } } } }`,
    )
    expect(storeDetailsCollection.items.map((s) => s.storeId).sort()).toEqual(stores.map((s) => s.id).sort())
    const names = storeDetailsCollection.items.map((s) => s.name)
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'sv')))
    const id = stores[0]!.id
    const page = await data<{
      storeDetailsCollection: Items<{
        openingHoursMonday: string
        openingHoursSunday: string
        specialOpeningHoursWeekdays: { name: string }[]
      }>
      storePageCollection: Items<{
        title: string
        storeDetails: { storeId: string }
        contactsCollection: Items<{ role: string; image: { url: string } }>
        servicesCollection: Items<{ title: string }>
        assortmentsCollection: Items<{ title: string }>
        sectionsCollection: Items<{ __typename: string }>
      }>
    }>(
      `query ($id: String!) {
        storeDetailsCollection(where: { storeId: $id }, limit: 1) { items { openingHoursMonday openingHoursSunday specialOpeningHoursWeekdays infobox { json } } }
        storePageCollection(where: { storeId: $id }, limit: 1) { items {
          title storeDetails { storeId } contactsSectionTitle
          contactsCollection { items { role name image { url } } } phoneNumbersCollection { items { name phone } }
          servicesCollection { items { title } } assortmentsCollection { items { title } } storeActivitiesCollection { items { title date } }
          sectionsCollection { items { __typename } } } } }`,
      { id },
    )
    expect(page.storeDetailsCollection.items[0]).toMatchObject({
      openingHoursMonday: '06:30–17:00',
      openingHoursSunday: 'Stängt',
    })
    expect(page.storeDetailsCollection.items[0]?.specialOpeningHoursWeekdays.map((s) => s.name)).toContain(
      'Julafton',
    )
    const [storePage] = page.storePageCollection.items
    expect(storePage?.storeDetails.storeId).toBe(id)
    expect(storePage?.contactsCollection.items.map((c) => c.role)).toEqual([
      'Butikschef',
      'Innesäljare VVS och el',
    ])
    expect(storePage?.servicesCollection.items.length).toBeGreaterThan(0)
    expect(new Set(storePage?.sectionsCollection.items.map((s) => s.__typename))).toEqual(
      new Set(['AssortmentIcons', 'MarketingBanner', 'Video']),
    )
  })

  it('getContentPage: a page by slug with its sections, hero, rich text and listing parent', async () => {
    const { contentPageCollection } = await data<{
      contentPageCollection: Items<{
        title: string
        hero: { title: string }
        bodyTextPrimary: { links: { entries: { block: { text: string }[] } } }
        linkedFrom: { contentListingPageCollection: Items<{ slug: string }> }
        sectionsCollection: Items<{ __typename: string; form?: { title: string } }>
      }>
    }>(
      `query ($slug: String!) { contentPageCollection(where: { slug: $slug }, limit: 1) { items {
      title hero { title } bodyTextPrimary { json links { entries { block { ... on EmbeddedButton { text } } } } }
      linkedFrom { contentListingPageCollection(limit: 1) { items { slug } } }
      sectionsCollection(limit: 50) { total items { __typename ... on AccountApplication { form { title } } } } } } }`,
      { slug: 'bli-kund' },
    )
    const [page] = contentPageCollection.items
    expect(page?.title).toBe('Bli kund')
    expect(page?.bodyTextPrimary.links.entries.block).toEqual([{ text: 'Ansök om konto' }])
    expect(page?.linkedFrom.contentListingPageCollection.items).toEqual([{ slug: 'hjalp-och-villkor' }])
    expect(page?.sectionsCollection.items[0]).toEqual({
      __typename: 'AccountApplication',
      form: { title: 'Ansökan om företagskonto' },
    })
  })

  it('the content pages cover every section kind of the spec and a dynamic form, at most 50 sections each', async () => {
    const { contentPageCollection } = await data<{
      contentPageCollection: Items<{ sectionsCollection: Items<{ __typename: string }> }>
    }>(
      `{ contentPageCollection(limit: 100, preview: true) { total items { sectionsCollection(limit: 50) { total items { __typename } } } } }`,
      {},
      PREVIEW,
    )
    expect(contentPageCollection.total).toBeGreaterThanOrEqual(12)
    const kinds = new Set(
      contentPageCollection.items.flatMap((p) =>
        p.sectionsCollection.items.flatMap((s) => (s ? [s.__typename] : [])),
      ),
    )
    // The spec's 16 kinds, and a dynamic form placed as a section of its own.
    expect(kinds.size).toBe(17)
    expect(kinds).toContain('DynamicForm')
    for (const page of contentPageCollection.items)
      expect(page.sectionsCollection.total).toBeLessThanOrEqual(50)
  })

  it('getContentListingPage: the listing with its tags, tag order and pages', async () => {
    const { contentListingPageCollection } = await data<{
      contentListingPageCollection: Items<{
        title: string
        tagOrder: string[]
        contentfulMetadata: { tags: { id: string; name: string }[] }
        contentCollection: Items<{ slug: string } | null>
      }>
    }>(`{ contentListingPageCollection(where: { slug: "hjalp-och-villkor" }, limit: 1) { items {
      title tagOrder contentfulMetadata { tags { id name } } contentCollection { total items { slug } } } } }`)
    const [listing] = contentListingPageCollection.items
    expect(listing?.title).toBe('Hjälp och villkor')
    expect(listing?.tagOrder).toEqual(['konto', 'leverans', 'villkor'])
    expect(listing?.contentfulMetadata.tags).toContainEqual({ id: 'leverans', name: 'Leverans' })
    expect(listing?.contentCollection.items).toContainEqual({ slug: 'leveransvillkor' })
    const both = await data<{ contentListingPageCollection: Items<unknown> }>(
      `{ contentListingPageCollection { total items { slug } } }`,
    )
    expect(both.contentListingPageCollection.total).toBe(2)
  })

  it('getAllRetailers: 40 to 100 retailers, each with a position', async () => {
    const { retailerCollection } = await data<{
      retailerCollection: Items<{ name: string; location: { lat: number; lon: number }; offerings: string[] }>
    }>(
      `{ retailerCollection(limit: 100, order: name_ASC) { total items { sys { id } name address location { lat lon } offerings link } } }`,
    )
    expect(retailerCollection.total).toBeGreaterThanOrEqual(40)
    expect(retailerCollection.total).toBeLessThanOrEqual(100)
    for (const r of retailerCollection.items) {
      expect(r.location.lat).toBeGreaterThan(55)
      expect(r.location.lat).toBeLessThan(69)
      expect(r.offerings.length).toBeGreaterThan(0)
    }
    const near = await data<{ retailerCollection: Items<{ name: string }> }>(
      `{ retailerCollection(where: { location_within_circle: [67.86, 20.23, 50] }) { items { name } } }`,
    )
    expect(near.retailerCollection.items.map((r) => r.name)).toEqual(['Rörcentralen i Kiruna'])
  })

  it('getDynamicForm: the contact and account forms with their inputs', async () => {
    const answer = await data<{
      contact: {
        formTitle: string
        inputsCollection: Items<{
          id: string
          type: string
          requiredField: boolean
          inputList: string[] | null
        }>
      }
      account: { title: string; inputsCollection: Items<{ id: string }> }
    }>(`{
      contact: dynamicForm(id: "form-kontakt") { formTitle formDescription { json } inputsCollection { items { id title type inputList requiredField placeholderText } } }
      account: dynamicForm(id: "form-kontoansokan") { title inputsCollection { items { id } } }
    }`)
    expect(answer.contact.formTitle).toBe('Skriv till oss')
    expect(answer.contact.inputsCollection.items.find((i) => i.id === 'amne')).toMatchObject({
      type: 'select',
      requiredField: true,
    })
    expect(answer.account.inputsCollection.items.map((i) => i.id)).toContain('organisationsnummer')
  })
})

describe('preview and published content', () => {
  const draftQuery = `query ($preview: Boolean) { contentPageCollection(where: { slug: "kampanj-var-2027" }, preview: $preview) { total items { title sys { publishedAt } } } }`

  it('shows a draft only with the preview token and preview: true', async () => {
    expect(await data(draftQuery, { preview: false })).toEqual({
      contentPageCollection: { total: 0, items: [] },
    })
    expect(await data(draftQuery, { preview: false }, PREVIEW)).toEqual({
      contentPageCollection: { total: 0, items: [] },
    })
    expect(await data(draftQuery, { preview: true }, PREVIEW)).toEqual({
      contentPageCollection: { total: 1, items: [{ title: 'Vårkampanj 2027', sys: { publishedAt: null } }] },
    })
  })

  it('refuses preview: true with the delivery token', async () => {
    const { status, body } = await graph(draftQuery, { preview: true })
    expect(status).toBe(401)
    expect(body.errors?.[0]?.extensions.contentful.code).toBe('ACCESS_TOKEN_INVALID')
  })

  it('shows pending changes of a published entry only in preview', async () => {
    const query = `query ($preview: Boolean) { frontPageCollection(preview: $preview) { items { metaDescription } } }`
    const published = await data<{ frontPageCollection: Items<{ metaDescription: string }> }>(
      query,
      { preview: false },
      PREVIEW,
    )
    const preview = await data<{ frontPageCollection: Items<{ metaDescription: string }> }>(
      query,
      { preview: true },
      PREVIEW,
    )
    expect(published.frontPageCollection.items[0]?.metaDescription).not.toContain('28 butiker')
    expect(preview.frontPageCollection.items[0]?.metaDescription).toContain('28 butiker')
  })
})

describe('errors shaped as Contentful shapes them', () => {
  it('answers a link to an unpublished entry with null, UNRESOLVABLE_LINK and the rest of the data', async () => {
    const query = `query ($preview: Boolean) { contentPageCollection(where: { slug: "om-oss" }, preview: $preview) { items { title sectionsCollection { items { __typename } } } } }`
    const { status, body } = await graph(query, { preview: false })
    expect(status).toBe(200)
    expect(body.data).toMatchObject({ contentPageCollection: { items: [{ title: 'Om Proffsbutik' }] } })
    expect(JSON.stringify(body.data)).toContain('null')
    expect(body.errors).toHaveLength(1)
    expect(body.errors?.[0]?.extensions.contentful).toMatchObject({
      code: 'UNRESOLVABLE_LINK',
      details: { linkType: 'Entry', linkId: 'text-om-oss-nyhet', field: 'sections' },
    })
    expect(body.errors?.[0]?.path).toEqual([
      'contentPageCollection',
      'items',
      0,
      'sectionsCollection',
      'items',
      1,
    ])
    const preview = await graph(query, { preview: true }, PREVIEW)
    expect(preview.body.errors).toBeUndefined()
  })

  it('answers unknown slugs with no items, unknown ids with NOT_FOUND and null', async () => {
    expect(
      await data(`{ contentPageCollection(where: { slug: "finns-inte" }) { total items { title } } }`),
    ).toEqual({
      contentPageCollection: { total: 0, items: [] },
    })
    expect(
      await data(
        `{ storePageCollection(where: { storeId: "9999" }) { total } retailerCollection(where: { name: "Ingen" }) { total } }`,
      ),
    ).toEqual({
      storePageCollection: { total: 0 },
      retailerCollection: { total: 0 },
    })
    const { status, body } = await graph(`{ dynamicForm(id: "finns-inte") { title } }`)
    expect(status).toBe(200)
    expect(body.data).toEqual({ dynamicForm: null })
    expect(body.errors?.[0]?.extensions.contentful.code).toBe('NOT_FOUND')
  })

  it('answers unknown fields, syntax errors and bad variables with 400', async () => {
    const unknown = await graph(`{ contentPageCollection { items { nope } } }`)
    expect(unknown.status).toBe(400)
    expect(unknown.body.errors?.[0]?.message).toContain('Cannot query field "nope"')
    expect((await graph(`{ contentPageCollection { items { title }`)).status).toBe(400)
    expect(
      (
        await graph(`query ($slug: String!) { heroCollection(where: { slug: $slug }) { total } }`, {
          slug: 5,
        })
      ).status,
    ).toBe(400)
    expect((await graph(`{ heroCollection(limit: 5000) { total } }`)).status).toBe(400)
    expect((await graph(`{ heroCollection(skip: -1) { total } }`)).status).toBe(400)
    const locale = await graph(`{ heroCollection(locale: "en-US") { total } }`)
    expect(locale.body.errors?.[0]?.extensions.contentful.code).toBe('UNKNOWN_LOCALE')
  })

  it('refuses a query that could return more than 11,000 entries with TOO_COMPLEX_QUERY, before resolving it', async () => {
    // Issue 25: aliases multiply what one anonymous request asks for, as nesting does.
    const aliases = Array.from(
      { length: 30 },
      (_, i) =>
        `a${i}: contentPageCollection(limit: 1000) { items { title sectionsCollection(limit: 50) { total } } }`,
    )
    const wide = await graph(`{ ${aliases.join(' ')} }`)
    expect([wide.status, wide.body.errors?.[0]?.extensions.contentful.code]).toEqual([
      400,
      'TOO_COMPLEX_QUERY',
    ])
    expect(wide.body.errors?.[0]?.message).toContain('maximum allowed complexity for a query is 11000')
    const deep = await graph(
      `query ($n: Int) { contentPageCollection(limit: $n) { items { sectionsCollection(limit: 50) { total } } } }`,
      { n: 1000 },
    )
    expect(deep.body.errors?.[0]?.extensions.contentful.code).toBe('TOO_COMPLEX_QUERY')
    // The same query within the limit answers.
    expect(
      (await graph(`{ ${aliases.slice(0, 1).join(' ').replace('limit: 1000', 'limit: 100')} }`)).status,
    ).toBe(200)
  })

  it('answers missing and wrong tokens, places and bodies with Contentful codes', async () => {
    const code = (body: GraphBody) => body.errors?.[0]?.extensions.contentful.code
    const missing = await graph('{ heroCollection { total } }', {}, null)
    expect([missing.status, code(missing.body)]).toEqual([401, 'ACCESS_TOKEN_MISSING'])
    const wrong = await graph('{ heroCollection { total } }', {}, 'not-a-real-token-at-all')
    expect([wrong.status, code(wrong.body)]).toEqual([401, 'ACCESS_TOKEN_INVALID'])
    const post = (path: string, body: string) =>
      fetch(`${harness.url}${path}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${DELIVERY}`, 'content-type': 'application/json' },
        body,
      })
    expect(
      (
        await post(
          '/services/content/content/v1/spaces/annan/environments/master',
          '{"query":"{ heroCollection { total } }"}',
        )
      ).status,
    ).toBe(404)
    expect(
      (await post(`${GRAPHQL.replace('master', 'dev')}`, '{"query":"{ heroCollection { total } }"}')).status,
    ).toBe(404)
    for (const body of [
      'not json',
      '[]',
      '{}',
      '{"query": 5}',
      '{"query":"{ heroCollection { total } }","variables":"x"}',
      `{"query":"${'a'.repeat(9000)}"}`,
    ]) {
      expect((await post(GRAPHQL, body)).status).toBe(400)
    }
    const get = await fetch(
      `${harness.url}${GRAPHQL}?access_token=${DELIVERY}&query=${encodeURIComponent('{ heroCollection { total } }')}`,
    )
    expect(await get.json()).toEqual({ data: { heroCollection: { total: 14 } } })
  })
})

interface Entry {
  sys: { id: string; contentType: { sys: { id: string } } }
  fields: Record<string, unknown>
}
interface EntryArray {
  sys: { type: string }
  total: number
  skip: number
  limit: number
  items: Entry[]
  includes?: { Entry: Entry[]; Asset: { fields: { file: { url: string } } }[] }
  errors?: { sys: { id: string }; details: { id: string } }[]
}

describe('the delivery API entry fetches', () => {
  it('fetches a listing page by slug with its links included', async () => {
    const answer = await rest<EntryArray>(
      '/entries?content_type=contentListingPage&fields.slug=guider-och-tips&include=2',
    )
    expect(answer).toMatchObject({ sys: { type: 'Array' }, total: 1, skip: 0, limit: 100 })
    expect(answer.items[0]?.fields['title']).toBe('Guider och tips')
    const included = new Set(answer.includes?.Entry.map((e) => e.sys.contentType.sys.id))
    expect(included.has('contentPage')).toBe(true)
    expect(included.has('hero')).toBe(true)
    expect(answer.errors?.map((e) => e.details.id)).toContain('sida-kampanj-var-2027')
    const lists = await rest<EntryArray>(
      '/entries?content_type=contentListingPage&select=fields.slug,fields.title',
    )
    expect(lists.items.map((e) => Object.keys(e.fields).sort())).toEqual([
      ['slug', 'title'],
      ['slug', 'title'],
    ])
  })

  it('fetches the logo of every brand, and the alert and information banners', async () => {
    for (const brand of ['dahl', 'konr', 'kasp', 'opti']) {
      const logo = await rest<EntryArray>(`/entries?content_type=logo&fields.brand=${brand}&include=1`)
      expect(logo.total).toBe(1)
      expect(logo.includes?.Asset).toHaveLength(5)
      const file = await fetch(`${harness.url}${logo.includes?.Asset[0]?.fields.file.url}`)
      expect(file.headers.get('content-type')).toContain('image/svg+xml')
    }
    const alerts = await rest<EntryArray>(
      '/entries?content_type=alertBanner&select=fields.active,fields.type,fields.title,fields.message,fields.linkUrl,fields.linkText,fields.secondLinkUrl,fields.secondLinkText',
    )
    expect(alerts.items.filter((a) => a.fields['active'] === true)).toHaveLength(1)
    const info = await rest<EntryArray>('/entries?content_type=informationBanner&fields.active=true')
    expect(info.items[0]?.fields['message']).toContain('Fri frakt')
  })

  it('searches pages: excludeFromSearch false, full text, under given pages, at most 5', async () => {
    const search = (query: string, extra = '') =>
      rest<EntryArray>(
        `/entries?content_type=contentPage&fields.excludeFromSearch=false&query=${encodeURIComponent(query)}&include=2&limit=5&select=fields.title,fields.preTitle,fields.slug${extra}`,
      )
    const press = await search('pressa')
    expect(press.items.map((e) => e.fields['slug'])).toEqual(['presspassningar-guide'])
    expect((await search('integritet')).total).toBe(0)
    const broad = await search('en')
    expect(broad.items).toHaveLength(5)
    expect(broad.total).toBeGreaterThan(5)
    const under = await search('leverans', '&sys.id[in]=sida-leveransvillkor,sida-kundservice')
    expect(under.items.map((e) => e.sys.id).sort()).toEqual(['sida-kundservice', 'sida-leveransvillkor'])
    const draft = await rest<EntryArray>(
      '/entries?content_type=contentPage&fields.slug=kampanj-var-2027',
      PREVIEW,
    )
    expect(draft.total).toBe(1)
    expect(
      (await rest<EntryArray>('/entries?content_type=contentPage&fields.slug=kampanj-var-2027')).total,
    ).toBe(0)
  })

  it('answers single entries, assets, content types, tags and locales, 404 for the unknown', async () => {
    expect((await rest<Entry>('/entries/sida-om-oss')).fields['slug']).toBe('om-oss')
    await rest('/entries/finns-inte', DELIVERY, 404)
    await rest('/entries/sida-kampanj-var-2027', DELIVERY, 404)
    expect((await rest<EntryArray>('/assets?limit=3')).items).toHaveLength(3)
    // The films are assets too; the pictures alone when asked for images.
    const every = await rest<EntryArray>('/assets?limit=1000')
    const images = await rest<EntryArray>('/assets?limit=1000&mimetype_group=image')
    const typeOf = (asset: EntryArray['items'][number]) =>
      (asset.fields['file'] as { contentType: string }).contentType
    expect(every.items.filter((asset) => typeOf(asset) === 'video/webm')).toHaveLength(2)
    expect(images.total).toBe(every.total - 2)
    expect(images.items.every((asset) => typeOf(asset).startsWith('image/'))).toBe(true)
    await rest('/assets/finns-inte', DELIVERY, 404)
    expect((await rest<EntryArray>('/content_types')).total).toBeGreaterThan(30)
    await rest('/content_types/contentPage')
    expect((await rest<{ name: string }>('/tags/vvs')).name).toBe('VVS')
    const missingTag = await rest<{ sys: { id: string } }>('/tags/finns-inte', DELIVERY, 404)
    expect(missingTag.sys.id).toBe('NotFound')
    expect((await rest<EntryArray>('/locales')).items).toHaveLength(1)
    await rest('/entries', null, 401)
  })

  it('answers bad parameters with 400 InvalidQuery, never 500', async () => {
    for (const query of [
      'limit=5000',
      'limit=abc',
      'skip=-1',
      'include=11',
      'content_type=finns-inte',
      'fields.slug=om-oss',
      'content_type=contentPage&fields.nope=1',
      'content_type=contentPage&fields.excludeFromSearch=kanske',
      'content_type=contentPage&fields.slug[near]=1',
      'content_type=contentPage&order=fields.nope',
      'content_type=contentPage&select=fields.nope',
      'okand=1',
      'locale=en-US',
      `query=${'x'.repeat(5000)}`,
    ]) {
      const answer = await rest<{ sys: { id: string } }>(`/entries?${query}`, DELIVERY, 400)
      expect(answer.sys.id).toBe('InvalidQuery')
    }
  })
})

describe('asset files', () => {
  it('serves the files without a token and 404 for others', async () => {
    const response = await fetch(`${harness.url}/services/content/files/asset-logo-dahl/logo-dahl.svg`)
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toContain('max-age')
    expect(await response.text()).toContain('<svg')
    expect((await fetch(`${harness.url}/services/content/files/asset-logo-dahl/annan.svg`)).status).toBe(404)
    expect((await fetch(`${harness.url}/services/content/files/finns-inte/x.svg`)).status).toBe(404)
    const film = await fetch(
      `${harness.url}/services/content/files/asset-film-presspassning-22mm/presspassning-22mm.webm`,
    )
    expect(film.status).toBe(200)
    expect(film.headers.get('content-type')).toBe('video/webm')
  })
})

describe('random input', () => {
  it('never answers 5xx to random GraphQL bodies, variables or delivery parameters', async () => {
    const queries = fc.oneof(
      fc.string(),
      fc.constantFrom(
        'query ($slug: String!) { contentPageCollection(where: { slug: $slug }) { items { title } } }',
        'query ($where: HeroFilter, $limit: Int) { heroCollection(where: $where, limit: $limit) { total } }',
        'query ($order: [RetailerOrder]) { retailerCollection(order: $order) { items { name } } }',
      ),
    )
    await fc.assert(
      fc.asyncProperty(
        queries,
        fc.dictionary(fc.constantFrom('slug', 'where', 'limit', 'order'), fc.jsonValue()),
        async (query, variables) => {
          const { status } = await graph(query, variables)
          expect(status).toBeLessThan(500)
        },
      ),
      { numRuns: 150 },
    )
    await fc.assert(
      fc.asyncProperty(
        fc.dictionary(
          fc.oneof(
            fc.string(),
            fc.constantFrom(
              'content_type',
              'fields.slug',
              'fields.title[match]',
              'order',
              'select',
              'include',
              'limit',
              'sys.id[in]',
            ),
          ),
          fc.string(),
        ),
        async (params) => {
          const response = await fetch(
            `${harness.url}${CDA}/entries?${new URLSearchParams(params).toString()}`,
            {
              headers: { authorization: `Bearer ${DELIVERY}` },
            },
          )
          expect(response.status).toBeLessThan(500)
        },
      ),
      { numRuns: 150 },
    )
    // 300 requests: about 4 s alone, more on a loaded machine (it timed out at 5 s with two suites running).
  }, 30_000)
})
