/**
 * What a built chunk is made of, by package: each byte of the minified chunk is given to the source
 * its source map names for it, the sources are grouped by npm package (the app's own code by its
 * folder), and each group's gzip share is its part of the chunk's gzip -9 size, in proportion to its
 * text gzipped on its own. `npm run size` prints it per page; docs/performance.md quotes it.
 */
import { existsSync, readFileSync } from 'node:fs'
import { gzipSync } from 'node:zlib'

/** One group's part of a chunk or page. */
export interface Part {
  readonly group: string
  readonly bytes: number
  readonly gzipBytes: number
}

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'

/** Decodes one source map segment's Base64 VLQ fields. */
export function decodeSegment(segment: string): number[] {
  const fields: number[] = []
  let value = 0
  let shift = 0
  for (const char of segment) {
    const digit = BASE64.indexOf(char)
    if (digit < 0) throw new Error(`Not a Base64 VLQ digit: ${char}`)
    value += (digit & 31) << shift
    if (digit & 32) {
      shift += 5
      continue
    }
    fields.push(value & 1 ? -(value >>> 1) : value >>> 1)
    value = 0
    shift = 0
  }
  return fields
}

/**
 * The source of each generated span of `code`, from the map's `mappings`: per line, a list of
 * [start column, end column, source index] (-1 where the map names no source).
 */
export function spansBySource(
  code: string,
  mappings: string,
): { readonly line: number; readonly start: number; readonly end: number; readonly source: number }[] {
  const lines = code.split('\n')
  const spans: { line: number; start: number; end: number; source: number }[] = []
  let source = 0
  mappings.split(';').forEach((lineMappings, line) => {
    const length = lines[line]?.length ?? 0
    let column = 0
    let covered = 0
    let current = -1
    for (const segment of lineMappings.split(',').filter(Boolean)) {
      const [columnDelta = 0, sourceDelta] = decodeSegment(segment)
      column += columnDelta
      if (column > covered) spans.push({ line, start: covered, end: column, source: current })
      covered = column
      if (sourceDelta === undefined) current = -1
      else {
        source += sourceDelta
        current = source
      }
    }
    if (length > covered) spans.push({ line, start: covered, end: length, source: current })
  })
  return spans
}

/** The group a source belongs to: its npm package, or the app folder it lives in. */
export function groupOf(source: string | undefined): string {
  if (source === undefined) return '(no source)'
  const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(source)
  if (inPackage) return inPackage[1] ?? source
  if (source.includes('virtual:proffsbutik-catalog') || source.endsWith('.po')) return 'Swedish catalog'
  const path = source.replace(/^(\.\.\/)+/, '').replace(/^\/?/, '')
  const parts = path.split('/')
  if (parts[0] === 'ui' && parts[1] === 'components') return `ui/components/${parts[2] ?? ''}`
  return parts.length > 2 ? `${parts[0]}/${parts[1]}` : (parts[0] ?? path)
}

/** The parts of one chunk, its JavaScript and its `.map` beside it, largest first. */
export function chunkComposition(file: string): Part[] {
  const code = readFileSync(file, 'utf8')
  // A chunk the bundler wrote itself (its runtime) has no map: it is its own part.
  if (!existsSync(`${file}.map`)) {
    return [
      {
        group: '(bundler runtime)',
        bytes: Buffer.byteLength(code),
        gzipBytes: gzipSync(code, { level: 9 }).length,
      },
    ]
  }
  const map = JSON.parse(readFileSync(`${file}.map`, 'utf8')) as {
    sources: string[]
    mappings: string
  }
  const lines = code.split('\n')
  const texts = new Map<string, string[]>()
  for (const span of spansBySource(code, map.mappings)) {
    const group = span.source < 0 ? '(no source)' : groupOf(map.sources[span.source])
    const text = lines[span.line]?.slice(span.start, span.end) ?? ''
    texts.set(group, [...(texts.get(group) ?? []), text])
  }
  const total = gzipSync(code, { level: 9 }).length
  const own = [...texts].map(([group, pieces]) => {
    const text = pieces.join('')
    return { group, bytes: Buffer.byteLength(text), alone: gzipSync(text, { level: 9 }).length }
  })
  const aloneTotal = own.reduce((sum, part) => sum + part.alone, 0)
  return own
    .map(({ group, bytes, alone }) => ({ group, bytes, gzipBytes: (alone / aloneTotal) * total }))
    .sort((a, b) => b.gzipBytes - a.gzipBytes)
}

/** The parts of several chunks (a page's scripts) added up by group, largest first. */
export function addParts(parts: readonly Part[]): Part[] {
  const sums = new Map<string, { bytes: number; gzipBytes: number }>()
  for (const part of parts) {
    const sum = sums.get(part.group) ?? { bytes: 0, gzipBytes: 0 }
    sums.set(part.group, { bytes: sum.bytes + part.bytes, gzipBytes: sum.gzipBytes + part.gzipBytes })
  }
  return [...sums].map(([group, sum]) => ({ group, ...sum })).sort((a, b) => b.gzipBytes - a.gzipBytes)
}
