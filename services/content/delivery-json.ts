/** Entries, assets, content types, tags and locales as the Content Delivery API writes them. */
import type { ContentTypeDef, FieldDef } from './content-model'
import type { Asset, Entry, Fields, Tag } from './content-store'
import { LOCALES } from './graph-views'

/** Where the answer comes from: the space and environment of the request. */
export interface DeliveryScope {
  readonly spaceId: string
  readonly environmentId: string
}

/** A JSON object of an answer. */
export type Json = { readonly [key: string]: unknown }

const link = (linkType: string, id: string) => ({ sys: { type: 'Link', linkType, id } })

const sysBase = (scope: DeliveryScope, type: string, id: string) => ({
  space: link('Space', scope.spaceId),
  id,
  type,
  environment: link('Environment', scope.environmentId),
  locale: LOCALES[0],
})

function fieldJson(field: FieldDef, value: Fields[string] | undefined): unknown {
  switch (field.type) {
    case 'Entry':
      return typeof value === 'string' ? link('Entry', value) : undefined
    case 'Asset':
      return typeof value === 'string' ? link('Asset', value) : undefined
    case 'Entries':
      return Array.isArray(value) ? value.map((id) => link('Entry', String(id))) : undefined
    case 'Assets':
      return Array.isArray(value) ? value.map((id) => link('Asset', String(id))) : undefined
    default:
      return value
  }
}

/** An entry, with only the `selected` fields when a selection is given. */
export function entryJson(scope: DeliveryScope, entry: Entry, selected?: ReadonlySet<string>): Json {
  const fields = entry.contentType.fields
    .filter((f) => entry.fields[f.id] !== undefined && (!selected || selected.has(f.id)))
    .map((f) => [f.id, fieldJson(f, entry.fields[f.id])] as const)
  return {
    metadata: { tags: entry.tags.map((id) => link('Tag', id)), concepts: [] },
    sys: {
      ...sysBase(scope, 'Entry', entry.id),
      createdAt: entry.createdAt,
      updatedAt: entry.updatedAt,
      ...(entry.publishedAt === null ? {} : { publishedVersion: entry.version }),
      revision: entry.version,
      contentType: link('ContentType', entry.contentType.id),
    },
    fields: Object.fromEntries(fields),
  }
}

/** An asset. */
export function assetJson(scope: DeliveryScope, asset: Asset): Json {
  return {
    metadata: { tags: [], concepts: [] },
    sys: {
      ...sysBase(scope, 'Asset', asset.id),
      createdAt: asset.createdAt,
      updatedAt: asset.publishedAt,
      revision: 1,
    },
    fields: {
      title: asset.title,
      description: asset.description,
      file: {
        url: asset.url,
        details: { size: asset.size, image: { width: asset.width, height: asset.height } },
        fileName: asset.fileName,
        contentType: asset.contentType,
      },
    },
  }
}

function fieldDefinitionJson(field: FieldDef): Json {
  const linkValidations = field.linkTypes ? [{ linkContentType: field.linkTypes }] : []
  const shape: Json =
    field.type === 'Symbols'
      ? { type: 'Array', items: { type: 'Symbol', validations: [] } }
      : field.type === 'Entry'
        ? { type: 'Link', linkType: 'Entry', validations: linkValidations }
        : field.type === 'Asset'
          ? { type: 'Link', linkType: 'Asset' }
          : field.type === 'Entries'
            ? { type: 'Array', items: { type: 'Link', linkType: 'Entry', validations: linkValidations } }
            : field.type === 'Assets'
              ? { type: 'Array', items: { type: 'Link', linkType: 'Asset', validations: [] } }
              : { type: field.type }
  return {
    id: field.id,
    name: field.id,
    localized: false,
    required: false,
    disabled: false,
    omitted: false,
    validations: [],
    ...shape,
  }
}

/** A content type. */
export function contentTypeJson(scope: DeliveryScope, type: ContentTypeDef): Json {
  return {
    sys: { ...sysBase(scope, 'ContentType', type.id), revision: 1 },
    displayField: type.displayField,
    name: type.name,
    description: '',
    fields: type.fields.map(fieldDefinitionJson),
  }
}

/** A content tag. */
export function tagJson(scope: DeliveryScope, tag: Tag): Json {
  return { sys: { ...sysBase(scope, 'Tag', tag.id), visibility: 'public', version: 1 }, name: tag.name }
}

/** The locales of the space. */
export function localesJson(): Json[] {
  return LOCALES.map((code, index) => ({
    code,
    name: 'Svenska',
    default: index === 0,
    fallbackCode: null,
    sys: { id: code, type: 'Locale', version: 1 },
  }))
}

/** A page of items, as every list of the delivery API answers. */
export function arrayJson(
  items: readonly unknown[],
  total: number,
  skip: number,
  limit: number,
  extra: Json = {},
): Json {
  return { sys: { type: 'Array' }, total, skip, limit, items, ...extra }
}
