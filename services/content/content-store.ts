/**
 * The content of the space, loaded once at start from the seed modules and asset files in the
 * repository: every instance holds the same content, so no table is needed. Two snapshots are kept,
 * what the delivery token sees (published entries) and what the preview token sees (drafts too, and
 * the pending changes of published entries); archived entries are in neither.
 */
import { readFileSync } from 'node:fs'
import { slugCollision } from '@proffsbutik/core/domain'
import { contentTypeById, type ContentTypeDef, type FieldDef } from './content-model'
import { isRichDocument, richLinks, type RichDocument } from './rich-text'

/** A JSON value, as an Object field holds. */
export type JsonValue =
  string | number | boolean | null | readonly JsonValue[] | { readonly [key: string]: JsonValue }

/** A field value as the seed writes it: links are the ids of entries or assets. */
export type FieldValue = JsonValue | RichDocument

/** The fields of an entry by field id. */
export type Fields = Readonly<Record<string, FieldValue>>

/** An entry as the seed writes it. */
export interface SeedEntry {
  readonly id: string
  readonly type: string
  readonly fields: Fields
  /** Published (the default), a draft never published, or archived (seen by nobody). */
  readonly status?: 'published' | 'draft' | 'archived'
  /** Changes saved but not published: seen only in preview. */
  readonly pending?: Fields
  /** Content tags (ids). */
  readonly tags?: readonly string[]
  /** When it was (last) published; the seed day by default. */
  readonly publishedAt?: string
}

/**
 * An asset as the seed writes it: a file of `services/content/assets/` — an SVG picture, whose
 * width and height are read from the file, or a WebM film, whose size the seed states.
 */
export interface SeedAsset {
  readonly id: string
  readonly file: string
  readonly title: string
  readonly description: string
  /** A film's frame size; a picture's comes from its file. */
  readonly size?: { readonly width: number; readonly height: number }
}

/** A content tag. */
export interface Tag {
  readonly id: string
  readonly name: string
}

/** Everything the seed modules provide. */
export interface ContentSeed {
  readonly entries: readonly SeedEntry[]
  readonly assets: readonly SeedAsset[]
  readonly tags: readonly Tag[]
}

/** An entry as a snapshot holds it. */
export interface Entry {
  readonly id: string
  readonly contentType: ContentTypeDef
  readonly fields: Fields
  readonly tags: readonly string[]
  readonly createdAt: string
  readonly updatedAt: string
  readonly publishedAt: string | null
  readonly firstPublishedAt: string | null
  readonly version: number
}

/** An asset with its file. */
export interface Asset {
  readonly id: string
  readonly title: string
  readonly description: string
  readonly fileName: string
  readonly contentType: string
  readonly width: number
  readonly height: number
  readonly size: number
  readonly body: Uint8Array
  readonly url: string
  readonly createdAt: string
  readonly publishedAt: string
}

/** The content one kind of token sees. */
export interface Snapshot {
  readonly preview: boolean
  entry(id: string): Entry | undefined
  /** Entries of a type (every entry without one), newest first, then by id. */
  entries(typeId?: string): readonly Entry[]
  asset(id: string): Asset | undefined
  assets(): readonly Asset[]
  /** Entries that link to an entry or asset. */
  linkersOf(id: string): readonly Entry[]
}

/** The loaded content. */
export interface ContentStore {
  readonly published: Snapshot
  readonly preview: Snapshot
  readonly tags: readonly Tag[]
  /** Whether an entry or asset exists at all (archived and drafts included). */
  exists(id: string): boolean
}

/** The day the seed content counts as published. */
export const SEED_PUBLISHED_AT = '2026-01-12T07:00:00.000Z'

/** Where asset files are served. */
export const FILES_PATH = '/services/content/files'

const mimeTypes: Record<string, string> = { svg: 'image/svg+xml', png: 'image/png', webm: 'video/webm' }

/** Where an asset's file is served: by its id and file name. */
export const assetFileUrl = (id: string, file: string) => `${FILES_PATH}/${id}/${file}`

/** The ids of the entries and assets a field value links to. */
export function fieldLinks(
  field: FieldDef,
  value: FieldValue | undefined,
): { entries: string[]; assets: string[] } {
  const ids = (v: FieldValue | undefined) =>
    typeof v === 'string' ? [v] : Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []
  switch (field.type) {
    case 'Entry':
    case 'Entries':
      return { entries: ids(value), assets: [] }
    case 'Asset':
    case 'Assets':
      return { entries: [], assets: ids(value) }
    case 'RichText': {
      if (!isRichDocument(value)) return { entries: [], assets: [] }
      const links = richLinks(value)
      return {
        entries: [...links.entries.block, ...links.entries.inline, ...links.entries.hyperlink],
        assets: [...links.assets.block, ...links.assets.hyperlink],
      }
    }
    default:
      return { entries: [], assets: [] }
  }
}

