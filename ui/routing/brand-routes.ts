/**
 * Which pages each brand serves (content §1: "each has its own routes"; §2: "route lists are loaded
 * per brand"). The spec does not show the lists' contents, so today every brand serves every page
 * of the shop; a brand leaves a page out by leaving it out of its list, and that page then answers
 * 'Page Not Found' under that brand. A new route serves no brand until it is added here (the route
 * table test holds every route to that).
 */
import type { BrandCode } from '@proffsbutik/core/domain'
import type { FileRouteTypes } from '../routeTree.gen'

/** A page's route id, as the generated route tree names it ('/kategorier/$', '/mina-sidor/ordrar/'). */
export type RouteId = Exclude<FileRouteTypes['id'], '__root__'>

/** Every page of the shop, from shop-core §2 and content §2 and the account pages. */
const everyPage: readonly RouteId[] = [
  '/',
  '/$slug',
  '/$slug_/$contentSlug',
  '/activate-user',
  '/gloemt-loesenord',
  '/administration',
  '/hitta-butik',
  '/butiker/$id',
  '/kampanjer/',
  '/kampanjer/$slug',
  '/sortiment/',
  '/sortiment/$slug',
  '/kategorier/$',
  '/produkt/$slug',
  '/search',
  '/leveransdagar',
  '/snabborder',
  '/cart',
  '/delivery',
  '/summary',
  '/checkout-success-page',
  '/overforing',
  '/mina-sidor/',
  '/mina-sidor/profil',
  '/mina-sidor/adresser',
  '/mina-sidor/ekonomi',
  '/mina-sidor/anvandare/',
  '/mina-sidor/anvandare/ny',
  '/mina-sidor/anvandare/$userId',
  '/mina-sidor/inkopslistor/',
  '/mina-sidor/inkopslistor/$listId',
  '/mina-sidor/ordrar/',
  '/mina-sidor/ordrar/$orderId',
]

/** The pages each brand serves. */
export const brandRoutes: Readonly<Record<BrandCode, readonly RouteId[]>> = {
  dahl: everyPage,
  konr: everyPage,
  kasp: everyPage,
  opti: everyPage,
}

/**
 * Whether `routes` (a brand's list) hold the page a navigation matched: its deepest route, the one
 * that renders the page. The root alone (no page matched) is the not-found page, served by all.
 */
export function servesPage(routes: readonly string[], matchedRouteIds: readonly string[]): boolean {
  const page = matchedRouteIds.at(-1)
  return page === undefined || page === '__root__' || routes.includes(page)
}
