/**
 * The GraphQL schema of the space, generated from the content model the way Contentful's GraphQL
 * Content API generates it: a type per content type, `<type>` and `<type>Collection` queries with
 * `where`, `order`, `skip`, `limit`, `preview` and `locale`, `<field>Collection` for lists of links,
 * rich text as `{ json links }`, `linkedFrom`, and `sys` / `contentfulMetadata` on every entry.
 */
import { buildSchema, type GraphQLSchema } from 'graphql'
import { graphTypeName, type ContentTypeDef, type FieldDef, type FieldType } from './content-model'
import { filterKey, filterOps, type FilterOp } from './filters'

const valueTypes: Record<FieldType, string> = {
  Symbol: 'String',
  Text: 'String',
  Integer: 'Int',
  Number: 'Float',
  Boolean: 'Boolean',
  Date: 'DateTime',
  Location: 'Location',
  RichText: 'String',
  Object: 'JSON',
  Symbols: 'String',
  Entry: 'String',
  Entries: 'String',
  Asset: 'String',
  Assets: 'String',
}

/** The field types an order can be given by. */
export const orderableTypes: ReadonlySet<FieldType> = new Set([
  'Symbol',
  'Integer',
  'Number',
  'Boolean',
  'Date',
])

/** The sys fields collections are ordered by. */
export const sysOrderFields = ['id', 'publishedAt', 'firstPublishedAt', 'publishedVersion'] as const

const collectionArgs = 'skip: Int = 0, limit: Int = 100, preview: Boolean, locale: String'

/** The union (or single type) a link field points to. */
export function linkTargetName(owner: ContentTypeDef, field: FieldDef): string {
  const types = field.linkTypes ?? []
  return types.length === 1
    ? graphTypeName(types[0]!)
    : `${graphTypeName(owner.id)}${graphTypeName(field.id)}Item`
}

function filterInputType(field: FieldDef, op: FilterOp): string {
  if (op === 'exists') return 'Boolean'
  if (op === 'within_circle' || op === 'within_rectangle') return '[Float]'
  const value = valueTypes[field.type]
  return op === 'in' || op === 'not_in' || op.startsWith('contains_') ? `[${value}]` : value
}

function fieldDefinition(owner: ContentTypeDef, field: FieldDef): string {
  const T = graphTypeName(owner.id)
  switch (field.type) {
    case 'Entry':
      return `${field.id}(preview: Boolean, locale: String): ${linkTargetName(owner, field)}`
    case 'Entries':
      return `${field.id}Collection(${collectionArgs}): ${T}${graphTypeName(field.id)}Collection`
    case 'Asset':
      return `${field.id}(preview: Boolean, locale: String): Asset`
    case 'Assets':
      return `${field.id}Collection(${collectionArgs}): AssetCollection`
    case 'RichText':
      return `${field.id}(locale: String): ${T}${graphTypeName(field.id)}`
    case 'Symbols':
      return `${field.id}(locale: String): [String]`
    default:
      return `${field.id}(locale: String): ${valueTypes[field.type]}`
  }
}

function typeDefinitions(type: ContentTypeDef, model: readonly ContentTypeDef[]): string {
  const T = graphTypeName(type.id)
  const extra: string[] = []
  for (const field of type.fields) {
    const F = `${T}${graphTypeName(field.id)}`
    const targets = field.linkTypes ?? []
    if ((field.type === 'Entry' || field.type === 'Entries') && targets.length > 1) {
      extra.push(`union ${linkTargetName(type, field)} = ${targets.map(graphTypeName).join(' | ')}`)
    }
    if (field.type === 'Entries') {
      extra.push(
        `type ${F}Collection { total: Int! skip: Int! limit: Int! items: [${linkTargetName(type, field)}]! }`,
      )
    }
    if (field.type === 'RichText') {
      extra.push(
        `type ${F} { json: JSON! links: ${F}Links! }`,
        `type ${F}Links { entries: ${F}Entries! assets: ${F}Assets! }`,
        `type ${F}Entries { inline: [Entry]! hyperlink: [Entry]! block: [Entry]! }`,
        `type ${F}Assets { hyperlink: [Asset]! block: [Asset]! }`,
      )
    }
  }
  const filters = type.fields.flatMap((field) =>
    filterOps[field.type].map((op) => `${filterKey(field, op)}: ${filterInputType(field, op)}`),
  )
  const orders = [
    ...type.fields.filter((f) => orderableTypes.has(f.type)).map((f) => f.id),
    ...sysOrderFields.map((f) => `sys_${f}`),
  ].flatMap((name) => [`${name}_ASC`, `${name}_DESC`])
  const linkers = model.filter((source) =>
    source.fields.some((f) => f.linkTypes?.includes(type.id) || f.type === 'RichText'),
  )
  return [
    `type ${T} implements Entry {
      sys: Sys!
      contentfulMetadata: ContentfulMetadata!
      linkedFrom(allowedLocales: [String]): ${T}LinkingCollections
      ${type.fields.map((f) => fieldDefinition(type, f)).join('\n')}
    }`,
    `type ${T}Collection { total: Int! skip: Int! limit: Int! items: [${T}]! }`,
    `type ${T}LinkingCollections {
      entryCollection(${collectionArgs}): EntryCollection
      ${linkers.map((s) => `${s.id}Collection(${collectionArgs}): ${graphTypeName(s.id)}Collection`).join('\n')}
    }`,
    `input ${T}Filter {
      sys: SysFilter
      contentfulMetadata: ContentfulMetadataFilter
      ${filters.join('\n')}
      AND: [${T}Filter]
      OR: [${T}Filter]
    }`,
    `enum ${T}Order { ${orders.join(' ')} }`,
    ...extra,
  ].join('\n')
}

