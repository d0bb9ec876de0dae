import { Effect, Exit, Layer } from 'effect'
import { describe, expect, it } from 'vitest'
import type { ContentListingPage, ContentPage, DynamicForm } from '../domain/content'
import { ContentNotFound, ContentPort } from '../ports/content.port'
import { FormsPort } from '../ports/forms.port'
import { KeyValueStore } from '../ports/key-value-store.port'
import { ServiceCallFailed } from '../ports/service-call.errors'
import { FormAnswersRefused, FormNotSent, listedPage, pageOrListing, submitForm } from './content.usecase'
import { fakeLayer, memoryStore } from './fakes.test-support'

function run<A, E>(
  program: Effect.Effect<A, E, ContentPort | FormsPort | KeyValueStore>,
  content: Partial<ContentPort['Service']>,
  forms: Partial<FormsPort['Service']> = {},
) {
  const layer = Layer.mergeAll(
    fakeLayer(ContentPort, content),
    fakeLayer(FormsPort, forms),
    Layer.succeed(KeyValueStore, memoryStore()),
  )
  return Effect.runSyncExit(program.pipe(Effect.provide(layer)))
}

const form: DynamicForm = {
  id: 'form-kontakt',
  inputs: [
    { id: 'namn', type: 'text', options: [], required: true },
    { id: 'epost', type: 'email', options: [], required: true },
  ],
}
const failed = (status: number) =>
  new ServiceCallFailed({
    service: 'content',
    operation: 'submitForm',
    failure: { kind: 'http', status, body: 'no' },
    detail: String(status),
  })

describe('submitForm', () => {
  it('refuses answers the rules refuse, sending nothing', () => {
    const exit = run(submitForm('form-kontakt', { namn: '', epost: 'x' }), {
      dynamicForm: () => Effect.succeed(form),
    })
    expect(exit).toEqual(
      Exit.fail(
        new FormAnswersRefused({
          issues: [
            { field: 'namn', reason: 'required' },
            { field: 'epost', reason: 'email' },
          ],
        }),
      ),
    )
  })

  it('sends the form’s own answers, trimmed, and answers the submission id', () => {
    const sent: unknown[] = []
    const exit = run(
      submitForm('form-kontakt', { namn: ' Kim ', epost: 'kim@ab.se', extra: 'x' }),
      { dynamicForm: () => Effect.succeed(form) },
      { submit: (id, answers) => Effect.sync(() => (sent.push([id, answers]), 7)) },
    )
    expect(exit).toEqual(Exit.succeed(7))
    expect(sent).toEqual([['form-kontakt', { namn: 'Kim', epost: 'kim@ab.se' }]])
  })

  it('says too many attempts when the service throttles, else what the failure means', () => {
    const answers = { namn: 'Kim', epost: 'kim@ab.se' }
    const content = { dynamicForm: () => Effect.succeed(form) }
    expect(run(submitForm('f', answers), content, { submit: () => Effect.fail(failed(429)) })).toEqual(
      Exit.fail(new FormNotSent({ message: { key: 'errors.too_many_attempts' } })),
    )
    expect(run(submitForm('f', answers), content, { submit: () => Effect.fail(failed(500)) })).toEqual(
      Exit.fail(new FormNotSent({ message: { key: 'errors.internal_server_error' } })),
    )
  })
})

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
  listingPages: [{ slug: 'guider-och-tips' }],
  ...changes,
})
const listing: ContentListingPage = {
  id: 'lista',
  slug: 'guider-och-tips',
  title: 'Guider',
  overlay: false,
  tagOrder: [],
  tags: [],
  pages: [],
  total: 0,
}
const missing = (message: string) => new ContentNotFound({ status: 404, message })

describe('pageOrListing', () => {
  it('is the content page with the slug, else the listing page, else the page’s 404', () => {
    expect(run(pageOrListing('om-oss'), { contentPage: () => Effect.succeed(page()) })).toEqual(
      Exit.succeed({ kind: 'page', page: page() }),
    )
    const noPage = {
      contentPage: (slug: string) => Effect.fail(missing(`No content page found for slug: ${slug}`)),
    }
    expect(
      run(pageOrListing('guider-och-tips'), { ...noPage, contentListingPage: () => Effect.succeed(listing) }),
    ).toEqual(Exit.succeed({ kind: 'listing', listing }))
    expect(
      run(pageOrListing('x'), {
        ...noPage,
        contentListingPage: () => Effect.fail(missing('No listing page found: x')),
      }),
    ).toEqual(Exit.fail(missing('No content page found for slug: x')))
  })
})

describe('listedPage', () => {
  it('is a page only under a listing page that lists it', () => {
    const content = { contentPage: () => Effect.succeed(page()) }
    expect(run(listedPage('guider-och-tips', 'om-oss'), content)).toEqual(Exit.succeed(page()))
    expect(run(listedPage('hjalp-och-villkor', 'om-oss'), content)).toEqual(
      Exit.fail(missing('No content page found for slug: hjalp-och-villkor/om-oss')),
    )
  })
})
