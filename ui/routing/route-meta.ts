/**
 * The route meta flags of shop-core §2 — requiresAuth, requiresAdmin, externalRedirect,
 * isCheckoutPage and layout — as TanStack Router `staticData`, and what a route's flags mean for a
 * visitor: pass, log in first, refused, or sent to the external admin site.
 */

import type { PermissionDenyCode } from '@proffsbutik/core/domain'

/** The page frames: default (header, menus, footer), minimal (logo only: checkout steps, account forms), plain (nothing). */
export type Layout = 'default' | 'minimal' | 'plain'

/** The flags one route may set; unset flags are off and the layout is default. */
export interface RouteMeta {
  readonly requiresAuth?: boolean
  readonly requiresAdmin?: boolean
  readonly externalRedirect?: boolean
  readonly isCheckoutPage?: boolean
  readonly layout?: Layout
  /**
   * The permission deny (shop-core §6) that switches this page off, or several of which any does:
   * EJ_ORDERHISTORIK for order history; EJ_SE_EKONOMISK_UPPFÖLJNING and EJ_SE_PRISER for financial
   * follow-up (it is all amounts).
   */
  readonly deniedBy?: PermissionDenyCode | readonly PermissionDenyCode[]
}

/** What a route file may set as static data: its flags, and its name where the spec gives one. */
export interface RouteStaticData extends RouteMeta {
  /** The route's name (kategorier-slug, produkt-slug). */
  readonly routeName?: string
}

declare module '@tanstack/react-router' {
  // Route files set their flags as `staticData: { requiresAuth: true, layout: 'minimal' }`.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface StaticDataRouteOption extends RouteStaticData {}
}

/** The flags in force for a page: the flags of every matched route, the deepest route's winning. */
export function pageMeta(
  matches: readonly { readonly staticData?: RouteMeta }[],
): Required<Omit<RouteMeta, 'deniedBy'>> & Pick<RouteMeta, 'deniedBy'> {
  const meta = Object.assign({}, ...matches.map((match) => match.staticData ?? {})) as RouteMeta
  return {
    requiresAuth: meta.requiresAuth ?? false,
    requiresAdmin: meta.requiresAdmin ?? false,
    externalRedirect: meta.externalRedirect ?? false,
    isCheckoutPage: meta.isCheckoutPage ?? false,
    layout: meta.layout ?? 'default',
    ...(meta.deniedBy ? { deniedBy: meta.deniedBy } : {}),
  }
}

/** Who is looking, as far as the guards care. */
export interface Visitor {
  readonly loggedIn: boolean
  readonly admin: boolean
  /** The permission denies in force where the visitor acts. */
  readonly denies?: readonly string[]
}

/** What the guards make of a page for a visitor (shop-core §6). */
export type GuardOutcome =
  | { readonly kind: 'pass' }
  /** 'Vänligen logga in', then home. */
  | { readonly kind: 'login'; readonly message: 'guards.login_required' }
  /** 'Du saknar rättigheter för att se denna sida', then back. */
  | { readonly kind: 'refuse'; readonly message: 'guards.forbidden' }
  /** The external admin site, in a new window. */
  | { readonly kind: 'external' }

/** The guards' verdict: login before rights (the role, then a permission deny), rights before the external redirect. */
export function guard(meta: ReturnType<typeof pageMeta>, visitor: Visitor): GuardOutcome {
  const needsLogin = meta.requiresAuth || meta.requiresAdmin || meta.externalRedirect
  if (needsLogin && !visitor.loggedIn) return { kind: 'login', message: 'guards.login_required' }
  if ((meta.requiresAdmin || meta.externalRedirect) && !visitor.admin)
    return { kind: 'refuse', message: 'guards.forbidden' }
  const deniedBy = typeof meta.deniedBy === 'string' ? [meta.deniedBy] : (meta.deniedBy ?? [])
  if (deniedBy.some((code) => visitor.denies?.includes(code)))
    return { kind: 'refuse', message: 'guards.forbidden' }
  if (meta.externalRedirect) return { kind: 'external' }
  return { kind: 'pass' }
}
