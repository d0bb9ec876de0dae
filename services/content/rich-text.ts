/**
 * Contentful rich text: the JSON document shape, small builders the seed writes copy with, the links
 * a document holds (for `links { entries { block inline hyperlink } assets { block hyperlink } }`)
 * and its plain text (for full-text search).
 */

/** A link from a rich text node to an entry or asset. */
export interface RichLink {
  readonly sys: { readonly id: string; readonly type: 'Link'; readonly linkType: 'Entry' | 'Asset' }
}

/** A run of text with its marks. */
export interface RichText {
  readonly nodeType: 'text'
  readonly value: string
  readonly marks: readonly { readonly type: 'bold' | 'italic' | 'underline' | 'code' }[]
  readonly data: Record<string, never>
}

/** A block or inline node: paragraphs, headings, lists, hyperlinks, embedded entries and assets. */
export interface RichElement {
  readonly nodeType: string
  readonly data: { readonly uri?: string; readonly target?: RichLink }
  readonly content: readonly RichNode[]
}

/** Any node of a rich text document. */
export type RichNode = RichText | RichElement

/** A whole rich text document. */
export interface RichDocument extends RichElement {
  readonly nodeType: 'document'
}

type Inline = string | RichNode

const text = (value: string, marks: RichText['marks'] = []): RichText => ({
  nodeType: 'text',
  value,
  marks,
  data: {},
})
const inlines = (parts: readonly Inline[]): RichNode[] =>
  parts.map((part) => (typeof part === 'string' ? text(part) : part))
const element = (nodeType: string, content: readonly RichNode[], data: RichElement['data'] = {}) => ({
  nodeType,
  data,
  content,
})
const link = (linkType: 'Entry' | 'Asset', id: string): RichLink => ({ sys: { id, type: 'Link', linkType } })

/** Builders for rich text copy. */
export const rt = {
  /** A document of blocks. */
  doc: (...blocks: RichElement[]): RichDocument => ({ nodeType: 'document', data: {}, content: blocks }),
  /** A paragraph. */
  p: (...parts: Inline[]): RichElement => element('paragraph', inlines(parts)),
  /** A second-level heading. */
  h2: (...parts: Inline[]): RichElement => element('heading-2', inlines(parts)),
  /** A third-level heading. */
  h3: (...parts: Inline[]): RichElement => element('heading-3', inlines(parts)),
  /** A bulleted list of one-paragraph items. */
  ul: (...items: (Inline | Inline[])[]): RichElement =>
    element(
      'unordered-list',
      items.map((item) =>
        element('list-item', [element('paragraph', inlines(Array.isArray(item) ? item : [item]))]),
      ),
    ),
  /** A numbered list of one-paragraph items. */
  ol: (...items: (Inline | Inline[])[]): RichElement =>
    element(
      'ordered-list',
      items.map((item) =>
        element('list-item', [element('paragraph', inlines(Array.isArray(item) ? item : [item]))]),
      ),
    ),
  /** A quote. */
  quote: (...parts: Inline[]): RichElement => element('blockquote', [element('paragraph', inlines(parts))]),
  /** A horizontal rule. */
  hr: (): RichElement => element('hr', []),
  /** Bold text. */
  bold: (value: string): RichText => text(value, [{ type: 'bold' }]),
  /** Italic text. */
  italic: (value: string): RichText => text(value, [{ type: 'italic' }]),
  /** A hyperlink to a URL. */
  a: (uri: string, value: string): RichElement => element('hyperlink', [text(value)], { uri }),
  /** A hyperlink to an entry. */
  entryLink: (id: string, value: string): RichElement =>
    element('entry-hyperlink', [text(value)], { target: link('Entry', id) }),
  /** An entry shown inline (a button in a sentence). */
  inlineEntry: (id: string): RichElement =>
    element('embedded-entry-inline', [], { target: link('Entry', id) }),
  /** An entry shown as a block. */
  entry: (id: string): RichElement => element('embedded-entry-block', [], { target: link('Entry', id) }),
  /** An asset shown as a block. */
  asset: (id: string): RichElement => element('embedded-asset-block', [], { target: link('Asset', id) }),
}

/** The ids a document links to, by where they appear, each once and in document order. */
export interface RichLinks {
  readonly entries: { readonly block: string[]; readonly inline: string[]; readonly hyperlink: string[] }
  readonly assets: { readonly block: string[]; readonly hyperlink: string[] }
}

const linkSlots: Record<string, (links: RichLinks) => string[]> = {
  'embedded-entry-block': (l) => l.entries.block,
  'embedded-entry-inline': (l) => l.entries.inline,
  'entry-hyperlink': (l) => l.entries.hyperlink,
  'embedded-asset-block': (l) => l.assets.block,
  'asset-hyperlink': (l) => l.assets.hyperlink,
}

/** The entries and assets a document links to. */
export function richLinks(document: RichDocument): RichLinks {
  const links: RichLinks = {
    entries: { block: [], inline: [], hyperlink: [] },
    assets: { block: [], hyperlink: [] },
  }
  const visit = (node: RichNode) => {
    if (node.nodeType === 'text' || !('content' in node)) return
    const slot = linkSlots[node.nodeType]?.(links)
    const id = node.data.target?.sys.id
    if (slot && id !== undefined && !slot.includes(id)) slot.push(id)
    node.content.forEach(visit)
  }
  visit(document)
  return links
}

/** Whether a value is a rich text document. */
export function isRichDocument(value: unknown): value is RichDocument {
  return (
    value !== null &&
    typeof value === 'object' &&
    'nodeType' in value &&
    value.nodeType === 'document' &&
    'content' in value &&
    Array.isArray(value.content)
  )
}

/** The text of a document, blocks separated by a space. */
export function plainText(node: RichNode): string {
  if (node.nodeType === 'text' && 'value' in node) return node.value
  return 'content' in node ? node.content.map(plainText).join(' ') : ''
}
