/**
 * The entry search of the Content Delivery API: `content_type`, `fields.<id>[op]` and
 * `sys.id[op]` filters, `metadata.tags.sys.id[op]`, `query` (full text), `links_to_entry` /
 * `links_to_asset`, `select`, `order`, `include` (0–10), `skip` and `limit` (0–1000), each checked
 * with a clear InvalidQuery error rather than ignored.
 */
import { contentTypeById, type ContentTypeDef, type FieldDef } from './content-model'
import { entryLinks, type Entry, type Snapshot } from './content-store'
import { passes, type FilterOp } from './filters'
import { isRichDocument, plainText } from './rich-text'

/** A failure of a delivery-API request, answered in Contentful's error shape. */
export class DeliveryError extends Error {
  override readonly name = 'DeliveryError'

  constructor(
    readonly status: 400 | 401 | 404,
    readonly id: string,
    message: string,
    readonly details?: object,
  ) {
    super(message)
  }
}

/** 400 InvalidQuery naming the parameter. */
export const invalidQuery = (name: string, details: string) =>
  new DeliveryError(
    400,
    'InvalidQuery',
    'The query you sent was invalid. Probably a filter or ordering specification is not applicable to the type of a field.',
    {
      errors: [{ name, details }],
    },
  )

/** A decoded entry search. */
export interface EntrySearch {
  readonly contentType?: ContentTypeDef
  readonly test: (entry: Entry) => boolean
  readonly order: (entries: readonly Entry[]) => Entry[]
  /** Field ids to answer; all when absent. */
  readonly select?: ReadonlySet<string>
  readonly include: number
  readonly skip: number
  readonly limit: number
}

/** The most levels of links `include` follows. */
export const MAX_INCLUDE = 10

const restOps: Record<string, FilterOp> = {
  '': 'eq',
  ne: 'not',
  in: 'in',
  nin: 'not_in',
  exists: 'exists',
  match: 'contains',
  all: 'contains_all',
  lt: 'lt',
  lte: 'lte',
  gt: 'gt',
  gte: 'gte',
  within: 'within_circle',
}

const integer = (name: string, text: string | undefined, fallback: number, max: number): number => {
  if (text === undefined) return fallback
  if (!/^\d{1,7}$/.test(text) || Number(text) > max)
    throw invalidQuery(name, `must be a whole number from 0 to ${max}`)
  return Number(text)
}

/** The value a condition compares with, converted to the field's type. */
function conditionValue(name: string, field: FieldDef, op: FilterOp, text: string): unknown {
  if (op === 'exists') {
    if (text !== 'true' && text !== 'false') throw invalidQuery(name, 'must be true or false')
    return text === 'true'
  }
  const one = (value: string): unknown => {
    if (field.type === 'Integer' || field.type === 'Number') {
      const n = Number(value)
      if (value.trim() === '' || !Number.isFinite(n)) throw invalidQuery(name, 'must be a number')
      return n
    }
    if (field.type === 'Boolean') {
      if (value !== 'true' && value !== 'false') throw invalidQuery(name, 'must be true or false')
      return value === 'true'
    }
    return value
  }
  if (op === 'within_circle') {
    const numbers = text.split(',').map(Number)
    if (numbers.length !== 3 || numbers.some((n) => !Number.isFinite(n)))
      throw invalidQuery(name, 'must be lat,lon,radius in km')
    return numbers
  }
  return op === 'in' || op === 'not_in' || op === 'contains_all' ? text.split(',').map(one) : one(text)
}

/** A condition on a field from `fields.<id>[op]=<text>`; lists of links and texts match on their members. */
function fieldTest(name: string, type: ContentTypeDef, path: string, opName: string, text: string) {
  const fieldId = path.replace(/\.sys\.id$/, '')
  const field = type.fields.find((f) => f.id === fieldId)
  if (!field) throw invalidQuery(name, `${type.id} has no field ${fieldId}`)
  const op = restOps[opName]
  if (op === undefined) throw invalidQuery(name, `unknown operator [${opName}]`)
  const isList = field.type === 'Symbols' || field.type === 'Entries' || field.type === 'Assets'
  const listOp: FilterOp =
    op === 'eq' || op === 'in' ? 'contains_some' : op === 'not' || op === 'not_in' ? 'contains_none' : op
  const actualOp = isList ? listOp : op
  if (isList && !['contains_some', 'contains_none', 'contains_all', 'exists'].includes(actualOp)) {
    throw invalidQuery(name, `[${opName}] does not apply to a list field`)
  }
  const condition = { field, op: actualOp, value: conditionValue(name, field, op, text) }
  const value = isList && (op === 'eq' || op === 'not') ? [condition.value] : condition.value
  return (entry: Entry) => passes({ ...condition, value }, entry.fields[field.id])
}

