/**
 * The shop's content client and its queries (adapters/content) against the embedded content service:
 * every query of content §7 answers the seeded content, unresolvable links are ignored, drafts come
 * only with the preview token, and the empty answers of the error catalogue (§8) are empty items.
 */
import { Effect, Exit, Schema } from 'effect'
import { parse } from 'graphql'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { contentClient, type ContentEndpoint } from '../../adapters/content/content-client'
import { contentQueries } from '../../adapters/content/queries/content.queries'
import {
  type Harness,
  MAX_QUERY_COMPLEXITY,
  queryComplexity,
  startHarness,
} from '@proffsbutik/services/testing'
import { failureOf, valueOf } from './world'

let harness: Harness
beforeAll(async () => {
  harness = await startHarness()
}, 60_000)
afterAll(() => harness.stop())

const endpoint = (extra: Partial<ContentEndpoint> = {}): ContentEndpoint => ({
  url: `${harness.url}/services/content/content/v1/spaces/proffsbutik/environments/master`,
  accessToken: 'demo-content-delivery-token',
  backoffBaseMs: 5,
  ...extra,
})

const Items = <S extends Schema.Top>(item: S) => Schema.Struct({ items: Schema.Array(item) })
const Named = Schema.Struct({ sys: Schema.Struct({ id: Schema.String }) })

type QueryName = keyof typeof contentQueries

function ask<S extends Schema.Top & { readonly DecodingServices: never }>(
  operation: QueryName,
  response: S,
  variables: Record<string, unknown> = {},
  extra: Partial<ContentEndpoint> = {},
) {
  return Effect.runPromiseExit(
    contentClient(endpoint(extra)).query({
      operation,
      query: contentQueries[operation],
      variables,
      response,
    }),
  )
}

