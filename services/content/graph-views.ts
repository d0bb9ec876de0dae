/**
 * What GraphQL resolves entries and assets to: plain objects whose fields are values or functions
 * of their arguments (graphql-js calls them), so that links, collections and `linkedFrom` are only
 * followed when a query asks for them. A link that the token cannot see answers null with
 * Contentful's UNRESOLVABLE_LINK error beside the rest of the data.
 */
import { GraphQLError } from 'graphql'
import { contentTypes, graphTypeName, type ContentTypeDef, type FieldDef } from './content-model'
import type { Asset, ContentStore, Entry, Snapshot } from './content-store'
import { isRichDocument, richLinks } from './rich-text'

/** The locales of the space; the first is the default. */
export const LOCALES = ['sv-SE'] as const

/** The most items one collection answers. */
export const MAX_COLLECTION_LIMIT = 1000

/** A failure of the whole request: answered with its status and no data. */
export class ContentRequestFailure extends Error {
  override readonly name = 'ContentRequestFailure'

  constructor(
    readonly status: 400 | 401 | 404,
    readonly code: string,
    message: string,
  ) {
    super(message)
  }
}

/** What every resolver of one request shares. */
export interface GraphScope {
  readonly store: ContentStore
  /** Which token the request carries. */
  readonly access: 'delivery' | 'preview'
  readonly spaceId: string
  readonly environmentId: string
  readonly requestId: string
}

/** Arguments of collection fields. */
export interface CollectionArgs {
  readonly skip?: number | null
  readonly limit?: number | null
  readonly preview?: boolean | null
  readonly locale?: string | null
}

type View = Record<string, unknown>

/** A Contentful error that leaves the rest of the answer standing. */
export function contentfulError(
  scope: GraphScope,
  code: string,
  message: string,
  details?: object,
): GraphQLError {
  return new GraphQLError(message, {
    extensions: { contentful: { code, requestId: scope.requestId, ...(details ? { details } : {}) } },
  })
}

/** The snapshot a `preview` argument asks for; preview needs the preview token. */
export function snapshotFor(
  scope: GraphScope,
  preview: boolean | null | undefined,
  inherited: boolean,
): Snapshot {
  const wanted = preview ?? inherited
  if (wanted && scope.access !== 'preview') {
    throw new ContentRequestFailure(
      401,
      'ACCESS_TOKEN_INVALID',
      'preview: true needs the preview access token',
    )
  }
  return wanted ? scope.store.preview : scope.store.published
}

/** Fails on a locale the space does not have. */
export function checkLocale(scope: GraphScope, locale: string | null | undefined): void {
  if (locale !== null && locale !== undefined && !LOCALES.some((l) => l === locale)) {
    throw contentfulError(
      scope,
      'UNKNOWN_LOCALE',
      `Query execution error. Requested locale '${locale}' does not exist in the space`,
      {
        locale,
      },
    )
  }
}

/** Skip and limit of a collection; out of range is a bad request. */
export function paging(args: CollectionArgs): { skip: number; limit: number } {
  const skip = args.skip ?? 0
  const limit = args.limit ?? 100
  if (skip < 0) throw new ContentRequestFailure(400, 'BAD_USER_INPUT', 'skip must be 0 or more')
  if (limit < 0 || limit > MAX_COLLECTION_LIMIT) {
    throw new ContentRequestFailure(400, 'BAD_USER_INPUT', `limit must be from 0 to ${MAX_COLLECTION_LIMIT}`)
  }
  return { skip, limit }
}

/** A collection answer over already chosen items. */
export function collectionOf<T>(items: readonly T[], args: CollectionArgs, view: (item: T) => unknown): View {
  const { skip, limit } = paging(args)
  return { total: items.length, skip, limit, items: () => items.slice(skip, skip + limit).map(view) }
}

const sysOf = (scope: GraphScope, id: string, publishedAt: string | null, version: number) => ({
  id,
  spaceId: scope.spaceId,
  environmentId: scope.environmentId,
  publishedAt,
  firstPublishedAt: publishedAt,
  publishedVersion: publishedAt === null ? null : version,
  locale: LOCALES[0],
})

function unresolvable(
  scope: GraphScope,
  owner: ContentTypeDef,
  field: string,
  linkType: 'Entry' | 'Asset',
  id: string,
) {
  return contentfulError(
    scope,
    'UNRESOLVABLE_LINK',
    `Query execution error. Link to ${linkType.toLowerCase()} "${id}" on field "${field}" within type "${graphTypeName(owner.id)}" cannot be resolved`,
    { type: graphTypeName(owner.id), linkType, field, linkId: id },
  )
}

const idsOf = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : Array.isArray(value)
      ? value.filter((v): v is string => typeof v === 'string')
      : []

/** The entries that link to an id, as `linkedFrom` answers them. */
function linkingCollections(
  scope: GraphScope,
  id: string,
  inherited: boolean,
  sources: readonly ContentTypeDef[],
): View {
  const linkers = (args: CollectionArgs) => {
    checkLocale(scope, args.locale)
    const snap = snapshotFor(scope, args.preview, inherited)
    return { snap, entries: snap.linkersOf(id) }
  }
  const view: View = {
    entryCollection: (args: CollectionArgs) => {
      const { snap, entries } = linkers(args)
      return collectionOf(entries, args, (e) => entryView(scope, snap, e))
    },
  }
  for (const source of sources) {
    view[`${source.id}Collection`] = (args: CollectionArgs) => {
      const { snap, entries } = linkers(args)
      return collectionOf(
        entries.filter((e) => e.contentType.id === source.id),
        args,
        (e) => entryView(scope, snap, e),
      )
    }
  }
  return view
}

