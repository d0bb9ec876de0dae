/**
 * The rules of the content layer (content §2, §4, §5): which banner a view shows, which site banners
 * are shown, who may see a page, where a search hit links, the store finder's order and search,
 * how a listing page groups its pages by tag, and where a video plays from and which hosts the page
 * policy lets it play from. Randomness comes in as an argument.
 */
import type {
  ContentListingPage,
  ContentPage,
  ContentTag,
  ListedPage,
  MarketingBannerItem,
  RandomBanner,
  Section,
  StoreDetails,
} from './content'
import { postcodeOf, searchPlaces } from './place-search'
import { documentHref } from './safe-navigation'

/**
 * The item a random number in [0, 1) picks when each item's chance is its weight. Weights that are
 * not positive numbers count 0; when no item has weight, every item counts the same.
 */
export function weightedChoice<T>(
  items: readonly T[],
  weightOf: (item: T) => number,
  random: number,
): T | undefined {
  const weights = items.map((item) => {
    const weight = weightOf(item)
    return Number.isFinite(weight) && weight > 0 ? weight : 0
  })
  const total = weights.reduce((sum, weight) => sum + weight, 0)
  if (items.length === 0) return undefined
  if (total === 0) return items[Math.floor(clamp(random) * items.length)]
  let point = clamp(random) * total
  for (const [index, weight] of weights.entries()) {
    if (point < weight) return items[index]
    point -= weight
  }
  return items.findLast((_, index) => (weights[index] ?? 0) > 0)
}

const clamp = (random: number) => (Number.isFinite(random) ? Math.min(Math.max(random, 0), 1 - 1e-12) : 0)

/** The picture of a marketing banner a view shows: by weight (an absent weight counts 1). */
export function pickMarketingBanner(
  items: readonly MarketingBannerItem[],
  random: number,
): MarketingBannerItem | undefined {
  return weightedChoice(items, (item) => item.weight ?? 1, random)
}

/** The banner of a random-banners section a view shows: each as likely. */
export function pickRandomBanner(items: readonly RandomBanner[], random: number): RandomBanner | undefined {
  return weightedChoice(items, () => 1, random)
}

/**
 * For each random-banners and marketing-banners section, the index of the item a view shows, drawn
 * with `random` (one draw per section, in order). The server draws once per page and hands the
 * picks to the browser with the page, so the hydrated page shows what the server rendered.
 */
export function bannerPicks(sections: readonly Section[], random: () => number): Record<string, number> {
  const picks: Record<string, number> = {}
  for (const section of sections) {
    if (section.kind === 'randomBanners') {
      const chosen = pickRandomBanner(section.items, random())
      if (chosen !== undefined) picks[section.id] = section.items.indexOf(chosen)
    } else if (section.kind === 'marketingBanners') {
      const chosen = pickMarketingBanner(section.items, random())
      if (chosen !== undefined) picks[section.id] = section.items.indexOf(chosen)
    }
  }
  return picks
}

/** The alert or information banners to show: the active ones the user has not closed this session. */
export function bannersToShow<B extends { readonly id: string; readonly active: boolean }>(
  banners: readonly B[],
  closedIds: ReadonlySet<string> = new Set(),
): B[] {
  return banners.filter((banner) => banner.active && !closedIds.has(banner.id))
}

/** Whether a visitor may see a page: authenticatedOnly pages need a logged-in user. */
export function mayViewPage(page: Pick<ContentPage, 'authenticatedOnly'>, loggedIn: boolean): boolean {
  return loggedIn || !page.authenticatedOnly
}

/** The link of a page under its listing page: the listing's slug, then the page's slug. */
export function pageLink(parentSlug: string, slug: string): string {
  const part = (text: string) => text.replace(/^\/+|\/+$/g, '')
  return `/${[part(parentSlug), part(slug)].filter((p) => p !== '').join('/')}`
}

const collator = new Intl.Collator('sv', { sensitivity: 'base', numeric: true })

/** Stores sorted by name, as Swedish sorts (å, ä, ö last). */
export function sortStoresByName<S extends Pick<StoreDetails, 'name'>>(stores: readonly S[]): S[] {
  return [...stores].sort((a, b) => collator.compare(a.name, b.name))
}

