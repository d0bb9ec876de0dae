import { describe, expect, it } from 'vitest'
import { articleMedia } from './variant'

describe('an article’s media', () => {
  it('shows pictures with the article’s name, documents by label or file name, and no unsafe link', () => {
    const media = articleMedia('Kulventil', [
      { assetUrl: 'https://bilder.example/1.jpg' },
      { assetUrl: 'https://bilder.example/2.jpg', assetType: 'image', assetLabel: 'Från sidan' },
      { assetUrl: '/dokument/datablad-1000003.pdf', assetType: 'document', assetMimeType: 'application/pdf' },
      { assetUrl: 'https://dokument.example/m.pdf', assetType: 'manual', assetLabel: 'Monteringsanvisning' },
      { assetUrl: 'javascript:alert(1)', assetType: 'document', assetLabel: 'Farlig' },
    ])
    expect(media.images).toEqual([
      { url: 'https://bilder.example/1.jpg', label: 'Kulventil' },
      { url: 'https://bilder.example/2.jpg', label: 'Från sidan' },
    ])
    expect(media.documents).toEqual([
      { url: '/dokument/datablad-1000003.pdf', label: 'datablad-1000003.pdf', mimeType: 'application/pdf' },
      { url: 'https://dokument.example/m.pdf', label: 'Monteringsanvisning', mimeType: '' },
    ])
  })
})