/** The text `query=` searches: every text field, lists of texts and rich text. */
function searchableText(entry: Entry): string {
  return entry.contentType.fields
    .map((f) => {
      const value = entry.fields[f.id]
      if (f.type === 'Symbol' || f.type === 'Text') return typeof value === 'string' ? value : ''
      if (f.type === 'Symbols' && Array.isArray(value)) return value.join(' ')
      if (f.type === 'RichText' && isRichDocument(value)) return plainText(value)
      return ''
    })
    .join(' ')
    .toLowerCase()
}

function sysTest(name: string, opName: string, text: string) {
  const op = restOps[opName]
  if (op === undefined || !['eq', 'not', 'in', 'not_in', 'exists'].includes(op))
    throw invalidQuery(name, `unknown operator [${opName}]`)
  const value = op === 'exists' ? text === 'true' : op === 'in' || op === 'not_in' ? text.split(',') : text
  return (entry: Entry) => passes({ field: { id: 'id', type: 'Symbol' }, op, value }, entry.id)
}

function tagTest(name: string, opName: string, text: string) {
  const ids = text.split(',')
  if (opName === 'in') return (entry: Entry) => ids.some((id) => entry.tags.includes(id))
  if (opName === 'all') return (entry: Entry) => ids.every((id) => entry.tags.includes(id))
  if (opName === 'nin') return (entry: Entry) => !ids.some((id) => entry.tags.includes(id))
  if (opName === 'exists') return (entry: Entry) => entry.tags.length > 0 === (text === 'true')
  throw invalidQuery(name, `unknown operator [${opName}]`)
}

const ignored = new Set([
  'access_token',
  'locale',
  'content_type',
  'select',
  'include',
  'skip',
  'limit',
  'order',
])

function orderOf(text: string | undefined, type: ContentTypeDef | undefined) {
  const keys = (text ?? '-sys.updatedAt,sys.id').split(',').map((part) => {
    const descending = part.startsWith('-')
    const path = descending ? part.slice(1) : part
    const sys = /^sys\.(id|createdAt|updatedAt|publishedAt|revision)$/.exec(path)?.[1]
    const fieldId = /^fields\.([A-Za-z0-9_]+)$/.exec(path)?.[1]
    if (!sys && !(fieldId && type?.fields.some((f) => f.id === fieldId)))
      throw invalidQuery('order', `cannot order by ${path}`)
    const valueOf = (e: Entry): unknown =>
      sys === 'id'
        ? e.id
        : sys === 'revision'
          ? e.version
          : sys === 'createdAt'
            ? e.createdAt
            : sys === 'updatedAt'
              ? e.updatedAt
              : sys === 'publishedAt'
                ? e.publishedAt
                : e.fields[fieldId ?? '']
    return { valueOf, sign: descending ? -1 : 1 }
  })
  return (entries: readonly Entry[]) =>
    [...entries].sort((a, b) => {
      for (const { valueOf, sign } of keys) {
        const x = valueOf(a)
        const y = valueOf(b)
        if (x === y) continue
        if (x === undefined || x === null) return 1
        if (y === undefined || y === null) return -1
        const result =
          typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y), 'sv')
        if (result !== 0) return sign * result
      }
      return 0
    })
}

