/**
 * What every page's frame shows: the product menu and the site banners. A page must render even
 * when these fail, so each part fails on its own: a menu that could not be read is `null` (the
 * header says so), banners that could not be read are none. The adapters have already reported
 * the failure; a visitor without access to the menu simply gets none. A buyer whose customer has an
 * assortment sees its menu (shop-core §4), or the whole range's when they chose it, and the switch
 * between the two.
 */
import { Effect } from 'effect'
import type { MenuEntry } from '../domain/catalog'
import type { Logo, SiteLinkGroup } from '../domain/content'
import { ShopSettings } from '../ports/shop-settings.port'
import { CatalogPort } from '../ports/catalog.port'
import { assortmentSwitch, currentAssortment, scopeWithin, type AssortmentSwitch } from './assortment.usecase'
import { brandLogo, siteBanners, siteLinks, type SiteBanners } from './content.usecase'

/** The frame's data. */
export interface SiteFrame extends SiteBanners {
  /** The product menu; undefined when it could not be read. */
  readonly menu: readonly MenuEntry[] | undefined
  /** The name of the assortment the menu is of; undefined for the whole range. */
  readonly assortmentName: string | undefined
  /** The assortments the buyer may switch between; undefined when there is nothing to switch. */
  readonly assortments: AssortmentSwitch | undefined
  /** The footer's and the menus' links to content; none when they could not be read. */
  readonly links: readonly SiteLinkGroup[]
  /** The brand's logo entry (header logo, favicon); undefined when it could not be read. */
  readonly logo: Logo | undefined
}

/** The product menu of the assortment the buyer browses (the whole range without one), and its name. */
const assortmentMenu = Effect.gen(function* () {
  const [assortment, assortments] = yield* Effect.all([currentAssortment, assortmentSwitch])
  const scope = yield* scopeWithin(assortment)
  const menu = yield* (yield* CatalogPort)
    .menu(scope)
    .pipe(Effect.catch(() => Effect.succeed<readonly MenuEntry[] | undefined>(undefined)))
  return { menu, assortmentName: assortment?.name, assortments }
})

/** The product menu, the assortment switch, the active banners and the links to content, read at once. */
export const siteFrame = Effect.all(
  {
    menu: assortmentMenu,
    banners: siteBanners().pipe(
      Effect.catch(() => Effect.succeed<SiteBanners>({ alerts: [], information: [] })),
    ),
    links: siteLinks.pipe(Effect.catch(() => Effect.succeed<readonly SiteLinkGroup[]>([]))),
    logo: Effect.flatMap(ShopSettings, (settings) => brandLogo(settings.brand)).pipe(
      Effect.catch(() => Effect.succeed<Logo | undefined>(undefined)),
    ),
  },
  { concurrency: 4 },
).pipe(Effect.map(({ menu, banners, links, logo }): SiteFrame => ({ ...menu, ...banners, links, logo })))
