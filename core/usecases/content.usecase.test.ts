import { Effect, Exit, Layer } from 'effect'
import { describe, expect, it } from 'vitest'
import type { AlertBanner, ContentPage, InformationBanner, StoreDetails } from '../domain/content'
import { contentNotFoundMessages } from '../domain/content'
import { ContentNotFound, ContentPort } from '../ports/content.port'
import { KeyValueStore } from '../ports/key-value-store.port'
import { ServiceCallFailed } from '../ports/service-call.errors'
import {
  brandLogo,
  contentPage,
  dynamicForm,
  findStores,
  frontPage,
  hero,
  infoBlock,
  listingPage,
  pageWithExtras,
  retailers,
  searchPages,
  siteBanners,
  storeDetails,
  storePage,
  textAndMedia,
  textBlock,
} from './content.usecase'
import { fakeLayer, memoryStore } from './fakes.test-support'
import { SESSION_KEY } from './session.usecase'

const session = { sessionId: 'S1', userId: 'U1', accessToken: 'a', refreshToken: 'r' }

function run<A, E>(
  program: Effect.Effect<A, E, ContentPort | KeyValueStore>,
  content: Partial<ContentPort['Service']>,
  options: { loggedIn?: boolean } = {},
) {
  const kv = memoryStore(options.loggedIn ? { [SESSION_KEY]: JSON.stringify(session) } : {})
  const layer = Layer.mergeAll(fakeLayer(ContentPort, content), Layer.succeed(KeyValueStore, kv))
  return Effect.runSyncExit(program.pipe(Effect.provide(layer)))
}

const down = (status = 503) =>
  new ServiceCallFailed({
    service: 'content',
    operation: 'getContentPage',
    failure: { kind: 'http', status, body: 'unavailable' },
    detail: `${status} unavailable`,
  })
const notFound = (message: string) => new ContentNotFound({ status: 404, message })

const page = (changes: Partial<ContentPage> = {}): ContentPage => ({
  id: 'sida-om-oss',
  slug: 'om-oss',
  title: 'Om Proffsbutik',
  showSidebar: false,
  displayContacts: false,
  excludeFromSearch: false,
  authenticatedOnly: false,
  categories: [],
  sections: [],
  listingPages: [],
  ...changes,
})

const store = (storeId: string, name: string, address: string): StoreDetails => ({
  id: `butik-${storeId}`,
  storeId,
  name,
  address,
  openingHours: [],
  specialOpeningHoursWeekdays: [],
  specialOpeningHoursWeekends: [],
})

describe('content pages', () => {
  it('shows a page to anyone', () => {
    const exit = run(contentPage('om-oss'), {
      contentPage: (slug) => (slug === 'om-oss' ? Effect.succeed(page()) : Effect.die('wrong slug')),
    })
    expect(exit).toEqual(Exit.succeed(page()))
  })

  it('shows an authenticatedOnly page to a logged-in user', () => {
    const secret = page({ slug: 'mina-avtalspriser', authenticatedOnly: true })
    const exit = run(
      contentPage('mina-avtalspriser'),
      { contentPage: () => Effect.succeed(secret) },
      { loggedIn: true },
    )
    expect(exit).toEqual(Exit.succeed(secret))
  })

  it('asks a visitor to log in for an authenticatedOnly page', () => {
    const exit = run(contentPage('mina-avtalspriser'), {
      contentPage: () => Effect.succeed(page({ slug: 'mina-avtalspriser', authenticatedOnly: true })),
    })
    expect(exit).toEqual(
      Exit.fail(
        expect.objectContaining({
          _tag: 'ContentLoginRequired',
          slug: 'mina-avtalspriser',
          message: { key: 'guards.login_required' },
        }),
      ),
    )
  })

  it('passes a missing page on as ContentNotFound with the spec’s message', () => {
    const missing = notFound(contentNotFoundMessages.contentPage('finns-inte'))
    const exit = run(contentPage('finns-inte'), { contentPage: () => Effect.fail(missing) })
    expect(exit).toEqual(Exit.fail(missing))
    expect(missing.message).toBe('No content page found for slug: finns-inte')
  })

  it('turns a failed call into ContentFailed with its message key and cause', () => {
    expect(run(contentPage('om-oss'), { contentPage: () => Effect.fail(down()) })).toEqual(
      Exit.fail(
        expect.objectContaining({
          _tag: 'ContentFailed',
          message: { key: 'errors.internal_server_error', cause: 'serviceFailed' },
        }),
      ),
    )
    expect(run(listingPage('guider'), { contentListingPage: () => Effect.fail(down(404)) })).toEqual(
      Exit.fail(
        expect.objectContaining({
          _tag: 'ContentFailed',
          message: { key: 'errors.not_found', cause: 'notFound' },
        }),
      ),
    )
  })
})

