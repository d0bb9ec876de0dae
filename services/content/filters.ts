/**
 * Filters over entry fields, shared by GraphQL `where` arguments and delivery-API query parameters:
 * which operators each field type has, and whether an entry's field value passes one.
 */
import type { FieldDef, FieldType } from './content-model'
import { isRichDocument, plainText } from './rich-text'

/** A filter operator, named as in Contentful's GraphQL filters (`eq` is the bare field name). */
export type FilterOp =
  | 'eq'
  | 'not'
  | 'exists'
  | 'in'
  | 'not_in'
  | 'contains'
  | 'not_contains'
  | 'gt'
  | 'gte'
  | 'lt'
  | 'lte'
  | 'contains_all'
  | 'contains_some'
  | 'contains_none'
  | 'within_circle'
  | 'within_rectangle'

const ordered: readonly FilterOp[] = ['eq', 'not', 'exists', 'in', 'not_in', 'gt', 'gte', 'lt', 'lte']

/** The operators each field type is filtered with. */
export const filterOps: Readonly<Record<FieldType, readonly FilterOp[]>> = {
  Symbol: ['eq', 'not', 'exists', 'in', 'not_in', 'contains', 'not_contains'],
  Text: ['exists', 'contains', 'not_contains'],
  Integer: ordered,
  Number: ordered,
  Date: ordered,
  Boolean: ['eq', 'not', 'exists'],
  Symbols: ['exists', 'contains_all', 'contains_some', 'contains_none'],
  Location: ['exists', 'within_circle', 'within_rectangle'],
  RichText: ['exists', 'contains', 'not_contains'],
  Object: ['exists'],
  Entry: ['exists'],
  Asset: ['exists'],
  Entries: ['exists'],
  Assets: ['exists'],
}

/** The GraphQL input field name of a filter: `slug`, `slug_in`, `sectionsCollection_exists`. */
export function filterKey(field: FieldDef, op: FilterOp): string {
  const name = field.type === 'Entries' || field.type === 'Assets' ? `${field.id}Collection` : field.id
  return op === 'eq' ? name : `${name}_${op}`
}

/** One condition on one field. */
export interface FieldCondition {
  readonly field: FieldDef
  readonly op: FilterOp
  readonly value: unknown
}

const isPresent = (value: unknown) =>
  value !== undefined && value !== null && !(Array.isArray(value) && value.length === 0)

const textOf = (field: FieldDef, value: unknown): string => {
  if (typeof value === 'string') return value
  if (field.type === 'RichText' && isRichDocument(value)) return plainText(value)
  return ''
}

const compare = (a: unknown, b: unknown): number =>
  typeof a === 'number' && typeof b === 'number' ? a - b : String(a).localeCompare(String(b))

const asList = (value: unknown): unknown[] => (Array.isArray(value) ? value : [])

/** Distance in kilometres between two points (haversine). */
export function distanceKm(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  const rad = (d: number) => (d * Math.PI) / 180
  const h =
    Math.sin(rad(b.lat - a.lat) / 2) ** 2 +
    Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(rad(b.lon - a.lon) / 2) ** 2
  return 2 * 6371 * Math.asin(Math.sqrt(h))
}

const point = (value: unknown): { lat: number; lon: number } | undefined => {
  if (value === null || typeof value !== 'object' || !('lat' in value) || !('lon' in value)) return undefined
  const { lat, lon } = value
  return typeof lat === 'number' && typeof lon === 'number' ? { lat, lon } : undefined
}

/** Whether a field value passes a condition. A null condition value places no condition. */
export function passes(condition: FieldCondition, value: unknown): boolean {
  const wanted = condition.value
  if (wanted === null || wanted === undefined) return true
  switch (condition.op) {
    case 'eq':
      return value === wanted
    case 'not':
      return value !== wanted
    case 'exists':
      return isPresent(value) === wanted
    case 'in':
      return asList(wanted).includes(value)
    case 'not_in':
      return !asList(wanted).includes(value)
    case 'contains':
      return textOf(condition.field, value).toLowerCase().includes(String(wanted).toLowerCase())
    case 'not_contains':
      return !textOf(condition.field, value).toLowerCase().includes(String(wanted).toLowerCase())
    case 'gt':
      return isPresent(value) && compare(value, wanted) > 0
    case 'gte':
      return isPresent(value) && compare(value, wanted) >= 0
    case 'lt':
      return isPresent(value) && compare(value, wanted) < 0
    case 'lte':
      return isPresent(value) && compare(value, wanted) <= 0
    case 'contains_all':
      return asList(wanted).every((w) => asList(value).includes(w))
    case 'contains_some':
      return asList(wanted).some((w) => asList(value).includes(w))
    case 'contains_none':
      return !asList(wanted).some((w) => asList(value).includes(w))
    case 'within_circle': {
      const [lat, lon, radius] = asList(wanted)
      const at = point(value)
      if (!at || typeof lat !== 'number' || typeof lon !== 'number' || typeof radius !== 'number')
        return false
      return distanceKm(at, { lat, lon }) <= radius
    }
    case 'within_rectangle': {
      const [top, left, bottom, right] = asList(wanted)
      const at = point(value)
      if (!at || [top, left, bottom, right].some((n) => typeof n !== 'number')) return false
      return (
        at.lat <= Number(top) && at.lat >= Number(bottom) && at.lon >= Number(left) && at.lon <= Number(right)
      )
    }
  }
}
