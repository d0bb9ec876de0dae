/** The `where` and `order` arguments of GraphQL collections, applied to entries and assets. */
import type { ContentTypeDef, FieldDef } from './content-model'
import type { Asset, Entry } from './content-store'
import { filterKey, filterOps, passes, type FilterOp } from './filters'

/** A `where` argument as graphql-js hands it over: plain objects of validated input. */
export type Where = { readonly [key: string]: unknown }

type KeyMap = ReadonlyMap<string, { readonly field: FieldDef; readonly op: FilterOp }>

const keyMap = (fields: readonly FieldDef[]): KeyMap =>
  new Map(
    fields.flatMap((field) =>
      filterOps[field.type].map((op) => [filterKey(field, op), { field, op }] as const),
    ),
  )

const sysKeys = keyMap([
  { id: 'id', type: 'Symbol' },
  { id: 'publishedAt', type: 'Date' },
  { id: 'firstPublishedAt', type: 'Date' },
])
const assetKeys = keyMap([
  { id: 'title', type: 'Symbol' },
  { id: 'contentType', type: 'Symbol' },
  { id: 'fileName', type: 'Symbol' },
])
const typeKeys = new WeakMap<ContentTypeDef, KeyMap>()
const keysOf = (type: ContentTypeDef): KeyMap => {
  const known = typeKeys.get(type)
  if (known) return known
  const made = keyMap(type.fields)
  typeKeys.set(type, made)
  return made
}

const isWhere = (value: unknown): value is Where => value !== null && typeof value === 'object'
const whereList = (value: unknown): Where[] => (Array.isArray(value) ? value.filter(isWhere) : [])
const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []

function passesKeys(keys: KeyMap, where: Where, valueOf: (field: string) => unknown): boolean {
  return Object.entries(where).every(([key, wanted]) => {
    const known = keys.get(key)
    return known === undefined || passes({ ...known, value: wanted }, valueOf(known.field.id))
  })
}

function passesMetadata(tags: readonly string[], where: unknown): boolean {
  if (!isWhere(where)) return true
  if (typeof where['tags_exists'] === 'boolean' && where['tags_exists'] !== tags.length > 0) return false
  const filter = where['tags']
  if (!isWhere(filter)) return true
  const all = strings(filter['id_contains_all'])
  const some = filter['id_contains_some']
  const none = strings(filter['id_contains_none'])
  return (
    all.every((t) => tags.includes(t)) &&
    (!Array.isArray(some) || strings(some).some((t) => tags.includes(t))) &&
    !none.some((t) => tags.includes(t))
  )
}

/** The sys value an order or filter names. */
const sysValue = (entry: Entry, name: string): unknown =>
  name === 'id'
    ? entry.id
    : name === 'publishedAt'
      ? entry.publishedAt
      : name === 'firstPublishedAt'
        ? entry.firstPublishedAt
        : name === 'publishedVersion'
          ? entry.version
          : undefined

/** Whether an entry passes a `where` argument (`type` absent: only sys, tags, AND and OR count). */
export function entryPasses(entry: Entry, where: unknown, type?: ContentTypeDef): boolean {
  if (!isWhere(where)) return true
  const fieldsPass = type === undefined || passesKeys(keysOf(type), where, (id) => entry.fields[id])
  return (
    fieldsPass &&
    (!isWhere(where['sys']) || passesKeys(sysKeys, where['sys'], (id) => sysValue(entry, id))) &&
    passesMetadata(entry.tags, where['contentfulMetadata']) &&
    whereList(where['AND']).every((w) => entryPasses(entry, w, type)) &&
    (!Array.isArray(where['OR']) || whereList(where['OR']).some((w) => entryPasses(entry, w, type)))
  )
}

/** Whether an asset passes an AssetFilter. */
export function assetPasses(asset: Asset, where: unknown): boolean {
  if (!isWhere(where)) return true
  const values: Record<string, unknown> = {
    title: asset.title,
    contentType: asset.contentType,
    fileName: asset.fileName,
  }
  return (
    passesKeys(assetKeys, where, (id) => values[id]) &&
    (!isWhere(where['sys']) ||
      passesKeys(sysKeys, where['sys'], (id) => (id === 'id' ? asset.id : asset.publishedAt))) &&
    whereList(where['AND']).every((w) => assetPasses(asset, w)) &&
    (!Array.isArray(where['OR']) || whereList(where['OR']).some((w) => assetPasses(asset, w)))
  )
}

const compareValues = (a: unknown, b: unknown): number => {
  if (a === b) return 0
  if (a === undefined || a === null) return 1
  if (b === undefined || b === null) return -1
  if (typeof a === 'number' && typeof b === 'number') return a - b
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b)
  return String(a).localeCompare(String(b), 'sv')
}

/** Sorts by `order` values such as `name_ASC` or `sys_publishedAt_DESC`; empty values last. The input order breaks ties. */
export function sortByOrder<T>(
  items: readonly T[],
  order: unknown,
  valueOf: (item: T, name: string) => unknown,
): T[] {
  const keys = strings(order).map((value) => {
    const match = /^(.+)_(ASC|DESC)$/.exec(value)
    return { name: match?.[1] ?? value, sign: match?.[2] === 'DESC' ? -1 : 1 }
  })
  if (keys.length === 0) return [...items]
  return items
    .map((item, index) => ({ item, index }))
    .sort((a, b) => {
      for (const { name, sign } of keys) {
        const x = valueOf(a.item, name)
        const y = valueOf(b.item, name)
        const empty = x === undefined || x === null || y === undefined || y === null
        const result = empty ? compareValues(x, y) : sign * compareValues(x, y)
        if (result !== 0) return result
      }
      return a.index - b.index
    })
    .map(({ item }) => item)
}

/** The value an entry is ordered by for an order name (`name`, `sys_id`). */
export const entryOrderValue = (entry: Entry, name: string): unknown =>
  name.startsWith('sys_') ? sysValue(entry, name.slice(4)) : entry.fields[name]

/** The value an asset is ordered by. */
export const assetOrderValue = (asset: Asset, name: string): unknown =>
  name === 'sys_id'
    ? asset.id
    : name === 'sys_publishedAt'
      ? asset.publishedAt
      : name === 'title' || name === 'fileName' || name === 'width' || name === 'height'
        ? asset[name]
        : undefined
