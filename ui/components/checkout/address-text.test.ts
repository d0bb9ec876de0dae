/** A saved address on one line, as the delivery and summary pages write it. */
import { describe, expect, it } from 'vitest'
import { addressText } from './address-text'
import type { SavedAddress } from './checkout-types'

const address = (postalCode: string, countryCode: 'SE' | 'AX' = 'SE') =>
  ({
    addressId: 'A1',
    id: 'A1',
    label: 'Lagret',
    recipientName: 'Godsmottagningen',
    address1: 'Industrigatan 12',
    address2: 'Port 3',
    postalCode,
    postalAddress: 'Lund',
    countryCode,
    preselected: false,
    readOnly: false,
    validForDelivery: true,
  }) as SavedAddress

describe('addressText', () => {
  it('writes the postcode as "NNN NN", kept with or without its space', () => {
    const written = 'Lagret, Godsmottagningen, Industrigatan 12, Port 3, 224 78 Lund'
    expect(addressText(address('22478'))).toBe(written)
    expect(addressText(address('224 78'))).toBe(written)
  })

  it('names Åland', () => {
    expect(addressText(address('22100', 'AX'))).toBe(
      'Lagret, Godsmottagningen, Industrigatan 12, Port 3, 221 00 Lund, Åland',
    )
  })
})