/** The ids an entry links to, over all its fields. */
export function entryLinks(entry: Entry): { entries: string[]; assets: string[] } {
  const all = entry.contentType.fields.map((f) => fieldLinks(f, entry.fields[f.id]))
  return {
    entries: [...new Set(all.flatMap((l) => l.entries))],
    assets: [...new Set(all.flatMap((l) => l.assets))],
  }
}

/** What is wrong with a field value, or nothing. */
function fieldProblem(
  field: FieldDef,
  value: FieldValue,
  kinds: ReadonlyMap<string, string>,
): string | undefined {
  const isString = typeof value === 'string'
  const isStrings = Array.isArray(value) && value.every((v) => typeof v === 'string')
  const linkProblem = (id: string, entry: boolean) => {
    const kind = kinds.get(id)
    if (kind === undefined) return `links to ${id}, which does not exist`
    if (!entry) return kind === 'Asset' ? undefined : `links to ${id}, which is not an asset`
    return field.linkTypes?.includes(kind) ? undefined : `links to ${id} of type ${kind}`
  }
  switch (field.type) {
    case 'Symbol':
      return isString && value.length <= 256 ? undefined : 'is not a text of at most 256 characters'
    case 'Text':
      return isString ? undefined : 'is not a text'
    case 'Integer':
      return Number.isInteger(value) ? undefined : 'is not a whole number'
    case 'Number':
      return typeof value === 'number' ? undefined : 'is not a number'
    case 'Boolean':
      return typeof value === 'boolean' ? undefined : 'is not true or false'
    case 'Date':
      return isString && !Number.isNaN(Date.parse(value)) ? undefined : 'is not a date'
    case 'Location':
      return value !== null && typeof value === 'object' && 'lat' in value && 'lon' in value
        ? undefined
        : 'is not a location'
    case 'RichText': {
      if (!isRichDocument(value)) return 'is not a rich text document'
      const links = fieldLinks(field, value)
      return [
        ...links.entries.map((id) => (kinds.has(id) ? undefined : `links to ${id}, which does not exist`)),
        ...links.assets.map((id) => linkProblem(id, false)),
      ].find((p) => p !== undefined)
    }
    case 'Object':
      return undefined
    case 'Symbols':
      return isStrings ? undefined : 'is not a list of texts'
    case 'Entry':
      return isString ? linkProblem(value, true) : 'is not an entry id'
    case 'Asset':
      return isString ? linkProblem(value, false) : 'is not an asset id'
    case 'Entries':
    case 'Assets':
      return isStrings
        ? value.map((id) => linkProblem(String(id), field.type === 'Entries')).find((p) => p !== undefined)
        : 'is not a list of ids'
  }
}

/** The content types a visitor reaches at `/<slug>`. */
const routedTypes = new Set(['contentPage', 'contentListingPage'])

/**
 * Every problem of the seed: unknown types and fields, values of the wrong kind, dangling links, and
 * published pages whose slug the shop's own pages or endpoints take.
 */
export function seedProblems(seed: ContentSeed): string[] {
  const problems: string[] = []
  const kinds = new Map<string, string>(seed.assets.map((a) => [a.id, 'Asset']))
  for (const entry of seed.entries) {
    if (kinds.has(entry.id)) problems.push(`${entry.id}: the id is used twice`)
    kinds.set(entry.id, entry.type)
  }
  const tagIds = new Set(seed.tags.map((t) => t.id))
  for (const entry of seed.entries) {
    const type = contentTypeById.get(entry.type)
    if (!type) {
      problems.push(`${entry.id}: unknown content type ${entry.type}`)
      continue
    }
    for (const [name, fields] of [
      ['fields', entry.fields],
      ['pending', entry.pending ?? {}],
    ] as const) {
      for (const [id, value] of Object.entries(fields)) {
        const field = type.fields.find((f) => f.id === id)
        const problem = field ? fieldProblem(field, value, kinds) : `${type.id} has no such field`
        if (problem) problems.push(`${entry.id}.${name}.${id} ${problem}`)
      }
    }
    for (const tag of entry.tags ?? []) if (!tagIds.has(tag)) problems.push(`${entry.id}: unknown tag ${tag}`)
    // A page published under a path the shop answers itself would be hidden by it.
    const slug = entry.fields['slug']
    if (
      routedTypes.has(entry.type) &&
      entry.status !== 'draft' &&
      entry.status !== 'archived' &&
      typeof slug === 'string'
    ) {
      const collision = slugCollision(slug)
      if (collision) problems.push(`${entry.id}: ${collision}`)
    }
  }
  return problems
}

