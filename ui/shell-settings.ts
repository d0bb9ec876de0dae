/**
 * What the server tells every page about where it runs: the brand, the mode (NORMAL, PUNCHOUT,
 * APP) and the external admin site admins are sent to. Rendered with the page, taken over by the
 * browser with the stores.
 */
import type { AppMode } from '../core/domain/app-mode'
import { defaultBrand, type BrandCode } from '../core/domain/brand'

/** The page's settings from the server. */
export interface ShellSettings {
  readonly brand: BrandCode
  readonly appMode: AppMode
  /** The admin site routes with externalRedirect open in a new window (ADMIN_SITE_URL); none when unset. */
  readonly adminSiteUrl: string | null
}

/** Settings before the server has said anything (tests, the first render of a bare store). */
export const defaultShellSettings: ShellSettings = {
  brand: defaultBrand,
  appMode: 'NORMAL',
  adminSiteUrl: null,
}
