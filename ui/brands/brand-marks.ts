/**
 * Each brand's mark as SVG path data on a 40 × 40 tile: a drop for plumbing, a roof for building,
 * a bolt for electrical, a frame for the builders' merchant. The header logo and the favicon draw it.
 */
import { type BrandCode, brandProfiles } from '@proffsbutik/core/domain'

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

/** The brand's favicon: its mark in white on a tile of the brand colour. */
export function faviconSvg(brand: BrandCode): string {
  const mark = brandMarks[brand]
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" rx="8" fill="${brandProfiles[brand].color}"/><path d="${mark.d}" fill="#fff"${mark.evenOdd ? ' fill-rule="evenodd"' : ''}/></svg>`
}
