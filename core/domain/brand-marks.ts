/**
 * Each brand's mark as SVG path data on a 40 × 40 tile: a drop for plumbing, a roof for building, a
 * bolt for electrical, a frame for the builders' merchant. The header, the favicon and the content's
 * logo entry (its five pictures, drawn by `brandLogoSvg`) all draw it, so a brand looks the same
 * wherever it shows.
 */
import { type BrandCode, brandProfiles } from './brand'

/** A mark: its path and whether holes are cut out of it (even-odd filling). */
export interface BrandMark {
  readonly d: string
  readonly evenOdd: boolean
}

/** The four marks. */
export const brandMarks: Readonly<Record<BrandCode, BrandMark>> = {
  dahl: { d: 'M20 8c5 7 9 12 9 17a9 9 0 0 1-18 0c0-5 4-10 9-17z', evenOdd: false },
  konr: { d: 'M8 22 20 10l12 12v11H24v-7h-8v7H8z', evenOdd: false },
  kasp: { d: 'M23 6 11 23h8l-3 11 13-18h-8z', evenOdd: false },
  opti: { d: 'M9 9h22v22H9zm5 5v12h12V14z', evenOdd: true },
}

/** The pictures of a brand's logo entry (content §3 Logo). */
export type BrandLogoKind = 'logo' | 'logoSmall' | 'favicon' | 'lightLogo' | 'lightLogoSmall'

/** The mark on its tile: white on the brand colour, or the brand colour on white (`light`). */
function tile(brand: BrandCode, light: boolean): string {
  const { color } = brandProfiles[brand]
  const mark = brandMarks[brand]
  const fillRule = mark.evenOdd ? ' fill-rule="evenodd"' : ''
  return (
    `<rect width="40" height="40" rx="8" fill="${light ? '#fff' : color}"/>` +
    `<path d="${mark.d}" fill="${light ? color : '#fff'}"${fillRule}/>`
  )
}

/**
 * A picture of the brand's logo as SVG: the mark alone (`favicon`, `logoSmall`, `lightLogoSmall`)
 * or with the brand's name (`logo`, `lightLogo`); the light ones are for dark backgrounds.
 */
export function brandLogoSvg(brand: BrandCode, kind: BrandLogoKind): string {
  const { name, color } = brandProfiles[brand]
  const light = kind === 'lightLogo' || kind === 'lightLogoSmall'
  if (kind !== 'logo' && kind !== 'lightLogo')
    return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40" width="40" height="40" role="img"><title>${name}</title>${tile(brand, light)}</svg>`
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 150 40" width="150" height="40" role="img"><title>${name}</title>` +
    `${tile(brand, light)}<text x="50" y="28" font-family="Arial, Helvetica, sans-serif" font-size="22" font-weight="700" letter-spacing="2" fill="${light ? '#fff' : color}">${name.toUpperCase()}</text></svg>`
  )
}