const commonDefinitions = /* GraphQL */ `
  scalar DateTime
  scalar JSON
  scalar Dimension
  scalar Quality
  scalar HexColor

  interface Entry {
    sys: Sys!
    contentfulMetadata: ContentfulMetadata!
  }

  type Sys {
    id: String!
    spaceId: String!
    environmentId: String!
    publishedAt: DateTime
    firstPublishedAt: DateTime
    publishedVersion: Int
    locale: String
  }

  type ContentfulMetadata {
    tags: [ContentfulTag]!
  }

  type ContentfulTag {
    id: String
    name: String
  }

  type Location {
    lat: Float
    lon: Float
  }

  enum ImageResizeStrategy {
    FIT
    PAD
    FILL
    SCALE
    CROP
    THUMB
  }

  enum ImageResizeFocus {
    CENTER
    TOP
    TOP_RIGHT
    RIGHT
    BOTTOM_RIGHT
    BOTTOM
    BOTTOM_LEFT
    LEFT
    TOP_LEFT
    FACE
    FACES
  }

  enum ImageFormat {
    JPG
    JPG_PROGRESSIVE
    PNG
    PNG8
    WEBP
    AVIF
  }

  input ImageTransformOptions {
    width: Dimension
    height: Dimension
    quality: Quality
    cornerRadius: Int
    resizeStrategy: ImageResizeStrategy
    resizeFocus: ImageResizeFocus
    backgroundColor: HexColor
    format: ImageFormat
  }

  type Asset {
    sys: Sys!
    contentfulMetadata: ContentfulMetadata!
    title(locale: String): String
    description(locale: String): String
    contentType(locale: String): String
    fileName(locale: String): String
    size(locale: String): Int
    url(transform: ImageTransformOptions, locale: String): String
    width(locale: String): Int
    height(locale: String): Int
    linkedFrom(allowedLocales: [String]): AssetLinkingCollections
  }

  type AssetCollection {
    total: Int!
    skip: Int!
    limit: Int!
    items: [Asset]!
  }

  type EntryCollection {
    total: Int!
    skip: Int!
    limit: Int!
    items: [Entry]!
  }

  input SysFilter {
    id: String
    id_not: String
    id_exists: Boolean
    id_in: [String]
    id_not_in: [String]
    id_contains: String
    id_not_contains: String
    publishedAt: DateTime
    publishedAt_exists: Boolean
    publishedAt_gt: DateTime
    publishedAt_gte: DateTime
    publishedAt_lt: DateTime
    publishedAt_lte: DateTime
    firstPublishedAt: DateTime
    firstPublishedAt_exists: Boolean
    firstPublishedAt_gt: DateTime
    firstPublishedAt_gte: DateTime
    firstPublishedAt_lt: DateTime
    firstPublishedAt_lte: DateTime
  }

  input ContentfulMetadataTagsFilter {
    id_contains_all: [String]
    id_contains_some: [String]
    id_contains_none: [String]
  }

  input ContentfulMetadataFilter {
    tags_exists: Boolean
    tags: ContentfulMetadataTagsFilter
  }

  input EntryFilter {
    sys: SysFilter
    contentfulMetadata: ContentfulMetadataFilter
    AND: [EntryFilter]
    OR: [EntryFilter]
  }

  enum EntryOrder {
    sys_id_ASC
    sys_id_DESC
    sys_publishedAt_ASC
    sys_publishedAt_DESC
    sys_firstPublishedAt_ASC
    sys_firstPublishedAt_DESC
    sys_publishedVersion_ASC
    sys_publishedVersion_DESC
  }

  input AssetFilter {
    sys: SysFilter
    contentfulMetadata: ContentfulMetadataFilter
    title: String
    title_not: String
    title_exists: Boolean
    title_in: [String]
    title_contains: String
    contentType: String
    contentType_in: [String]
    contentType_contains: String
    fileName: String
    fileName_contains: String
    AND: [AssetFilter]
    OR: [AssetFilter]
  }

  enum AssetOrder {
    title_ASC
    title_DESC
    fileName_ASC
    fileName_DESC
    width_ASC
    width_DESC
    height_ASC
    height_DESC
    sys_id_ASC
    sys_id_DESC
    sys_publishedAt_ASC
    sys_publishedAt_DESC
  }
`

/** The schema language of the space. */
export function contentTypeDefs(model: readonly ContentTypeDef[]): string {
  const assetLinkers = model.filter((t) => t.fields.some((f) => f.type === 'Asset' || f.type === 'Assets'))
  const query = [
    `asset(id: String!, preview: Boolean, locale: String): Asset`,
    `assetCollection(${collectionArgs}, where: AssetFilter, order: [AssetOrder]): AssetCollection`,
    `entryCollection(${collectionArgs}, where: EntryFilter, order: [EntryOrder]): EntryCollection`,
    ...model.flatMap((t) => {
      const T = graphTypeName(t.id)
      return [
        `${t.id}(id: String!, preview: Boolean, locale: String): ${T}`,
        `${t.id}Collection(${collectionArgs}, where: ${T}Filter, order: [${T}Order]): ${T}Collection`,
      ]
    }),
  ]
  return [
    commonDefinitions,
    `type AssetLinkingCollections {
      entryCollection(${collectionArgs}): EntryCollection
      ${assetLinkers.map((s) => `${s.id}Collection(${collectionArgs}): ${graphTypeName(s.id)}Collection`).join('\n')}
    }`,
    ...model.map((t) => typeDefinitions(t, model)),
    `type Query {\n${query.join('\n')}\n}`,
  ].join('\n\n')
}

/** The executable schema of the space. */
export function contentSchema(model: readonly ContentTypeDef[]): GraphQLSchema {
  return buildSchema(contentTypeDefs(model))
}