describe('the content client against the content service', () => {
  it('asks nothing the content graph would find too complex (issue 25), with room to grow', () => {
    for (const [name, query] of Object.entries(contentQueries))
      expect(queryComplexity(parse(query), {}), name).toBeLessThan(MAX_QUERY_COMPLEXITY / 4)
  })

  it('runs every query of content §7 and gets the Swedish seed', async () => {
    const front = valueOf(
      await ask(
        'getFrontPage',
        Schema.Struct({
          frontPageCollection: Items(
            Schema.Struct({
              name: Schema.String,
              sectionsCollection: Schema.Struct({ total: Schema.Number }),
            }),
          ),
        }),
      ),
    )
    expect(front.frontPageCollection.items[0]?.name).toBe('Startsida')
    const hero = valueOf(
      await ask(
        'getHero',
        Schema.Struct({ heroCollection: Items(Schema.Struct({ title: Schema.String })) }),
        {
          slug: 'el',
        },
      ),
    )
    expect(hero.heroCollection.items).toEqual([{ title: 'El' }])
    for (const [operation, collection, id] of [
      ['getInfoBlock', 'infoBlockCollection', 'info-leveranstider'],
      ['getTextAndMedia', 'textAndMediaCollection', 'tm-uthyrning'],
      ['getTextBlock', 'textBlockCollection', 'text-villkor'],
      ['getDynamicForm', 'dynamicFormCollection', 'form-kontoansokan'],
    ] as const) {
      const answer = valueOf(await ask(operation, Schema.Struct({ [collection]: Items(Named) }), { id }))
      expect(answer[collection]?.items.map((i) => i.sys.id)).toEqual([id])
    }
    const store = valueOf(
      await ask(
        'getStorePage',
        Schema.Struct({
          storePageCollection: Items(
            Schema.Struct({ title: Schema.String, storeDetails: Schema.Struct({ name: Schema.String }) }),
          ),
        }),
        { storeId: '1001' },
      ),
    )
    expect(store.storePageCollection.items[0]?.title).toBe(
      store.storePageCollection.items[0]?.storeDetails.name,
    )
    const details = valueOf(
      await ask('getStoreDetails', Schema.Struct({ storeDetailsCollection: Items(Named) }), {
        storeId: '1001',
      }),
    )
    expect(details.storeDetailsCollection.items).toHaveLength(1)
    const all = valueOf(
      await ask(
        'getAllStoreDetails',
        Schema.Struct({ storeDetailsCollection: Schema.Struct({ total: Schema.Number }) }),
      ),
    )
    expect(all.storeDetailsCollection.total).toBe(28)
    const retailers = valueOf(
      await ask(
        'getAllRetailers',
        Schema.Struct({ retailerCollection: Schema.Struct({ total: Schema.Number }) }),
      ),
    )
    expect(retailers.retailerCollection.total).toBeGreaterThanOrEqual(40)
  })

  it('ignores unresolvable links: the page comes with its published sections', async () => {
    const Page = Schema.Struct({
      contentPageCollection: Items(
        Schema.Struct({
          title: Schema.String,
          sectionsCollection: Schema.Struct({
            items: Schema.Array(Schema.NullOr(Schema.Struct({ __typename: Schema.String }))),
          }),
        }),
      ),
    })
    const page = valueOf(await ask('getContentPage', Page, { slug: 'om-oss' }))
    const sections = page.contentPageCollection.items[0]?.sectionsCollection.items ?? []
    expect(page.contentPageCollection.items[0]?.title).toBe('Om Proffsbutik')
    expect(sections.filter((s) => s === null)).toHaveLength(1)
    const listing = valueOf(
      await ask(
        'getContentListingPage',
        Schema.Struct({ contentListingPageCollection: Items(Schema.Struct({ title: Schema.String })) }),
        { slug: 'guider-och-tips' },
      ),
    )
    expect(listing.contentListingPageCollection.items[0]?.title).toBe('Guider och tips')
  })

  it('reads drafts with the preview token only', async () => {
    const Page = Schema.Struct({ contentPageCollection: Items(Schema.Struct({ title: Schema.String })) })
    const published = valueOf(await ask('getContentPage', Page, { slug: 'kampanj-var-2027' }))
    expect(published.contentPageCollection.items).toEqual([])
    const preview = valueOf(
      await ask(
        'getContentPage',
        Page,
        { slug: 'kampanj-var-2027' },
        { previewAccessToken: 'demo-content-preview-token' },
      ),
    )
    expect(preview.contentPageCollection.items).toEqual([{ title: 'Vårkampanj 2027' }])
  })

  it('answers the missing content of content §8 with empty items, for the shop to turn into its 404s', async () => {
    const empty = async (operation: QueryName, collection: string, variables: Record<string, unknown>) => {
      const answer = valueOf(
        await ask(operation, Schema.Struct({ [collection]: Items(Schema.Unknown) }), variables),
      )
      return answer[collection]?.items
    }
    expect(await empty('getContentPage', 'contentPageCollection', { slug: 'finns-inte' })).toEqual([])
    expect(await empty('getStorePage', 'storePageCollection', { storeId: '9999' })).toEqual([])
    expect(await empty('getStoreDetails', 'storeDetailsCollection', { storeId: '9999' })).toEqual([])
    expect(await empty('getDynamicForm', 'dynamicFormCollection', { id: 'finns-inte' })).toEqual([])
    expect(await empty('getHero', 'heroCollection', { slug: 'finns-inte' })).toEqual([])
  })

  it('fails a bad token with 401 and an unknown field with 400, without retrying either', async () => {
    const token = failureOf(
      await ask('getAllRetailers', Schema.Unknown, {}, { accessToken: 'not-a-content-token' }),
    )
    expect(token.failure).toMatchObject({ kind: 'http', status: 401 })
    const bad = failureOf(
      await Effect.runPromiseExit(
        contentClient(endpoint()).query({
          operation: 'getNothing',
          query: '{ retailerCollection { items { nope } } }',
          response: Schema.Unknown,
        }),
      ),
    )
    expect(bad.failure).toMatchObject({ kind: 'http', status: 400 })
    expect(bad.detail).toContain('Cannot query field "nope"')
    expect(Exit.isFailure(await ask('getContentPage', Schema.Unknown, {}))).toBe(true)
  })
})