/** Width and height of an SVG file from its root element. */
function svgSize(text: string): { width: number; height: number } | undefined {
  const root = /<svg\b[^>]*>/.exec(text)?.[0] ?? ''
  const width = /\swidth="(\d+)"/.exec(root)?.[1]
  const height = /\sheight="(\d+)"/.exec(root)?.[1]
  return width && height ? { width: Number(width), height: Number(height) } : undefined
}

function loadAsset(seed: SeedAsset, directory: URL): Asset {
  const body = readFileSync(new URL(seed.file, directory))
  const extension = seed.file.split('.').pop() ?? ''
  const contentType = mimeTypes[extension]
  const size = extension === 'svg' ? svgSize(body.toString('utf8')) : seed.size
  if (!contentType || !size)
    throw new Error(
      `Content asset ${seed.file}: an SVG with width and height, or a WebM film with its size, is expected`,
    )
  return {
    id: seed.id,
    title: seed.title,
    description: seed.description,
    fileName: seed.file,
    contentType,
    ...size,
    size: body.byteLength,
    body,
    url: assetFileUrl(seed.id, seed.file),
    createdAt: SEED_PUBLISHED_AT,
    publishedAt: SEED_PUBLISHED_AT,
  }
}

function snapshot(preview: boolean, entries: readonly Entry[], assets: ReadonlyMap<string, Asset>): Snapshot {
  const byId = new Map(entries.map((e) => [e.id, e]))
  const sorted = [...entries].sort(
    (a, b) => b.updatedAt.localeCompare(a.updatedAt) || a.id.localeCompare(b.id),
  )
  const byType = new Map<string, Entry[]>()
  const linkers = new Map<string, Entry[]>()
  for (const entry of sorted) {
    byType.set(entry.contentType.id, [...(byType.get(entry.contentType.id) ?? []), entry])
    const links = entryLinks(entry)
    for (const id of [...links.entries, ...links.assets]) linkers.set(id, [...(linkers.get(id) ?? []), entry])
  }
  const assetList = [...assets.values()]
  return {
    preview,
    entry: (id) => byId.get(id),
    entries: (typeId) => (typeId === undefined ? sorted : (byType.get(typeId) ?? [])),
    asset: (id) => assets.get(id),
    assets: () => assetList,
    linkersOf: (id) => linkers.get(id) ?? [],
  }
}

/** Loads the seed and its asset files; throws, naming every problem, when the seed does not hold together. */
export function loadContentStore(seed: ContentSeed, assetDirectory: URL): ContentStore {
  const problems = seedProblems(seed)
  if (problems.length > 0) throw new Error(`The content seed is broken:\n${problems.join('\n')}`)
  const assets = new Map(seed.assets.map((a) => [a.id, loadAsset(a, assetDirectory)]))
  const entry = (s: SeedEntry, contentType: ContentTypeDef, preview: boolean): Entry => {
    const published = s.status === 'draft' ? null : (s.publishedAt ?? SEED_PUBLISHED_AT)
    return {
      id: s.id,
      contentType,
      fields: preview ? { ...s.fields, ...s.pending } : s.fields,
      tags: s.tags ?? [],
      createdAt: SEED_PUBLISHED_AT,
      updatedAt: s.publishedAt ?? SEED_PUBLISHED_AT,
      publishedAt: published,
      firstPublishedAt: published,
      version: preview && s.pending !== undefined ? 2 : 1,
    }
  }
  const build = (preview: boolean) =>
    seed.entries.flatMap((s) => {
      const type = contentTypeById.get(s.type)
      if (!type || s.status === 'archived' || (s.status === 'draft' && !preview)) return []
      return [entry(s, type, preview)]
    })
  const ids = new Set([...seed.entries.map((e) => e.id), ...assets.keys()])
  return {
    published: snapshot(false, build(false), assets),
    preview: snapshot(true, build(true), assets),
    tags: seed.tags,
    exists: (id) => ids.has(id),
  }
}