/** An asset as GraphQL answers it. */
export function assetView(scope: GraphScope, snap: Snapshot, asset: Asset): View {
  return {
    sys: sysOf(scope, asset.id, asset.publishedAt, 1),
    contentfulMetadata: { tags: [] },
    title: asset.title,
    description: asset.description,
    contentType: asset.contentType,
    fileName: asset.fileName,
    size: asset.size,
    width: asset.width,
    height: asset.height,
    url: (args: { transform?: Record<string, unknown> | null }) => {
      const params = Object.entries(args.transform ?? {})
        .filter(([, value]) => value !== null && value !== undefined)
        .map(([key, value]) => {
          const name =
            {
              width: 'w',
              height: 'h',
              quality: 'q',
              cornerRadius: 'r',
              resizeStrategy: 'fit',
              resizeFocus: 'f',
              backgroundColor: 'bg',
              format: 'fm',
            }[key] ?? key
          return `${name}=${encodeURIComponent(String(value).toLowerCase())}`
        })
      return params.length > 0 ? `${asset.url}?${params.join('&')}` : asset.url
    },
    linkedFrom: () => linkingCollections(scope, asset.id, snap.preview, contentTypes),
  }
}

function richTextView(scope: GraphScope, snap: Snapshot, value: unknown): View | null {
  if (!isRichDocument(value)) return null
  const links = richLinks(value)
  // Links to entries the token cannot see are left out, as Contentful leaves them out.
  const entries = (ids: readonly string[]) => () =>
    ids.flatMap((id) => {
      const entry = snap.entry(id)
      return entry ? [entryView(scope, snap, entry)] : []
    })
  const assets = (ids: readonly string[]) => () =>
    ids.flatMap((id) => {
      const asset = snap.asset(id)
      return asset ? [assetView(scope, snap, asset)] : []
    })
  return {
    json: value,
    links: {
      entries: {
        block: entries(links.entries.block),
        inline: entries(links.entries.inline),
        hyperlink: entries(links.entries.hyperlink),
      },
      assets: { block: assets(links.assets.block), hyperlink: assets(links.assets.hyperlink) },
    },
  }
}

function fieldResolver(scope: GraphScope, snap: Snapshot, entry: Entry, field: FieldDef): [string, unknown] {
  const value = entry.fields[field.id]
  const owner = entry.contentType
  const linked = (args: CollectionArgs) => {
    checkLocale(scope, args.locale)
    return snapshotFor(scope, args.preview, snap.preview)
  }
  switch (field.type) {
    case 'Entry':
      return [
        field.id,
        (args: CollectionArgs) => {
          const target = linked(args)
          const [id] = idsOf(value)
          if (id === undefined) return null
          const found = target.entry(id)
          if (!found) throw unresolvable(scope, owner, field.id, 'Entry', id)
          return entryView(scope, target, found)
        },
      ]
    case 'Asset':
      return [
        field.id,
        (args: CollectionArgs) => {
          const target = linked(args)
          const [id] = idsOf(value)
          if (id === undefined) return null
          const found = target.asset(id)
          if (!found) throw unresolvable(scope, owner, field.id, 'Asset', id)
          return assetView(scope, target, found)
        },
      ]
    case 'Entries':
      return [
        `${field.id}Collection`,
        (args: CollectionArgs) => {
          const target = linked(args)
          return collectionOf(idsOf(value), args, (id) => {
            const found = target.entry(id)
            return found
              ? entryView(scope, target, found)
              : Promise.reject(unresolvable(scope, owner, field.id, 'Entry', id))
          })
        },
      ]
    case 'Assets':
      return [
        `${field.id}Collection`,
        (args: CollectionArgs) => {
          const target = linked(args)
          return collectionOf(idsOf(value), args, (id) => {
            const found = target.asset(id)
            return found
              ? assetView(scope, target, found)
              : Promise.reject(unresolvable(scope, owner, field.id, 'Asset', id))
          })
        },
      ]
    case 'RichText':
      return [
        field.id,
        (args: CollectionArgs) => {
          checkLocale(scope, args.locale)
          return richTextView(scope, snap, value)
        },
      ]
    default:
      return [
        field.id,
        (args: CollectionArgs) => {
          checkLocale(scope, args.locale)
          return value ?? null
        },
      ]
  }
}

/** An entry as GraphQL answers it, seen through a snapshot. */
export function entryView(scope: GraphScope, snap: Snapshot, entry: Entry): View {
  const tagNames = new Map(scope.store.tags.map((t) => [t.id, t.name]))
  return {
    __typename: graphTypeName(entry.contentType.id),
    sys: sysOf(scope, entry.id, entry.publishedAt, entry.version),
    contentfulMetadata: { tags: entry.tags.map((id) => ({ id, name: tagNames.get(id) ?? id })) },
    linkedFrom: () => linkingCollections(scope, entry.id, snap.preview, contentTypes),
    ...Object.fromEntries(entry.contentType.fields.map((f) => fieldResolver(scope, snap, entry, f))),
  }
}
