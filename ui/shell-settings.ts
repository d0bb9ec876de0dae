/**
 * What the server tells every page about where it runs: the brand, the mode (NORMAL, PUNCHOUT,
 * APP), the external admin site admins are sent to and the maps key of the store finder. Rendered with the page, taken over by the
 * browser with the stores.
 */
import {
  type AppMode,
  type BrandCode,
  defaultBrand,
  type PunchoutStorageValue,
} from '@proffsbutik/core/domain'

/** The page's settings from the server. */
export interface ShellSettings {
  readonly brand: BrandCode
  readonly appMode: AppMode
  /** The admin site routes with externalRedirect open in a new window (ADMIN_SITE_URL); none when unset. */
  readonly adminSiteUrl: string | null
  /** The browser key of the maps library (MAPS_KEY); the store finder shows a map only with it. */
  readonly mapsKey: string | null
  /** The tag manager container (GTM_ID); none, and no tag manager is loaded. */
  readonly gtmId: string | null
  /** Where the browser reports errors (SENTRY_DSN); none, and the SDK is never loaded. */
  readonly sentryDsn: string | null
  /** The banners closed this browser session (the closed_banners cookie the request carried). */
  readonly closedBanners: readonly string[]
  /** In PUNCHOUT mode, what the browser keeps under 'punchout-settings' (shop-core §3); else null. */
  readonly punchout: PunchoutStorageValue | null
  /** The session's CSRF token the page sends with every RPC (docs/adr/0016); null before the server said. */
  readonly csrfToken: string | null
  /**
   * A document link a browser opened that could not be given (an order's PDF, an invoice that is
   * not there or not the buyer's): the status the server answered, which the error page at that
   * path shows (its page status, routing/error-status pageStatus). Null on every other page.
   */
  readonly documentStatus: number | null
}

/** Settings before the server has said anything (tests, the first render of a bare store). */
export const defaultShellSettings: ShellSettings = {
  brand: defaultBrand,
  appMode: 'NORMAL',
  adminSiteUrl: null,
  mapsKey: null,
  gtmId: null,
  sentryDsn: null,
  closedBanners: [],
  punchout: null,
  csrfToken: null,
  documentStatus: null,
}

/** The cookie that remembers, for the browser session, which banners were closed. */
export const CLOSED_BANNERS_COOKIE = 'closed_banners'

/** The banner ids a closed_banners cookie value names (at most 50 short ids; anything else is ignored). */
export function readClosedBanners(value: string | undefined): string[] {
  if (!value) return []
  let text: string
  try {
    text = decodeURIComponent(value)
  } catch {
    return []
  }
  return text
    .split(',')
    .filter((id) => /^[\w-]{1,64}$/.test(id))
    .slice(0, 50)
}
