/**
 * A small streaming XML scanner for the parts of an Office file (worksheets, shared strings,
 * styles): bytes go in chunk by chunk, and tags and text come out to a handler as they are found,
 * so a reader can stop at any tag. Names lose their namespace prefix (`x:row` is `row`, `r:id` is
 * `id`). Only the five predefined and numeric entities are understood; a document type declaration
 * (the door to entity expansion) is refused, and so is a tag longer than 64 KB.
 */

/** What the scanner found, in document order. */
export interface XmlHandler {
  /** A start tag (or an empty-element tag, which is then closed at once). */
  open(name: string, attributes: Readonly<Record<string, string>>): void
  /** Text between tags, entities resolved; one run of text may come in several pieces. */
  text(text: string): void
  close(name: string): void
}

const MAX_TAG = 64 * 1024
/** The longest entity: `&#x10FFFF;`. */
const MAX_ENTITY = 10
const NAMED: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" }
const ENTITY = /&(#x[0-9a-fA-F]+|#[0-9]+|amp|lt|gt|quot|apos);/g
const ATTRIBUTE = /([^\s=]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g

const localName = (name: string) => name.slice(name.indexOf(':') + 1)

/** Text with its predefined and numeric entities resolved. */
export function decodeEntities(text: string): string {
  if (!text.includes('&')) return text
  return text.replace(ENTITY, (entity, body: string) => {
    if (!body.startsWith('#')) return NAMED[body] ?? entity
    const code = body[1] === 'x' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10)
    return code <= 0x10ffff ? String.fromCodePoint(code) : entity
  })
}

/** Scans one XML document handed over in chunks of UTF-8 bytes. */
export class XmlScanner {
  private pending = ''
  private readonly decoder = new TextDecoder()

  constructor(private readonly handler: XmlHandler) {}

  /** Scans the next bytes of the document; what a chunk cuts short waits for the next one. */
  write(bytes: Uint8Array): void {
    this.scan(this.decoder.decode(bytes, { stream: true }))
  }

  /** The document is complete: a tag it cuts short is an error. */
  end(): void {
    this.scan(this.decoder.decode())
    if (this.pending.includes('<')) throw new Error('The XML ends inside a tag')
    if (this.pending !== '') this.handler.text(decodeEntities(this.pending))
    this.pending = ''
  }

  private scan(chunk: string): void {
    const text = this.pending + chunk
    let at = 0
    for (;;) {
      const lt = text.indexOf('<', at)
      if (lt === -1) {
        // Keep what may be an entity cut in two for the next chunk; pass the rest on now.
        const amp = text.lastIndexOf('&')
        const cut =
          amp >= at && text.length - amp < MAX_ENTITY && !text.includes(';', amp) ? amp : text.length
        if (cut > at) this.handler.text(decodeEntities(text.slice(at, cut)))
        this.pending = text.slice(cut)
        return
      }
      if (lt > at) this.handler.text(decodeEntities(text.slice(at, lt)))
      const end = tagEnd(text, lt)
      if ((end === -1 ? text.length : end) - lt > MAX_TAG) throw new Error('An XML tag is longer than 64 KB')
      if (end === -1) {
        this.pending = text.slice(lt)
        return
      }
      this.tag(text.slice(lt, end))
      at = end
    }
  }

  private tag(tag: string): void {
    if (tag.startsWith('<!--') || tag.startsWith('<?')) return
    if (tag.startsWith('<![CDATA[')) {
      this.handler.text(tag.slice(9, -3))
      return
    }
    if (tag.startsWith('</')) {
      this.handler.close(localName(tag.slice(2, -1).trim()))
      return
    }
    const empty = tag.endsWith('/>')
    const body = tag.slice(1, empty ? -2 : -1)
    const nameEnd = body.search(/\s|$/)
    const name = localName(body.slice(0, nameEnd))
    const attributes: Record<string, string> = {}
    for (const [, key, double, single] of body.slice(nameEnd).matchAll(ATTRIBUTE))
      attributes[localName(key!)] = decodeEntities(double ?? single ?? '')
    this.handler.open(name, attributes)
    if (empty) this.handler.close(name)
  }
}

/** Where the markup that starts at `lt` ends (the index after it), or -1 when the text cuts it short. */
function tagEnd(text: string, lt: number): number {
  const after = (closer: string, from: number) => {
    const found = text.indexOf(closer, from)
    return found === -1 ? -1 : found + closer.length
  }
  if (text.startsWith('<!--', lt)) return after('-->', lt + 4)
  if (text.startsWith('<![CDATA[', lt)) return after(']]>', lt + 9)
  if (text.startsWith('<?', lt)) return after('?>', lt + 2)
  if (text.startsWith('<!', lt)) {
    const head = text.slice(lt, lt + 9)
    if (head.length < 9 && ('<![CDATA['.startsWith(head) || '<!--'.startsWith(head))) return -1
    throw new Error('The XML has a declaration (<!DOCTYPE or the like) this reader does not take')
  }
  let quote = ''
  for (let at = lt + 1; at < text.length; at++) {
    const char = text[at]
    if (quote !== '') {
      if (char === quote) quote = ''
    } else if (char === '"' || char === "'") quote = char
    else if (char === '>') return at + 1
  }
  return -1
}
