import { describe, expect, it } from 'vitest'
import { articleMedia, productCategory, variantBrand } from './variant'

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

describe('a product’s category', () => {
  it('is its breadcrumb parents’ names, top first, as one text', () => {
    expect(
      productCategory({
        breadcrumbParents: [
          { name: 'VVS', slug: 'vvs-industri' },
          { name: ' Ventiler ', slug: 'ventiler' },
        ],
        categoryPaths: ['vvs-industri/ventiler'],
      }),
    ).toBe('VVS / Ventiler')
  })

  it('is its first category path without parents, and nothing without either', () => {
    expect(productCategory({ categoryPaths: ['fastenings/skruv', 'el/kabel'] })).toBe('fastenings / skruv')
    expect(productCategory({ breadcrumbParents: [{ name: ' ' }], categoryPaths: [] })).toBeUndefined()
    expect(productCategory({})).toBeUndefined()
    expect(productCategory(undefined)).toBeUndefined()
  })
})

describe('a variant’s brand', () => {
  it('is its first brand entry’s, and none for no entry or a blank one', () => {
    expect(variantBrand({ brands: [{ brand: 'Essve' }, { brand: 'Gelia' }] })).toBe('Essve')
    expect(variantBrand({ brands: [{ brand: '  ' }] })).toBeUndefined()
    expect(variantBrand({ brands: [] })).toBeUndefined()
    expect(variantBrand(undefined)).toBeUndefined()
  })
})