type Program = Effect.Effect<unknown, unknown, ContentPort | KeyValueStore>

describe('lookups', () => {
  const cases: readonly (readonly [string, Program, keyof ContentPort['Service'], readonly unknown[]])[] = [
    ['frontPage', frontPage, 'frontPage', []],
    ['listingPage', listingPage('guider-och-tips'), 'contentListingPage', ['guider-och-tips']],
    ['storePage', storePage('1001'), 'storePage', ['1001']],
    ['storeDetails', storeDetails('1001'), 'storeDetails', ['1001']],
    ['retailers', retailers, 'retailers', []],
    ['dynamicForm', dynamicForm('form-kontakt'), 'dynamicForm', ['form-kontakt']],
    ['hero', hero('el'), 'hero', ['el']],
    ['infoBlock', infoBlock('info-kredit'), 'infoBlock', ['info-kredit']],
    ['textAndMedia', textAndMedia('tm-leverans'), 'textAndMedia', ['tm-leverans']],
    ['textBlock', textBlock('text-villkor'), 'textBlock', ['text-villkor']],
    ['brandLogo', brandLogo('konr'), 'logo', ['konr']],
  ]

  it.each(cases)('%s answers what the port answers, asked with its key', (_, program, method, args) => {
    const asked: unknown[] = []
    const answer = { answer: method }
    const exit = run(program, {
      [method]: (...given: unknown[]) => Effect.sync(() => (asked.push(given), answer)),
    })
    expect(exit).toEqual(Exit.succeed(answer))
    expect(asked).toEqual([args])
  })

  it.each(cases)('%s fails with ContentFailed when the call fails', (_, program, method) => {
    const exit = run(program, {
      [method]: () => Effect.fail(down()),
    })
    expect(exit).toEqual(Exit.fail(expect.objectContaining({ _tag: 'ContentFailed' })))
  })

  it('passes a missing store page on with its message', () => {
    const missing = notFound(contentNotFoundMessages.storePage('9999'))
    expect(run(storePage('9999'), { storePage: () => Effect.fail(missing) })).toEqual(Exit.fail(missing))
    expect(missing.message).toBe('No store page found for id: 9999')
  })
})

