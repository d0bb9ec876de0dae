/** The brand's favicon, as the shop serves it at /favicon.svg: the content's favicon picture drawn the same way. */
import { type BrandCode, brandLogoSvg } from '@proffsbutik/core/domain'

/** The brand's favicon: its mark in white on a tile of the brand colour. */
export function faviconSvg(brand: BrandCode): string {
  return brandLogoSvg(brand, 'favicon')
}
