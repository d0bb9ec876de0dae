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
    ).toEqual(['Rörbolaget i Lund AB', 'Lindgatan 4', '22100 Lund'])
  })

  it('names the country only when it is not Sweden', () => {
    expect(addressLines({ kind: 'invoice', address1: 'Storgata 1', countryCode: 'NO' })).toEqual([
      'Storgata 1',
      'NO',
    ])
  })
})
