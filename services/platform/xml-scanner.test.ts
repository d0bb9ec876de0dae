/** The streaming XML scanner finds the same tags and text however its input is cut into chunks. */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { XmlScanner } from './xml-scanner'

/** The events of a document scanned in the given chunks, adjacent text joined. */
function events(chunks: readonly Uint8Array[]): string[] {
  const found: string[] = []
  const scanner = new XmlScanner({
    open: (name, attributes) => found.push(`<${name} ${JSON.stringify(attributes)}>`),
    text: (text) => {
      if (found.at(-1)?.startsWith('"')) found.push(`"${found.pop()!.slice(1, -1)}${text}"`)
      else found.push(`"${text}"`)
    },
    close: (name) => found.push(`</${name}>`),
  })
  for (const chunk of chunks) scanner.write(chunk)
  scanner.end()
  return found
}

const DOCUMENT = `<?xml version="1.0" encoding="UTF-8"?>
<!-- a comment with <c> inside -->
<x:sst xmlns:x="urn:main" count='2'><x:si><x:t xml:space="preserve"> Kök &amp; bad &lt;3&gt; &#229;&#xE4; &quot;ö&apos; </x:t></x:si>
<si><r><rPr><b/></rPr><t>Art.nr</t></r><r><t><![CDATA[a <b> & c]]></t></r></si>
<numFmt numFmtId="164" formatCode="[&gt;=100]0;&quot;kr&quot; 0 > 1"/><c r="A1" s='2' t="s"><v>12</v></c>
<emoji>🙂 ✓ 東京</emoji></x:sst>`

describe('XmlScanner', () => {
  const bytes = new TextEncoder().encode(DOCUMENT)
  const whole = events([bytes])

  it('reads tags without their prefix, attributes, entities, CDATA and multi-byte text', () => {
    expect(whole).toContain('<sst {"x":"urn:main","count":"2"}>')
    expect(whole).toContain(`" Kök & bad <3> åä "ö' "`)
    expect(whole).toContain('"a <b> & c"')
    expect(whole).toContain('<numFmt {"numFmtId":"164","formatCode":"[>=100]0;\\"kr\\" 0 > 1"}>')
    expect(whole).toContain('<c {"r":"A1","s":"2","t":"s"}>')
    expect(whole).toContain('"🙂 ✓ 東京"')
    expect(whole.filter((event) => event.startsWith('<!') || event.includes('comment'))).toEqual([])
  })

  it('finds the same events wherever the chunks are cut', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 1, max: bytes.length - 1 }), { maxLength: 40 }),
        (cuts) => {
          const at = [0, ...cuts.sort((a, b) => a - b), bytes.length]
          const chunks = at.slice(1).map((end, index) => bytes.subarray(at[index], end))
          expect(events(chunks)).toEqual(whole)
        },
      ),
      { numRuns: 300 },
    )
  })

  it('refuses a document type declaration, a tag longer than 64 KB and a document cut inside a tag', () => {
    const encode = (text: string) => [new TextEncoder().encode(text)]
    expect(() => events(encode('<!DOCTYPE x [<!ENTITY a "b">]><x>&a;</x>'))).toThrow(/declaration/)
    expect(() => events(encode(`<x a="${'b'.repeat(70_000)}"/>`))).toThrow(/64 KB/)
    expect(() => events(encode('<x><y a="1"'))).toThrow(/ends inside a tag/)
  })
})