/** Decodes the query string of an entry search; unknown parameters and misfits are InvalidQuery. */
export function entrySearch(params: Readonly<Record<string, string>>): EntrySearch {
  const typeId = params['content_type'] ?? params['sys.contentType.sys.id']
  const contentType = typeId === undefined ? undefined : contentTypeById.get(typeId)
  if (typeId !== undefined && !contentType)
    throw invalidQuery('content_type', `unknown content type ${typeId}`)
  const tests: ((entry: Entry) => boolean)[] = contentType ? [(e) => e.contentType.id === contentType.id] : []
  for (const [name, text] of Object.entries(params)) {
    if (ignored.has(name) || name === 'sys.contentType.sys.id') continue
    const [, path = '', opName = ''] = /^([^[\]]+)(?:\[([a-z]+)\])?$/.exec(name) ?? []
    if (path.startsWith('fields.')) {
      if (!contentType) throw invalidQuery(name, 'a content_type is needed to filter on fields')
      tests.push(fieldTest(name, contentType, path.slice('fields.'.length), opName, text))
    } else if (path === 'sys.id') tests.push(sysTest(name, opName, text))
    else if (path === 'metadata.tags.sys.id') tests.push(tagTest(name, opName, text))
    else if (name === 'query') {
      const words = text.toLowerCase().split(/\s+/).filter(Boolean)
      tests.push((e) => {
        const haystack = searchableText(e)
        return words.every((w) => haystack.includes(w))
      })
    } else if (name === 'links_to_entry' || name === 'links_to_asset') {
      const key = name === 'links_to_entry' ? 'entries' : 'assets'
      tests.push((e) => entryLinks(e)[key].includes(text))
    } else throw invalidQuery(name, 'unknown parameter')
  }
  let select: Set<string> | undefined
  if (params['select'] !== undefined) {
    select = new Set()
    for (const part of params['select'].split(',')) {
      if (part === 'sys' || part.startsWith('sys.') || part === 'metadata') continue
      const fieldId = /^fields\.([A-Za-z0-9_]+)$/.exec(part)?.[1]
      if (part === 'fields' && contentType) contentType.fields.forEach((f) => select?.add(f.id))
      else if (fieldId && contentType?.fields.some((f) => f.id === fieldId)) select.add(fieldId)
      else
        throw invalidQuery('select', `cannot select ${part}${contentType ? '' : ' without a content_type'}`)
    }
  }
  return {
    ...(contentType ? { contentType } : {}),
    test: (entry) => tests.every((t) => t(entry)),
    order: orderOf(params['order'], contentType),
    ...(select ? { select } : {}),
    include: integer('include', params['include'], 1, MAX_INCLUDE),
    ...pagingOf(params),
  }
}

/** `skip` (0 by default) and `limit` (100 by default, at most 1000) of a list request. */
export function pagingOf(params: {
  readonly skip?: string | undefined
  readonly limit?: string | undefined
}) {
  return {
    skip: integer('skip', params.skip, 0, 1_000_000),
    limit: integer('limit', params.limit, 100, 1000),
  }
}

const pick = (entry: Entry, select: ReadonlySet<string>) =>
  Object.fromEntries(Object.entries(entry.fields).filter(([id]) => select.has(id)))

/** Linked entries and assets of `items` down to `depth` levels, and the links nobody can resolve. */
export function includesOf(
  snap: Snapshot,
  items: readonly Entry[],
  depth: number,
  select?: ReadonlySet<string>,
) {
  const entries = new Map<string, Entry>()
  const assets = new Set<string>()
  const missing: { linkType: 'Entry' | 'Asset'; id: string }[] = []
  const seen = new Set(items.map((e) => e.id))
  let level: readonly Entry[] = items
  for (let d = 0; d < depth && level.length > 0; d++) {
    const next: Entry[] = []
    for (const entry of level) {
      // The items' links count only in the fields selected; included entries count whole.
      const links =
        d === 0 && select ? entryLinks({ ...entry, fields: pick(entry, select) }) : entryLinks(entry)
      for (const id of links.entries) {
        if (seen.has(id)) continue
        seen.add(id)
        const found = snap.entry(id)
        if (found) {
          entries.set(id, found)
          next.push(found)
        } else missing.push({ linkType: 'Entry', id })
      }
      for (const id of links.assets) {
        if (snap.asset(id)) assets.add(id)
        else if (!missing.some((m) => m.id === id)) missing.push({ linkType: 'Asset', id })
      }
    }
    level = next
  }
  return {
    entries: [...entries.values()],
    assets: [...assets].flatMap((id) => snap.asset(id) ?? []),
    missing,
  }
}
