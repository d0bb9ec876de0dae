import { Effect, Layer } from 'effect'
import { describe, expect, it } from 'vitest'
import type { MenuEntry } from '../domain/catalog'
import { CatalogPort } from '../ports/catalog.port'
import { ContentPort } from '../ports/content.port'
import { NotLoggedIn } from '../ports/credentials.port'
import { ServiceCallFailed } from '../ports/service-call.errors'
import { AssortmentsPort } from '../ports/assortments.port'
import { CustomersPort } from '../ports/customers.port'
import { UsersPort } from '../ports/users.port'
import { KeyValueStore } from '../ports/key-value-store.port'
import { ShopSettings } from '../ports/shop-settings.port'
import { fakeLayer, memoryStore } from './fakes.test-support'
import { siteFrame } from './site-frame.usecase'

const menu: MenuEntry[] = [
  {
    title: 'VVS',
    slug: 'vvs',
    icon: 'vvs-industri',
    children: [{ title: 'Ventiler', slug: 'vvs/ventiler', icon: null, children: [] }],
  },
]
const down = new ServiceCallFailed({
  service: 'content',
  operation: 'alertBanner',
  failure: { kind: 'noResponse', service: 'content' },
  detail: 'connect ECONNREFUSED',
})

const run = (catalog: Layer.Layer<CatalogPort>, content: Layer.Layer<ContentPort>) =>
  Effect.runPromise(
    siteFrame.pipe(
      Effect.provide(
        Layer.mergeAll(
          catalog,
          content,
          // A visitor: no customer, so no assortment is asked for.
          Layer.succeed(KeyValueStore, memoryStore()),
          Layer.succeed(ShopSettings, {
            brand: 'dahl',
            cutoffHour: 15,
            assortmentService: 'http://services.test',
          }),
          fakeLayer(CustomersPort, {}),
          fakeLayer(AssortmentsPort, {}),
          fakeLayer(UsersPort, {}),
        ),
      ),
    ),
  )

describe('siteFrame', () => {
  it('reads the menu and the active banners', async () => {
    const frame = await run(
      fakeLayer(CatalogPort, { menu: () => Effect.succeed(menu) }),
      fakeLayer(ContentPort, {
        alertBanners: () =>
          Effect.succeed([
            { id: 'a1', active: true, title: 'Driftstörning' },
            { id: 'a2', active: false, title: 'Gammal' },
          ]),
        informationBanners: () => Effect.succeed([{ id: 'i1', active: true, message: 'Fri frakt' }]),
        logo: (brand) =>
          Effect.succeed({
            favicon: { url: `/services/content/files/favicon-${brand}.svg`, title: 'Dahl favicon' },
          }),
        siteLinks: () =>
          Effect.succeed([
            {
              title: 'Hjälp och villkor',
              link: '/hjalp-och-villkor',
              pages: [
                { title: 'Kundservice', link: '/hjalp-och-villkor/kundservice', authenticatedOnly: false },
                {
                  title: 'Dina avtalspriser',
                  link: '/hjalp-och-villkor/mina-avtalspriser',
                  authenticatedOnly: true,
                },
              ],
            },
          ]),
      }),
    )
    expect(frame).toEqual({
      menu,
      assortmentName: undefined,
      alerts: [{ id: 'a1', active: true, title: 'Driftstörning' }],
      information: [{ id: 'i1', active: true, message: 'Fri frakt' }],
      logo: { favicon: { url: '/services/content/files/favicon-dahl.svg', title: 'Dahl favicon' } },
      // A visitor is not shown a link to a page for logged-in users only.
      links: [
        {
          title: 'Hjälp och villkor',
          link: '/hjalp-och-villkor',
          pages: [{ title: 'Kundservice', link: '/hjalp-och-villkor/kundservice', authenticatedOnly: false }],
        },
      ],
    })
  })

  it('answers a menu and a logo it could not read as absent, and banners and links that failed as none', async () => {
    const frame = await run(
      fakeLayer(CatalogPort, { menu: () => Effect.fail(new NotLoggedIn()) }),
      fakeLayer(ContentPort, {
        alertBanners: () => Effect.fail(down),
        informationBanners: () => Effect.succeed([]),
        siteLinks: () => Effect.fail(down),
        logo: () => Effect.fail(down),
      }),
    )
    expect(frame).toEqual({
      menu: undefined,
      assortmentName: undefined,
      alerts: [],
      information: [],
      links: [],
    })
  })
})
