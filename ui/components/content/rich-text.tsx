/**
 * Rich text of the content rendered as React elements — never as HTML: paragraphs, headings,
 * lists, quotes, rules, tables, links (refused protocols such as javascript: render as plain text),
 * links to pages, embedded buttons, info blocks and pictures. Links to the shop are plain <a>
 * elements: the page frame turns their clicks into in-app navigation.
 */
import type { ReactNode } from 'react'
import {
  type EmbeddedButton,
  linkedAsset,
  linkedEntry,
  type RichText,
  type RichTextEntry,
  type RichTextMark,
  type RichTextNode,
} from '@proffsbutik/core/domain'
import { contentHref, linkAttributes } from './content-href'
import { ContentIcon } from './icons'

const markTags: Readonly<Record<RichTextMark, 'strong' | 'em' | 'u' | 'code' | 'sup' | 'sub' | 's'>> = {
  bold: 'strong',
  italic: 'em',
  underline: 'u',
  code: 'code',
  superscript: 'sup',
  subscript: 'sub',
  strikethrough: 's',
}

/** An embedded button (content §3): text, url, variant, size, inline, shape and icon as classes. */
export function ContentButton({ button }: { readonly button: EmbeddedButton }) {
  const href = contentHref(button.url)
  if (!href || !button.text) return null
  const classes = [
    'content-button',
    `content-button--${button.variant ?? 'primary'}`,
    `content-button--${button.size ?? 'medium'}`,
    `content-button--${button.shape ?? 'rounded'}`,
    button.inline ? 'content-button--inline' : '',
  ]
  return (
    <a className={classes.filter(Boolean).join(' ')} {...linkAttributes(href)}>
      <span>{button.text}</span>
      <ContentIcon name={button.icon} size={20} />
    </a>
  )
}

/** Where an entry link leads: a page's path, a button's url. */
function entryHref(entry: RichTextEntry | undefined): string | undefined {
  if (entry?.kind === 'page') return contentHref(`/${entry.slug}`)
  if (entry?.kind === 'button') return contentHref(entry.button.url)
  return undefined
}

/** An entry embedded in the text: a button, an info block's title, a link to a page. */
function EmbeddedEntry({
  entry,
  block,
}: {
  readonly entry: RichTextEntry | undefined
  readonly block: boolean
}) {
  if (!entry) return null
  switch (entry.kind) {
    case 'button':
      return block && !entry.button.inline ? (
        <p className="rich-text__button">
          <ContentButton button={entry.button} />
        </p>
      ) : (
        <ContentButton button={entry.button} />
      )
    case 'infoBlock':
      return entry.title ? <p className="rich-text__info">{entry.title}</p> : null
    case 'page': {
      const href = entryHref(entry)
      return href ? <a href={href}>{href}</a> : null
    }
    case 'other':
      return null
  }
}

function children(text: RichText, nodes: readonly RichTextNode[]): ReactNode[] {
  return nodes.map((node, index) => renderNode(text, node, index))
}

function renderNode(text: RichText, node: RichTextNode, key: number): ReactNode {
  if (node.nodeType === 'text') {
    return node.marks.reduce<ReactNode>((inner, mark) => {
      const Tag = markTags[mark.type]
      return <Tag key={key}>{inner}</Tag>
    }, node.value)
  }
  const inner = () => children(text, node.content)
  switch (node.nodeType) {
    case 'paragraph':
      return <p key={key}>{inner()}</p>
    case 'heading-1':
    case 'heading-2':
      return <h2 key={key}>{inner()}</h2>
    case 'heading-3':
      return <h3 key={key}>{inner()}</h3>
    case 'heading-4':
      return <h4 key={key}>{inner()}</h4>
    case 'heading-5':
      return <h5 key={key}>{inner()}</h5>
    case 'heading-6':
      return <h6 key={key}>{inner()}</h6>
    case 'unordered-list':
      return <ul key={key}>{inner()}</ul>
    case 'ordered-list':
      return <ol key={key}>{inner()}</ol>
    case 'list-item':
      return <li key={key}>{inner()}</li>
    case 'blockquote':
      return <blockquote key={key}>{inner()}</blockquote>
    case 'hr':
      return <hr key={key} />
    case 'table':
      return (
        <div key={key} className="rich-text__table">
          <table>
            <tbody>{inner()}</tbody>
          </table>
        </div>
      )
    case 'table-row':
      return <tr key={key}>{inner()}</tr>
    case 'table-header-cell':
      return (
        <th key={key} scope="col">
          {inner()}
        </th>
      )
    case 'table-cell':
      return <td key={key}>{inner()}</td>
    case 'hyperlink': {
      const href = contentHref(node.data.uri)
      return href ? (
        <a key={key} {...linkAttributes(href)}>
          {inner()}
        </a>
      ) : (
        <span key={key}>{inner()}</span>
      )
    }
    case 'entry-hyperlink': {
      const href = entryHref(linkedEntry(text, node))
      return href ? (
        <a key={key} href={href}>
          {inner()}
        </a>
      ) : (
        <span key={key}>{inner()}</span>
      )
    }
    case 'asset-hyperlink': {
      const href = contentHref(linkedAsset(text, node)?.url)
      return href ? (
        <a key={key} {...linkAttributes(href)}>
          {inner()}
        </a>
      ) : (
        <span key={key}>{inner()}</span>
      )
    }
    case 'embedded-entry-block':
      return <EmbeddedEntry key={key} entry={linkedEntry(text, node)} block />
    case 'embedded-entry-inline':
      return <EmbeddedEntry key={key} entry={linkedEntry(text, node)} block={false} />
    case 'embedded-asset-block': {
      const asset = linkedAsset(text, node)
      const src = contentHref(asset?.url)
      if (!asset || !src) return null
      return (
        <figure key={key} className="rich-text__figure">
          <img
            src={src}
            alt={asset.description ?? asset.title ?? ''}
            width={asset.width}
            height={asset.height}
            loading="lazy"
            decoding="async"
          />
          {asset.title && <figcaption>{asset.title}</figcaption>}
        </figure>
      )
    }
    case 'embedded-resource-block':
    case 'embedded-resource-inline':
    case 'resource-hyperlink':
      // Links to other spaces' resources: the shop has no way to show them; their text stays.
      return node.content.length > 0 ? <span key={key}>{inner()}</span> : null
  }
}

/** A rich-text field as elements, in a wrapper that styles its prose. */
export function RichTextView({
  text,
  className,
}: {
  readonly text: RichText | undefined
  readonly className?: string
}) {
  if (!text || text.document.content.length === 0) return null
  return (
    <div className={className ? `rich-text ${className}` : 'rich-text'}>
      {children(text, text.document.content)}
    </div>
  )
}
