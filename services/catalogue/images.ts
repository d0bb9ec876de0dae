/**
 * Generated product pictures: an SVG per product in its top category's colour with the product's
 * name, and a hazard pictogram (a red diamond) per warning code. Small, cacheable, no files.
 */
import type { Kysely } from 'kysely'
import type { Database } from '../db/schema'

const palette: Record<string, string> = {
  fastenings: '#5b6770',
  sprinkler: '#b3261e',
  'vvs-industri': '#0b5cab',
  verktyg: '#c25e00',
  'mark-va': '#4f6b2b',
  fastighet: '#6b4f9c',
  kyla: '#00838f',
  el: '#b58900',
}

const escapeXml = (text: string) =>
  text.replace(
    /[<>&"']/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!,
  )

/** Splits a name into at most three lines of about 18 characters. */
function lines(text: string): string[] {
  const result: string[] = []
  for (const word of text.split(/\s+/)) {
    const last = result.at(-1)
    if (last !== undefined && (last + ' ' + word).length <= 18) result[result.length - 1] = `${last} ${word}`
    else result.push(word)
  }
  return result.slice(0, 3)
}

/** The picture of a product, or undefined for an unknown product. */
export async function productImage(db: Kysely<Database>, productId: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('products')
    .innerJoin('categories as sub', 'sub.id', 'products.categoryId')
    .select(['products.name', 'products.manufacturer', 'sub.parentId', 'sub.name as category'])
    .where('products.id', '=', productId)
    .executeTakeFirst()
  if (!row) return undefined
  const colour = palette[row.parentId ?? ''] ?? '#44546a'
  const text = lines(row.name.replace(` ${row.manufacturer}`, ''))
    .map(
      (line, n) =>
        `<text x="200" y="${170 + n * 34}" font-size="28" text-anchor="middle" fill="#fff">${escapeXml(line)}</text>`,
    )
    .join('')
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" role="img" aria-label="${escapeXml(row.name)}">
<rect width="400" height="400" fill="${colour}"/><rect x="24" y="24" width="352" height="352" rx="16" fill="none" stroke="#ffffff55" stroke-width="4"/>
<text x="200" y="110" font-size="22" text-anchor="middle" fill="#ffffffcc" font-family="sans-serif">${escapeXml(row.category)}</text>
<g font-family="sans-serif" font-weight="bold">${text}</g>
<text x="200" y="340" font-size="24" text-anchor="middle" fill="#ffffffcc" font-family="sans-serif">${escapeXml(row.manufacturer)}</text></svg>`
}

/** A hazard pictogram for a warning code such as H222; undefined for codes that are not H-phrases. */
export function pictogram(code: string): string | undefined {
  if (!/^H\d{3}$/.test(code)) return undefined
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100" role="img" aria-label="${code}">
<rect x="18" y="18" width="64" height="64" transform="rotate(45 50 50)" fill="#fff" stroke="#d00" stroke-width="7"/>
<text x="50" y="58" font-size="20" text-anchor="middle" font-family="sans-serif" font-weight="bold">${code}</text></svg>`
}
