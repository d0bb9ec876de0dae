import { describe, expect, it } from 'vitest'
import type { RichText, RichTextElement } from './content-rich-text'
import { linkedAsset, linkedEntry, richPlainText } from './content-rich-text'

const target = (linkType: 'Entry' | 'Asset', id: string) => ({ sys: { id, type: 'Link' as const, linkType } })
const button: RichTextElement = {
  nodeType: 'embedded-entry-inline',
  data: { target: target('Entry', 'knapp-kontakta') },
  content: [],
}
const picture: RichTextElement = {
  nodeType: 'embedded-asset-block',
  data: { target: target('Asset', 'asset-butik') },
  content: [],
}
const text: RichText = {
  document: {
    nodeType: 'document',
    content: [
      {
        nodeType: 'heading-2',
        data: {},
        content: [{ nodeType: 'text', value: 'Handla i Borås', marks: [] }],
      },
      {
        nodeType: 'paragraph',
        data: {},
        content: [
          { nodeType: 'text', value: 'Vi tror på ', marks: [] },
          { nodeType: 'text', value: 'personlig service', marks: [{ type: 'bold' }] },
          { nodeType: 'text', value: '.', marks: [] },
          button,
        ],
      },
      picture,
    ],
  },
  entries: [
    {
      kind: 'button',
      id: 'knapp-kontakta',
      button: { text: 'Kontakta kundservice', url: '/kundservice', inline: true },
    },
  ],
  assets: [{ id: 'asset-butik', url: '/files/butik.svg', title: 'Butiken' }],
}

describe('rich text', () => {
  it('finds the entry or asset a node embeds', () => {
    expect(linkedEntry(text, button)).toMatchObject({
      kind: 'button',
      button: { text: 'Kontakta kundservice' },
    })
    expect(linkedAsset(text, picture)).toMatchObject({ url: '/files/butik.svg' })
    expect(linkedEntry(text, picture)).toBeUndefined()
    expect(linkedAsset(text, button)).toBeUndefined()
    expect(linkedEntry({ ...text, entries: [] }, button)).toBeUndefined()
  })

  it('reads as plain text: runs joined as written, blocks apart', () => {
    expect(richPlainText(text.document)).toBe('Handla i Borås Vi tror på personlig service.')
  })
})
