/**
 * Rich text from the content service (content §3: ingress, bodyTextPrimary, infobox …): Contentful's
 * rich-text JSON kept as a typed tree, with the entries and assets it links to, so that a screen can
 * render embedded buttons, info blocks, pictures and links to other pages.
 */
import type { ContentImage } from './content'

/** The marks a run of text may carry. */
export type RichTextMark =
  'bold' | 'italic' | 'underline' | 'code' | 'superscript' | 'subscript' | 'strikethrough'

/** Every block node type of Contentful rich text, except the document itself. */
export const richTextBlockTypes = [
  'paragraph',
  'heading-1',
  'heading-2',
  'heading-3',
  'heading-4',
  'heading-5',
  'heading-6',
  'ordered-list',
  'unordered-list',
  'list-item',
  'hr',
  'blockquote',
  'embedded-entry-block',
  'embedded-asset-block',
  'embedded-resource-block',
  'table',
  'table-row',
  'table-cell',
  'table-header-cell',
] as const

/** Every inline node type of Contentful rich text. */
export const richTextInlineTypes = [
  'hyperlink',
  'entry-hyperlink',
  'asset-hyperlink',
  'resource-hyperlink',
  'embedded-entry-inline',
  'embedded-resource-inline',
] as const

/** A block or inline node type. */
export type RichTextElementType = (typeof richTextBlockTypes)[number] | (typeof richTextInlineTypes)[number]

/** A link from a node to an entry or asset, as Contentful writes it. */
export interface RichTextTarget {
  readonly sys: { readonly id: string; readonly type: 'Link'; readonly linkType: 'Entry' | 'Asset' }
}

/** A run of text with its marks. */
export interface RichTextText {
  readonly nodeType: 'text'
  readonly value: string
  readonly marks: readonly { readonly type: RichTextMark }[]
}

/** A block or inline node: a URL for hyperlinks, a target for embedded and linked entries and assets. */
export interface RichTextElement {
  readonly nodeType: RichTextElementType
  readonly data: { readonly uri?: string | undefined; readonly target?: RichTextTarget | undefined }
  readonly content: readonly RichTextNode[]
}

/** Any node below the document. */
export type RichTextNode = RichTextText | RichTextElement

/** A whole rich-text document. */
export interface RichTextDocument {
  readonly nodeType: 'document'
  readonly content: readonly RichTextNode[]
}

/** A button embedded in rich text (content §3 Embedded button). */
export interface EmbeddedButton {
  readonly text?: string | undefined
  readonly url?: string | undefined
  readonly variant?: string | undefined
  readonly size?: string | undefined
  readonly inline: boolean
  readonly shape?: string | undefined
  readonly icon?: string | undefined
}

/** An entry rich text links to or embeds: a button, an info block, a content page, or another kind. */
export type RichTextEntry =
  | { readonly kind: 'button'; readonly id: string; readonly button: EmbeddedButton }
  | { readonly kind: 'infoBlock'; readonly id: string; readonly title?: string | undefined }
  | { readonly kind: 'page'; readonly id: string; readonly slug: string }
  | { readonly kind: 'other'; readonly id: string }

/** An asset rich text embeds. */
export interface RichTextAsset extends ContentImage {
  readonly id: string
}

/** A rich-text field: the document and what it links to (empty when the query did not ask). */
export interface RichText {
  readonly document: RichTextDocument
  readonly entries: readonly RichTextEntry[]
  readonly assets: readonly RichTextAsset[]
}

/** The entry a node embeds or links to, when the content service sent it. */
export function linkedEntry(text: RichText, node: RichTextElement): RichTextEntry | undefined {
  const target = node.data.target?.sys
  if (target?.linkType !== 'Entry') return undefined
  return text.entries.find((entry) => entry.id === target.id)
}

/** The asset a node embeds or links to, when the content service sent it. */
export function linkedAsset(text: RichText, node: RichTextElement): RichTextAsset | undefined {
  const target = node.data.target?.sys
  if (target?.linkType !== 'Asset') return undefined
  return text.assets.find((asset) => asset.id === target.id)
}

const blockTypes: ReadonlySet<string> = new Set(richTextBlockTypes)

/** The plain text of a node or document: runs joined as written, blocks separated by a space. */
export function richPlainText(node: RichTextDocument | RichTextNode): string {
  if (node.nodeType === 'text') return node.value
  return node.content.reduce((text, child) => {
    const part = richPlainText(child)
    if (part === '' || text === '') return text + part
    return blockTypes.has(child.nodeType) ? `${text} ${part}` : text + part
  }, '')
}
