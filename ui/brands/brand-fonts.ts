import type { BrandCode } from '@proffsbutik/core/domain'
import archivo from '@fontsource-variable/archivo/files/archivo-latin-wght-normal.woff2?url'
import ibmPlexSans from '@fontsource-variable/ibm-plex-sans/files/ibm-plex-sans-latin-wght-normal.woff2?url'
import rubik from '@fontsource-variable/rubik/files/rubik-latin-wght-normal.woff2?url'
import sourceSans3 from '@fontsource-variable/source-sans-3/files/source-sans-3-latin-wght-normal.woff2?url'

/**
 * The built URL of each brand's typeface file — the same file its stylesheet's (ui/brands/<code>.css) @font-face names — so the
 * document can preload its brand's face: it then arrives with the stylesheet, before the first paint,
 * and the text does not reflow when it swaps in (layout shift).
 */
export const brandFontUrls: Readonly<Record<BrandCode, string>> = {
  dahl: sourceSans3,
  konr: archivo,
  kasp: ibmPlexSans,
  opti: rubik,
}