describe('store finder', () => {
  const stores = [
    store('1016', 'Proffsbutik Borås', 'Ryssnäsgatan 28, 504 64 Borås'),
    store('1001', 'Proffsbutik Stockholm Syd', 'Elektravägen 3, 126 30 Stockholm'),
    store('1005', 'Proffsbutik Göteborg', 'Importgatan 2, 422 46 Hisings Backa'),
  ]

  it('lists every store sorted by name', () => {
    const exit = run(findStores(), { allStoreDetails: () => Effect.succeed(stores) })
    expect(Exit.isSuccess(exit) && exit.value.map((s) => s.storeId)).toEqual(['1016', '1005', '1001'])
  })

  it('searches by town or postcode', () => {
    const town = run(findStores('hisings backa'), { allStoreDetails: () => Effect.succeed(stores) })
    expect(Exit.isSuccess(town) && town.value.map((s) => s.storeId)).toEqual(['1005'])
    const postcode = run(findStores('126'), { allStoreDetails: () => Effect.succeed(stores) })
    expect(Exit.isSuccess(postcode) && postcode.value.map((s) => s.storeId)).toEqual(['1001'])
  })

  it('passes on “No store details was found” when there are no stores', () => {
    const missing = notFound(contentNotFoundMessages.storeDetails())
    expect(run(findStores('x'), { allStoreDetails: () => Effect.fail(missing) })).toEqual(Exit.fail(missing))
  })

  it('passes on “No retailers found” when there are no retailers', () => {
    const missing = notFound(contentNotFoundMessages.retailers())
    expect(run(retailers, { retailers: () => Effect.fail(missing) })).toEqual(Exit.fail(missing))
  })
})

describe('site banners', () => {
  const alerts: AlertBanner[] = [
    { id: 'alert-jul', active: true, title: 'Jul' },
    { id: 'alert-inventering', active: false, title: 'Inventering' },
  ]
  const information: InformationBanner[] = [
    { id: 'information-leverans', active: true },
    { id: 'information-app', active: false },
  ]
  const ports = {
    alertBanners: () => Effect.succeed(alerts),
    informationBanners: () => Effect.succeed(information),
  }

  it('shows the active banners', () => {
    expect(run(siteBanners(), ports)).toEqual(
      Exit.succeed({ alerts: [alerts[0]], information: [information[0]] }),
    )
  })

  it('hides banners closed this session', () => {
    expect(run(siteBanners(new Set(['alert-jul'])), ports)).toEqual(
      Exit.succeed({ alerts: [], information: [information[0]] }),
    )
  })

  it('fails with ContentFailed when either fetch fails', () => {
    const exit = run(siteBanners(), { ...ports, informationBanners: () => Effect.fail(down()) })
    expect(exit).toEqual(Exit.fail(expect.objectContaining({ _tag: 'ContentFailed' })))
  })
})

describe('page search', () => {
  const hit = {
    id: 'sida-kundservice',
    title: 'Kundservice',
    slug: 'kundservice',
    parentSlug: 'hjalp-och-villkor',
    link: '/hjalp-och-villkor/kundservice',
  }

  it('searches the trimmed text under the given listing pages', () => {
    const asked: unknown[] = []
    const exit = run(searchPages('  leverans ', ['hjalp-och-villkor']), {
      searchPages: (text, parents) => Effect.sync(() => (asked.push([text, parents]), [hit])),
    })
    expect(exit).toEqual(Exit.succeed({ hits: [hit], error: false }))
    expect(asked).toEqual([['leverans', ['hjalp-och-villkor']]])
  })

  it('answers nothing for empty text without searching', () => {
    expect(run(searchPages('   '), {})).toEqual(Exit.succeed({ hits: [], error: false }))
  })

  it('answers a plain error flag when the search fails', () => {
    expect(run(searchPages('leverans'), { searchPages: () => Effect.fail(down()) })).toEqual(
      Exit.succeed({ hits: [], error: true }),
    )
  })
})

describe('a content page with its extras', () => {
  const applications = page({
    sections: [
      { kind: 'accountApplication', id: 's1', formId: 'ansokan' },
      { kind: 'accountApplication', id: 's2', formId: 'trasig' },
    ],
  })

  it('loads the forms of its account-application sections, leaving out one that cannot be loaded', () => {
    const form = { id: 'ansokan', inputs: [] }
    const exit = run(
      pageWithExtras(applications, () => 0),
      {
        dynamicForm: (id) => (id === 'ansokan' ? Effect.succeed(form) : Effect.fail(down())),
      },
    )
    expect(exit).toEqual(Exit.succeed({ page: applications, picks: {}, forms: { ansokan: form } }))
  })
})
