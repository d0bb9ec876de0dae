import { describe, expect, it } from 'vitest'
import { addressLines, isOrderNumber, orderPagePath } from './order'

describe('an order address as the lines of a letter', () => {
  it('leaves empty parts out and joins the postal code and town', () => {
    expect(
      addressLines({
        kind: 'delivery',
        name: 'Rörbolaget i Lund AB',
        address1: 'Lindgatan 4',
        address2: '  ',
        postalCode: '22100',
        postalAddress: 'Lund',
        countryCode: 'SE',
      }),
    ).toEqual(['Rörbolaget i Lund AB', 'Lindgatan 4', '221 00 Lund'])
  })

  it('writes the postcode as "NNN NN" however it was kept, and Åland by name', () => {
    const lines = (postalCode: string, countryCode: string) =>
      addressLines({
        kind: 'delivery',
        address1: 'Torggatan 2',
        postalCode,
        postalAddress: 'Mariehamn',
        countryCode,
      })
    expect(lines('22100', 'AX')).toEqual(['Torggatan 2', '221 00 Mariehamn', 'Åland'])
    expect(lines('221 00', 'AX')).toEqual(['Torggatan 2', '221 00 Mariehamn', 'Åland'])
  })

  it('names the country only when it is not Sweden', () => {
    expect(addressLines({ kind: 'invoice', address1: 'Storgata 1', countryCode: 'NO' })).toEqual([
      'Storgata 1',
      'NO',
    ])
  })
})

describe('an order reference', () => {
  it('is an order number when it is digits only, as the buyer sees it', () => {
    expect(isOrderNumber('4100222')).toBe(true)
    for (const reference of ['0b6f2c1e-9a4d-4c3e-8f00-1a2b3c4d5e6f', 'T-0b6f2c1e', '4100222 ', '', '41.00'])
      expect(isOrderNumber(reference)).toBe(false)
  })

  it('names the order page by its number', () => {
    expect(orderPagePath('4100222')).toBe('/mina-sidor/ordrar/4100222')
  })
})