const POSTCODE = /\b(\d{3})\s?(\d{2})\b/

/** A store's postcode without its space ("12630"), read from its address. */
export function storePostcode(store: Pick<StoreDetails, 'address'>): string | undefined {
  return postcodeOf(store.address)
}

/** A store's town: what follows the postcode in its address, else the address's last part. */
export function storeTown(store: Pick<StoreDetails, 'address'>): string | undefined {
  const address = store.address ?? ''
  const match = POSTCODE.exec(address)
  const town = match ? address.slice(match.index + match[0].length) : address.split(',').at(-1)
  return town?.trim() || undefined
}

/**
 * The stores a store-finder search matches, sorted by name (place-search.ts: town, postcode with or
 * without its space, street or name, without case or diacritics). Empty text matches every store.
 */
export function searchStores<S extends Pick<StoreDetails, 'name' | 'address'>>(
  stores: readonly S[],
  text: string,
): S[] {
  return searchPlaces(sortStoresByName(stores), text)
}

/** A tag of a listing page with the pages that carry it. */
export interface TagGroup {
  readonly tag: ContentTag
  readonly pages: readonly ListedPage[]
}

/**
 * A listing page's pages grouped by tag: the tags of tagOrder first in that order, then the
 * listing's other tags; tags without pages are left out.
 */
export function listingTagGroups(
  listing: Pick<ContentListingPage, 'tagOrder' | 'tags' | 'pages'>,
): TagGroup[] {
  const rank = (tag: ContentTag) => {
    const index = listing.tagOrder.indexOf(tag.id)
    return index === -1 ? listing.tagOrder.length : index
  }
  return [...listing.tags]
    .map((tag, position) => ({ tag, position }))
    .sort((a, b) => rank(a.tag) - rank(b.tag) || a.position - b.position)
    .map(({ tag }) => ({
      tag,
      pages: listing.pages.filter((page) => page.tags.some((t) => t.id === tag.id)),
    }))
    .filter((group) => group.pages.length > 0)
}

/**
 * The first path segments the shop answers itself: its pages (ui/routing/brand-routes.ts; a ui test
 * holds the two lists together) and its endpoints (server/app.ts). A content page or listing page
 * published under one of them would never be reached at `/<slug>`: the shop's own page answers.
 */
export const shopPathSegments: readonly string[] = [
  // pages
  'activate-user',
  'administration',
  'butiker',
  'cart',
  'checkout-success-page',
  'delivery',
  'gloemt-loesenord',
  'hitta-butik',
  'kampanjer',
  'kategorier',
  'leveransdagar',
  'mina-sidor',
  'overforing',
  'produkt',
  'search',
  'snabborder',
  'sortiment',
  'summary',
  // endpoints
  'api',
  'assets',
  'favicon.ico',
  'favicon.svg',
  'healthz',
  'icons',
  'rpc',
  'services',
]

/** Why a page published at `/<slug>` could not be reached there, or undefined when it can. */
export function slugCollision(slug: string): string | undefined {
  const first = slug.replace(/^\/+/, '').split('/')[0]?.toLowerCase() ?? ''
  return shopPathSegments.includes(first)
    ? `the slug "${slug}" is taken by the shop's own /${first}: the page would never be shown there; choose another slug`
    : undefined
}

/**
 * Where a video section's film plays from: a path of the shop or an http(s) URL, normalised (a
 * protocol-relative `//host/film.mp4` is https); any other address — javascript:, data:, mailto: —
 * plays nothing.
 */
export function videoSource(videoUrl: string | undefined): string | undefined {
  return videoUrl === undefined ? undefined : documentHref(videoUrl)
}

/**
 * The origins the page policy must let media load from (`media-src`) for the content's videos to
 * play: the origin of each film that is not the shop's own (`videoSource`), once each, sorted. No
 * wildcard, and nothing for a film the shop serves itself or an address that plays nothing.
 */
export function videoOrigins(videoUrls: readonly (string | undefined)[]): string[] {
  const origins = new Set<string>()
  for (const url of videoUrls) {
    const source = videoSource(url)
    if (source !== undefined && !source.startsWith('/')) origins.add(new URL(source).origin)
  }
  return [...origins].sort()
}
