/**
 * Issue 11 (Input): random rich-text documents from the content, full of script in texts, links,
 * embedded buttons, linked pages and assets, render to markup with no script, no event-handler
 * attribute and no link or source outside http(s), mailto, tel and the shop's own paths.
 */
import fc from 'fast-check'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import {
  type RichText,
  richTextBlockTypes,
  type RichTextEntry,
  richTextInlineTypes,
  type RichTextNode,
} from '@proffsbutik/core/domain'
import { RichTextView } from './rich-text'

/** Text and addresses an attacker with access to the content might write. */
const hostile = fc.oneof(
  fc.constantFrom(
    '<script>window.__xss=1</script>',
    '<img src=x onerror=alert(1)>',
    '"><svg onload=alert(1)>',
    "' onmouseover='alert(1)",
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' \tjava\nscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    '//evil.example/x',
    '/\\evil.example',
    '/leveransvillkor',
    'https://example.se/a',
    'mailto:kund@example.se',
  ),
  fc.string({ maxLength: 30 }),
)

const ids = ['e1', 'e2', 'a1', 'a2', 'missing'] as const
const target = fc.record({
  sys: fc.record({
    id: fc.constantFrom(...ids),
    type: fc.constant('Link' as const),
    linkType: fc.constantFrom('Entry' as const, 'Asset' as const),
  }),
})

const text: fc.Arbitrary<RichTextNode> = fc.record({
  nodeType: fc.constant('text' as const),
  value: hostile,
  marks: fc.array(fc.record({ type: fc.constantFrom('bold' as const, 'code' as const) }), { maxLength: 2 }),
})

const { node } = fc.letrec<{ node: RichTextNode }>((tie) => ({
  node: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    text,
    fc.record({
      nodeType: fc.constantFrom(...richTextBlockTypes, ...richTextInlineTypes),
      data: fc.record({ uri: hostile, target }, { requiredKeys: [] }),
      content: fc.array(tie('node'), { maxLength: 3 }),
    }),
  ),
}))

const entry: fc.Arbitrary<RichTextEntry> = fc.oneof(
  fc.record({
    kind: fc.constant('button' as const),
    id: fc.constantFrom('e1', 'e2'),
    button: fc.record({ text: hostile, url: hostile, inline: fc.boolean() }),
  }),
  fc.record({ kind: fc.constant('page' as const), id: fc.constantFrom('e1', 'e2'), slug: hostile }),
  fc.record({ kind: fc.constant('infoBlock' as const), id: fc.constantFrom('e1', 'e2'), title: hostile }),
)

const richText: fc.Arbitrary<RichText> = fc.record({
  document: fc.record({
    nodeType: fc.constant('document' as const),
    content: fc.array(node, { maxLength: 4 }),
  }),
  entries: fc.array(entry, { maxLength: 2 }),
  assets: fc.array(
    fc.record({ id: fc.constantFrom('a1', 'a2'), url: hostile, title: hostile, description: hostile }),
    { maxLength: 2 },
  ),
})

/** The attribute names of every element in the markup (text's `<` is escaped, so each `<x` is an element). */
function attributeNames(markup: string): string[] {
  return [...markup.matchAll(/<[a-z][\w-]*((?:\s[\w:-]+(?:="[^"]*")?)*)\s*\/?>/gi)].flatMap((tag) =>
    [...tag[1]!.matchAll(/\s([\w:-]+)(?:="[^"]*")?/g)].map((attribute) => attribute[1]!.toLowerCase()),
  )
}

/** The values of every href and src attribute in the markup, unescaped. */
function linkValues(markup: string): string[] {
  return [...markup.matchAll(/\s(?:href|src)="([^"]*)"/g)].map((match) =>
    match[1]!.replaceAll('&amp;', '&').replaceAll('&quot;', '"'),
  )
}

describe('RichTextView under hostile content', () => {
  it('never renders script, event handlers or a link outside the allowed protocols', () => {
    fc.assert(
      fc.property(richText, (document) => {
        const markup = renderToStaticMarkup(<RichTextView text={document} />)
        // Every tag was read: nothing of the markup is left outside a tag or text.
        expect(markup.replace(/<[^>]*>/g, '')).not.toContain('>')
        expect(markup).not.toMatch(/<script|<svg|<img src="x"|<iframe|<object/i)
        expect(attributeNames(markup).filter((name) => name.startsWith('on'))).toEqual([])
        for (const value of linkValues(markup)) {
          const allowed =
            /^(https?:\/\/|mailto:|tel:)/i.test(value) || (value.startsWith('/') && !/^\/[/\\]/.test(value))
          expect(allowed, value).toBe(true)
        }
      }),
      { numRuns: 400 },
    )
  })
})
