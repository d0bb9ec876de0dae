import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  addressDisplayFields,
  deliveryAddressId,
  formatPostcode,
  searchAddresses,
  storeAddressText,
  type Address,
} from './address'

const address = (fields: Partial<Address> & { id: string }): Address => ({
  addressId: fields.id,
  countryCode: 'SE',
  preselected: false,
  readOnly: false,
  validForDelivery: true,
  ...fields,
})

const book = [
  address({
    id: '1',
    label: 'Lager',
    recipientName: 'Rörbolaget AB',
    address1: 'Industrivägen 4',
    postalCode: '22100',
    postalAddress: 'Lund',
  }),
  address({
    id: '2',
    label: 'Bygget',
    name: 'Kv. Linden',
    address1: 'Storgatan 12',
    postalCode: '11122',
    postalAddress: 'Stockholm',
  }),
  address({
    id: '3',
    recipientName: 'Anna Berg',
    address2: 'Port B',
    postalCode: '41101',
    postalAddress: 'Göteborg',
  }),
]

describe('searchAddresses', () => {
  it('keeps every address for an empty or blank text', () => {
    expect(searchAddresses(book, '')).toEqual(book)
    expect(searchAddresses(book, '   ')).toEqual(book)
  })

  it('matches each term, uppercased, in any searched field', () => {
    expect(searchAddresses(book, 'lund').map((a) => a.id)).toEqual(['1'])
    expect(searchAddresses(book, 'storgatan STOCKHOLM').map((a) => a.id)).toEqual(['2'])
    expect(searchAddresses(book, 'port göteborg').map((a) => a.id)).toEqual(['3'])
    expect(searchAddresses(book, 'gatan').map((a) => a.id)).toEqual(['2'])
    expect(searchAddresses(book, 'lund stockholm')).toEqual([])
  })

  it('keeps order, only narrows, and every result holds every term', () => {
    const field = fc.option(fc.stringMatching(/^[a-zåäö0-9 ]{0,12}$/), { nil: undefined })
    const anyAddress = fc.record({
      id: fc.uuid(),
      label: field,
      name: field,
      address1: field,
      postalAddress: field,
    })
    const term = fc.stringMatching(/^[a-zåäö0-9]{1,3}$/)
    fc.assert(
      fc.property(
        fc.array(anyAddress.map(address), { maxLength: 12 }),
        fc.array(term, { maxLength: 3 }),
        term,
        (addresses, terms, extra) => {
          const result = searchAddresses(addresses, terms.join(' '))
          let cursor = 0
          for (const found of result) cursor = addresses.indexOf(found, cursor) + 1
          expect(cursor).toBeGreaterThanOrEqual(result.length)
          for (const found of result) {
            const text = [found.label, found.name, found.address1, found.postalAddress]
              .join('|')
              .toUpperCase()
            for (const t of terms) expect(text).toContain(t.toUpperCase())
          }
          const narrower = searchAddresses(addresses, [...terms, extra].join(' '))
          expect(narrower.every((found) => result.includes(found))).toBe(true)
        },
      ),
      { numRuns: 1000 },
    )
  })
})

describe('addressDisplayFields', () => {
  it('shows the spec texts for a missing recipient and second line', () => {
    expect(addressDisplayFields({})).toEqual({
      recipientName: 'Mottagarnamn saknas',
      address2: 'Adress saknas',
    })
    expect(addressDisplayFields({ recipientName: 'Anna', address2: 'Port B' })).toEqual({
      recipientName: 'Anna',
      address2: 'Port B',
    })
  })
})

describe('formatPostcode', () => {
  it('writes a five-digit postcode as "NNN NN", however it was given', () => {
    expect(formatPostcode('22478')).toBe('224 78')
    expect(formatPostcode('224 78')).toBe('224 78')
    expect(formatPostcode(' 12630 ')).toBe('126 30')
    expect(formatPostcode('126\u00a030')).toBe('126 30')
    expect(formatPostcode('2 2 4 7 8')).toBe('224 78')
  })

  it('leaves other text as given, only trimmed', () => {
    expect(formatPostcode('1263')).toBe('1263')
    expect(formatPostcode('0150 Oslo')).toBe('0150 Oslo')
    expect(formatPostcode(' SW1A 1AA ')).toBe('SW1A 1AA')
    expect(formatPostcode('')).toBe('')
  })

  it('writes every five digits with or without spaces the one way, and is idempotent', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{5}$/), fc.integer({ min: 0, max: 5 }), (digits, at) => {
        const spaced = `${digits.slice(0, at)} ${digits.slice(at)}`
        const formatted = formatPostcode(spaced)
        expect(formatted).toBe(`${digits.slice(0, 3)} ${digits.slice(3)}`)
        expect(formatPostcode(formatted)).toBe(formatted)
        expect(formatPostcode(digits)).toBe(formatted)
      }),
    )
  })

  it('changes nothing but the spaces of any other text', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 12 }), (text) => {
        const formatted = formatPostcode(text)
        expect(formatted.replace(/[\s\u00a0]/g, '')).toBe(text.replace(/[\s\u00a0]/g, ''))
        if (!/^\d{5}$/.test(text.replace(/[\s\u00a0]/g, ''))) expect(formatted).toBe(text.trim())
      }),
    )
  })
})

describe('storeAddressText', () => {
  it('writes street, postcode "NNN NN" and town on one line', () => {
    expect(storeAddressText({ address1: 'Elektravägen 3', postalCode: '12630', city: 'Stockholm' })).toBe(
      'Elektravägen 3, 126 30 Stockholm',
    )
  })
})

describe('deliveryAddressId', () => {
  const saved = (addressId: string, preselected: boolean, validForDelivery = true) => ({
    addressId,
    preselected,
    validForDelivery,
  })

  it('is the chosen address while it is the customer’s and deliverable, else the preselected one', () => {
    const addresses = [saved('A1', false), saved('A2', true), saved('A3', false, false)]
    expect(deliveryAddressId('A1', addresses)).toBe('A1')
    expect(deliveryAddressId(undefined, addresses)).toBe('A2')
    expect(deliveryAddressId('A3', addresses)).toBe('A2')
    expect(deliveryAddressId('gone', addresses)).toBe('A2')
    expect(deliveryAddressId(undefined, [saved('A2', true, false)])).toBeUndefined()
    expect(deliveryAddressId(undefined, undefined)).toBeUndefined()
  })

  it('answers only a deliverable address among those given (generated)', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            addressId: fc.constantFrom('A1', 'A2', 'A3', 'A4'),
            preselected: fc.boolean(),
            validForDelivery: fc.boolean(),
          }),
        ),
        fc.option(fc.constantFrom('A1', 'A2', 'A3', 'A4', 'A5'), { nil: undefined }),
        (addresses, chosen) => {
          const answer = deliveryAddressId(chosen, addresses)
          const deliverable = addresses.filter((a) => a.validForDelivery)
          if (answer === undefined)
            expect(deliverable.some((a) => a.addressId === chosen || a.preselected)).toBe(false)
          else {
            expect(deliverable.map((a) => a.addressId)).toContain(answer)
            if (deliverable.some((a) => a.addressId === chosen)) expect(answer).toBe(chosen)
          }
        },
      ),
    )
  })
})
