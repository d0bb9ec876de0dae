import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import type { RichText, RichTextNode } from '@proffsbutik/core/domain'
import { RichTextView } from './rich-text'

const t = (value: string, ...marks: ('bold' | 'italic')[]): RichTextNode => ({
  nodeType: 'text',
  value,
  marks: marks.map((type) => ({ type })),
})
const el = (
  nodeType: Exclude<RichTextNode['nodeType'], 'text'>,
  content: RichTextNode[] = [],
  data: { uri?: string; target?: { sys: { id: string; type: 'Link'; linkType: 'Entry' | 'Asset' } } } = {},
): RichTextNode => ({ nodeType, data, content })
const entry = (id: string) => ({ sys: { id, type: 'Link' as const, linkType: 'Entry' as const } })
const asset = (id: string) => ({ sys: { id, type: 'Link' as const, linkType: 'Asset' as const } })

const html = (content: RichTextNode[], extra: Partial<RichText> = {}) =>
  renderToStaticMarkup(
    <RichTextView
      text={{ document: { nodeType: 'document', content }, entries: [], assets: [], ...extra }}
    />,
  )

describe('RichTextView', () => {
  it('renders blocks and marks as elements, text escaped, never as HTML', () => {
    expect(
      html([
        el('heading-2', [t('Villkor')]),
        el('paragraph', [t('Pris '), t('exkl. moms', 'bold', 'italic'), t(' <script>x</script>')]),
        el('unordered-list', [el('list-item', [el('paragraph', [t('Ett')])])]),
        el('blockquote', [el('paragraph', [t('Citat')])]),
        el('hr'),
      ]),
    ).toBe(
      '<div class="rich-text"><h2>Villkor</h2><p>Pris <em><strong>exkl. moms</strong></em> &lt;script&gt;x&lt;/script&gt;</p>' +
        '<ul><li><p>Ett</p></li></ul><blockquote><p>Citat</p></blockquote><hr/></div>',
    )
  })

  it('renders tables with header cells', () => {
    expect(
      html([
        el('table', [
          el('table-row', [el('table-header-cell', [t('Dag')])]),
          el('table-row', [el('table-cell', [t('Måndag')])]),
        ]),
      ]),
    ).toContain('<table><tbody><tr><th scope="col">Dag</th></tr><tr><td>Måndag</td></tr></tbody></table>')
  })

  it('links to shop paths in place and to other sites in a new tab', () => {
    const markup = html([
      el('paragraph', [
        el('hyperlink', [t('leverans')], { uri: '/leveransvillkor' }),
        el('hyperlink', [t('extern')], { uri: 'https://example.se/a' }),
        el('hyperlink', [t('ring')], { uri: 'tel:+46101234500' }),
      ]),
    ])
    expect(markup).toContain('<a href="/leveransvillkor">leverans</a>')
    expect(markup).toContain(
      '<a href="https://example.se/a" target="_blank" rel="noopener noreferrer">extern</a>',
    )
    expect(markup).toContain('<a href="tel:+46101234500">ring</a>')
  })

  it('refuses javascript:, data: and disguised protocols, keeping the text', () => {
    for (const uri of [
      'javascript:alert(1)',
      'java\tscript:alert(1)',
      ' JAVASCRIPT:alert(1)',
      'data:text/html,x',
      'vbscript:x',
    ]) {
      const markup = html([el('paragraph', [el('hyperlink', [t('klicka')], { uri })])])
      expect(markup).toBe('<div class="rich-text"><p><span>klicka</span></p></div>')
    }
  })

  it('renders entry links, embedded buttons and pictures from the linked entries and assets', () => {
    const markup = html(
      [
        el('paragraph', [el('entry-hyperlink', [t('hållbarhet')], { target: entry('sida') })]),
        el('embedded-entry-block', [], { target: entry('knapp') }),
        el('paragraph', [el('embedded-entry-inline', [], { target: entry('farlig') })]),
        el('embedded-asset-block', [], { target: asset('bild') }),
        el('embedded-entry-block', [], { target: entry('saknas') }),
      ],
      {
        entries: [
          { kind: 'page', id: 'sida', slug: 'hallbarhet' },
          {
            kind: 'button',
            id: 'knapp',
            button: {
              text: 'Ansök',
              url: '/bli-kund',
              variant: 'primary',
              size: 'large',
              inline: false,
              shape: 'rounded',
              icon: 'arrow-right',
            },
          },
          {
            kind: 'button',
            id: 'farlig',
            button: { text: 'Farlig', url: 'javascript:alert(1)', inline: true },
          },
        ],
        assets: [
          { id: 'bild', url: '/services/content/files/b/b.svg', title: 'Butiken', width: 800, height: 450 },
        ],
      },
    )
    expect(markup).toContain('<a href="/hallbarhet">hållbarhet</a>')
    expect(markup).toContain(
      '<p class="rich-text__button"><a class="content-button content-button--primary content-button--large content-button--rounded" href="/bli-kund"><span>Ansök</span>',
    )
    expect(markup).not.toContain('Farlig')
    expect(markup).toContain(
      '<figure class="rich-text__figure"><img src="/services/content/files/b/b.svg" alt="Butiken" width="800" height="450" loading="lazy" decoding="async"/><figcaption>Butiken</figcaption></figure>',
    )
  })

  it('renders nothing for an empty field', () => {
    expect(html([])).toBe('')
  })
})
