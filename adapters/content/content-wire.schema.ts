/**
 * Decoders shared by the content queries: fields the content service may answer null for, pictures,
 * links, collections and rich text (the document and the entries and assets it links to).
 */
import { Schema } from 'effect'
import {
  type ContentLink,
  type RichText,
  richTextBlockTypes,
  type RichTextEntry,
  richTextInlineTypes,
  type RichTextMark,
} from '@proffsbutik/core/domain'
import { OptionalFromNull } from '../http/absent'

/** A field that may be null or missing: decoded to an absent key, as the domain's optional fields are. */
export const Maybe = OptionalFromNull

/** A string field that may be null. */
export const MaybeString = Maybe(Schema.String)
/** A boolean field that may be null (read as false by the mappings). */
export const MaybeBoolean = Maybe(Schema.Boolean)

/** `sys { id }`. */
export const Sys = Schema.Struct({ id: Schema.String })

/** A picture: `title description url width height contentType`, any of them but url possibly left out. */
export const Image = Schema.Struct({
  url: Schema.String,
  title: MaybeString,
  description: MaybeString,
  width: Maybe(Schema.Number),
  height: Maybe(Schema.Number),
  contentType: MaybeString,
})

/** A picture field that may be null. */
export const MaybeImage = Maybe(Image)

/** `<field>Collection { items }`: the items that resolved (unresolvable links come back null). */
export const Collection = <
  S extends Schema.Top & { readonly DecodingServices: never; readonly EncodingServices: never },
>(
  item: S,
) => Maybe(Schema.Struct({ items: Schema.Array(Schema.NullOr(item)) }))

/** `{ items }` of a lookup through a collection: empty when nothing was found. */
export const Items = <S extends Schema.Top>(item: S) => Schema.Struct({ items: Schema.Array(item) })

/** The resolved items of a collection. */
export function itemsOf<T>(collection: { readonly items: readonly (T | null)[] } | undefined): T[] {
  return (collection?.items ?? []).filter((item): item is T => item !== null)
}

/** `linkUrl isExternalLink` as a link, when there is a URL. */
export function linkOf(fields: {
  readonly linkUrl?: string | undefined
  readonly isExternalLink?: boolean | undefined
}): ContentLink | undefined {
  return fields.linkUrl === undefined
    ? undefined
    : { url: fields.linkUrl, external: fields.isExternalLink ?? false }
}

/** An item with `linkUrl isExternalLink`, those two folded into one `link`. */
export function withLink<
  T extends { readonly linkUrl?: string | undefined; readonly isExternalLink?: boolean | undefined },
>(item: T): Omit<T, 'linkUrl' | 'isExternalLink'> & { readonly link: ContentLink | undefined } {
  const { linkUrl, isExternalLink, ...rest } = item
  return { ...rest, link: linkOf({ linkUrl, isExternalLink }) }
}

interface TextWire {
  readonly nodeType: 'text'
  readonly value: string
  readonly marks: readonly { readonly type: RichTextMark }[]
}
interface TargetWire {
  readonly sys: { readonly id: string; readonly type: 'Link'; readonly linkType: 'Entry' | 'Asset' }
}
interface ElementWire {
  readonly nodeType: (typeof richTextBlockTypes)[number] | (typeof richTextInlineTypes)[number]
  readonly data: { readonly uri?: string; readonly target?: TargetWire }
  readonly content: readonly NodeWire[]
}
type NodeWire = TextWire | ElementWire

const TextNode = Schema.Struct({
  nodeType: Schema.Literal('text'),
  value: Schema.String,
  marks: Schema.Array(
    Schema.Struct({
      type: Schema.Literals([
        'bold',
        'italic',
        'underline',
        'code',
        'superscript',
        'subscript',
        'strikethrough',
      ]),
    }),
  ),
})
const ElementNode: Schema.Codec<ElementWire> = Schema.Struct({
  nodeType: Schema.Literals([...richTextBlockTypes, ...richTextInlineTypes]),
  data: Schema.Struct({
    uri: Schema.optionalKey(Schema.String),
    target: Schema.optionalKey(
      Schema.Struct({
        sys: Schema.Struct({
          id: Schema.String,
          type: Schema.Literal('Link'),
          linkType: Schema.Literals(['Entry', 'Asset']),
        }),
      }),
    ),
  }),
  content: Schema.Array(Schema.suspend((): Schema.Codec<NodeWire> => RichNode)),
})
const RichNode: Schema.Codec<NodeWire> = Schema.Union([TextNode, ElementNode])

/** A rich-text document. */
export const RichDocument = Schema.Struct({
  nodeType: Schema.Literal('document'),
  content: Schema.Array(RichNode),
})

/** An entry rich text embeds (block or inline): the Embedded fragment of the queries. */
const EmbeddedEntry = Schema.Struct({
  __typename: Schema.String,
  sys: Sys,
  text: MaybeString,
  url: MaybeString,
  variant: MaybeString,
  size: MaybeString,
  inline: MaybeBoolean,
  shape: MaybeString,
  icon: MaybeString,
  infoBlockTitle: MaybeString,
})

/** An entry rich text links to: `sys { id } ... on ContentPage { slug }`. */
const HyperlinkEntry = Schema.Struct({ sys: Sys, slug: MaybeString })

const Links = Schema.Struct({
  entries: Schema.Struct({
    block: Schema.Array(Schema.NullOr(EmbeddedEntry)),
    inline: Schema.Array(Schema.NullOr(EmbeddedEntry)),
    hyperlink: Schema.Array(Schema.NullOr(HyperlinkEntry)),
  }),
  assets: Schema.Struct({
    block: Schema.Array(Schema.NullOr(Schema.Struct({ sys: Sys, ...Image.fields }))),
  }),
})

/** A rich-text field: `{ json }` or `{ json links { … } }`, possibly null. */
export const MaybeRich = Maybe(Schema.Struct({ json: RichDocument, links: Schema.optionalKey(Links) }))

function embeddedEntry(entry: typeof EmbeddedEntry.Type): RichTextEntry {
  const id = entry.sys.id
  switch (entry.__typename) {
    case 'EmbeddedButton':
      return {
        kind: 'button',
        id,
        button: {
          text: entry.text,
          url: entry.url,
          variant: entry.variant,
          size: entry.size,
          inline: entry.inline ?? false,
          shape: entry.shape,
          icon: entry.icon,
        },
      }
    case 'InfoBlock':
      return { kind: 'infoBlock', id, title: entry.infoBlockTitle }
    default:
      return { kind: 'other', id }
  }
}

const present = <T>(items: readonly (T | null)[]): T[] => items.filter((item): item is T => item !== null)

/** A decoded rich-text field as the domain's RichText, each linked entry once. */
export function toRichText(field: typeof MaybeRich.Type | undefined): RichText | undefined {
  if (field === undefined) return undefined
  const links = field.links
  const entries = new Map<string, RichTextEntry>()
  for (const entry of present([...(links?.entries.block ?? []), ...(links?.entries.inline ?? [])]))
    entries.set(entry.sys.id, embeddedEntry(entry))
  for (const entry of present(links?.entries.hyperlink ?? [])) {
    if (entries.has(entry.sys.id)) continue
    entries.set(
      entry.sys.id,
      entry.slug === undefined
        ? { kind: 'other', id: entry.sys.id }
        : { kind: 'page', id: entry.sys.id, slug: entry.slug },
    )
  }
  return {
    document: field.json,
    entries: [...entries.values()],
    assets: present(links?.assets.block ?? []).map(({ sys, ...image }) => ({ id: sys.id, ...image })),
  }
}
