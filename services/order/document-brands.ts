/**
 * The brands' look on order documents: a name, a colour and a logo drawn as vectors (no image files
 * to ship or to lose), and the company behind the shop printed in every footer.
 */
import { type BrandCode, type BrandProfile, brandProfiles } from '@proffsbutik/core/domain'

/** How a brand looks on a document: the shop's brand profile. */
export type DocumentBrand = BrandProfile

/** The four brands, as the shop shows them. */
export const documentBrands: Readonly<Record<BrandCode, DocumentBrand>> = brandProfiles

/** The company that sells, invoices and answers for every brand. */
export const seller = {
  name: 'Proffsbutik Sverige AB',
  address: 'Box 1200, 171 23 Solna',
  organisationNumber: '556123-4567',
  vatNumber: 'SE556123456701',
  phone: '010-123 45 00',
  bankgiro: '5050-1055',
} as const

/**
 * Draws a brand's logo with its top left corner at (x, y), 40 points high: a mark in the brand
 * colour (a drop for the plumbing brand, a roof for building, a bolt for electrical, a frame for the
 * builders' merchant) and the name beside it.
 */
export function drawLogo(doc: PDFKit.PDFDocument, brand: DocumentBrand, x: number, y: number): void {
  doc.save().translate(x, y)
  doc.roundedRect(0, 0, 40, 40, 8).fill(brand.color)
  doc.fillColor('#FFFFFF')
  switch (brand.code) {
    case 'dahl':
      doc.path('M20 7 C20 7 9 19.5 9 26 A11 11 0 0 0 31 26 C31 19.5 20 7 20 7 Z').fill('#FFFFFF')
      doc.circle(16, 26, 3).fill(brand.color)
      break
    case 'konr':
      doc.polygon([6, 22], [20, 9], [34, 22], [30, 22], [20, 13], [10, 22]).fill('#FFFFFF')
      doc.roundedRect(12, 23, 16, 10, 1).fill('#FFFFFF')
      break
    case 'kasp':
      doc.polygon([23, 5], [11, 22], [19, 22], [16, 35], [29, 17], [21, 17]).fill('#FFFFFF')
      break
    case 'opti':
      doc.roundedRect(9, 9, 22, 22, 3).fill('#FFFFFF')
      doc.roundedRect(14, 14, 12, 12, 2).fill(brand.color)
      break
  }
  doc.fillColor(brand.color).font('Helvetica-Bold').fontSize(26)
  doc.text(brand.name.toUpperCase(), 50, 3, { lineBreak: false, characterSpacing: 1.5 })
  doc.fillColor('#5B6770').font('Helvetica').fontSize(7.5)
  doc.text(brand.tagline.toUpperCase(), 51, 30, { lineBreak: false, characterSpacing: 0.8 })
  doc.restore()
}
