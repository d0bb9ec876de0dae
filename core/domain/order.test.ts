import { describe, expect, it } from 'vitest'
import { addressLines } from './order'

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
