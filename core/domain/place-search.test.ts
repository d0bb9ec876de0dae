import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { foldForSearch, placeMatches, postcodeOf, searchPlaces, searchWords } from './place-search'

const places = [
  { name: 'Proffsbutik Örebro', address: 'Bettorpsgatan 4, 703 69 Örebro' },
  { name: 'Proffsbutik Stockholm Syd', address: 'Elektravägen 3, 126 30 Stockholm' },
  { name: 'Proffsbutik Kungsholmen', address: 'Fleminggatan 7, 114 55 Stockholm' },
  { name: 'Proffsbutik Ängelholm', address: 'Industrigatan 1, 262 71 Ängelholm' },
  { name: 'VVS-Huset i Kalmar', address: 'Industrigatan 4, Kalmar' },
  { name: 'Utan adress' },
]
const names = (text: string) => searchPlaces(places, text).map((p) => p.name)

describe('foldForSearch and searchWords', () => {
  it('folds case and diacritics the Swedish way', () => {
    expect(foldForSearch('ÅÄÖ Éire')).toBe('aao eire')
  })

  it('joins the two parts of a postcode, but not longer runs of digits', () => {
    expect(searchWords('114 55 Stockholm')).toEqual(['11455', 'stockholm'])
    expect(searchWords('Elektravägen 3')).toEqual(['elektravagen', '3'])
    expect(searchWords('12345 6')).toEqual(['12345', '6'])
  })

  it('reads the postcode of an address with or without its space', () => {
    expect(postcodeOf('Fleminggatan 7, 114 55 Stockholm')).toBe('11455')
    expect(postcodeOf('Fleminggatan 7, 11455 Stockholm')).toBe('11455')
    expect(postcodeOf('Industrigatan 4, Kalmar')).toBeUndefined()
  })
})

describe('placeMatches', () => {
  it('matches every place on empty text', () => {
    expect(names('  ')).toHaveLength(places.length)
  })

  it('finds a town in any case and without its diacritics', () => {
    expect(names('örebro')).toEqual(['Proffsbutik Örebro'])
    expect(names('OREBRO')).toEqual(['Proffsbutik Örebro'])
    expect(names('angelholm')).toEqual(['Proffsbutik Ängelholm'])
    expect(names('stockholm')).toEqual(['Proffsbutik Stockholm Syd', 'Proffsbutik Kungsholmen'])
  })

  it('finds a postcode with or without its space, and by prefix', () => {
    expect(names('114 55')).toEqual(['Proffsbutik Kungsholmen'])
    expect(names('11455')).toEqual(['Proffsbutik Kungsholmen'])
    expect(names('1')).toEqual(['Proffsbutik Stockholm Syd', 'Proffsbutik Kungsholmen'])
    expect(names('114 55 stockholm')).toEqual(['Proffsbutik Kungsholmen'])
  })

  it('does not take a house number for a postcode', () => {
    expect(names('3')).toEqual([])
    expect(names('7')).toEqual(['Proffsbutik Örebro'])
  })

  it('finds a street or a name, every word at the start of a word', () => {
    expect(names('industrigatan')).toEqual(['Proffsbutik Ängelholm', 'VVS-Huset i Kalmar'])
    expect(names('elektravagen 3')).toEqual(['Proffsbutik Stockholm Syd'])
    expect(names('huset kalmar')).toEqual(['VVS-Huset i Kalmar'])
    expect(names('vvs-huset')).toEqual(['VVS-Huset i Kalmar'])
    expect(names('holm')).toEqual([])
    expect(names('stockholm norr')).toEqual([])
  })

  it('matches a place without an address by its name only', () => {
    expect(placeMatches({ name: 'Utan adress' }, 'utan')).toBe(true)
    expect(placeMatches({ name: 'Utan adress' }, '12345')).toBe(false)
  })
})

describe('postcode search over every postcode', () => {
  it('finds a place by its postcode written with or without the space, and by any prefix', () => {
    fc.assert(
      fc.property(fc.integer({ min: 10000, max: 99999 }), fc.integer({ min: 1, max: 5 }), (code, length) => {
        const digits = String(code)
        const place = { name: 'Butik', address: `Gatan 1, ${digits.slice(0, 3)} ${digits.slice(3)} Orten` }
        expect(placeMatches(place, digits)).toBe(true)
        expect(placeMatches(place, `${digits.slice(0, 3)} ${digits.slice(3)}`)).toBe(true)
        expect(placeMatches(place, digits.slice(0, length))).toBe(true)
        expect(placeMatches(place, `${digits} orten`)).toBe(true)
      }),
    )
  })
})
