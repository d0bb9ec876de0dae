/**
 * Retailers: independent shops across Sweden that sell the brands where there is no store of our
 * own. Towns and positions are real; the companies are invented.
 */
import type { SeedEntry } from '../content-store'

const towns: readonly (readonly [string, number, number])[] = [
  ['Kalmar', 56.66, 16.36],
  ['Karlskrona', 56.16, 15.59],
  ['Växjö', 56.88, 14.81],
  ['Halmstad', 56.67, 12.86],
  ['Kristianstad', 56.03, 14.16],
  ['Helsingborg', 56.05, 12.69],
  ['Lund', 55.7, 13.19],
  ['Trelleborg', 55.38, 13.16],
  ['Ystad', 55.43, 13.82],
  ['Varberg', 57.11, 12.25],
  ['Borås', 57.72, 12.94],
  ['Trollhättan', 58.28, 12.29],
  ['Uddevalla', 58.35, 11.94],
  ['Skövde', 58.39, 13.85],
  ['Lidköping', 58.5, 13.16],
  ['Karlstad', 59.38, 13.5],
  ['Arvika', 59.65, 12.59],
  ['Örebro', 59.27, 15.21],
  ['Västerås', 59.61, 16.55],
  ['Eskilstuna', 59.37, 16.51],
  ['Nyköping', 58.75, 17.01],
  ['Norrköping', 58.59, 16.19],
  ['Linköping', 58.41, 15.62],
  ['Motala', 58.54, 15.04],
  ['Värnamo', 57.18, 14.04],
  ['Ljungby', 56.83, 13.94],
  ['Visby', 57.64, 18.3],
  ['Uppsala', 59.86, 17.64],
  ['Enköping', 59.64, 17.08],
  ['Södertälje', 59.2, 17.63],
  ['Norrtälje', 59.76, 18.7],
  ['Katrineholm', 58.99, 16.21],
  ['Gävle', 60.67, 17.14],
  ['Falun', 60.61, 15.63],
  ['Borlänge', 60.48, 15.43],
  ['Mora', 61.0, 14.54],
  ['Sandviken', 60.62, 16.78],
  ['Hudiksvall', 61.73, 17.1],
  ['Sundsvall', 62.39, 17.31],
  ['Härnösand', 62.63, 17.94],
  ['Örnsköldsvik', 63.29, 18.72],
  ['Östersund', 63.18, 14.64],
  ['Umeå', 63.83, 20.26],
  ['Skellefteå', 64.75, 20.95],
  ['Piteå', 65.32, 21.48],
  ['Luleå', 65.58, 22.15],
  ['Boden', 65.83, 21.69],
  ['Gällivare', 67.13, 20.66],
  ['Kiruna', 67.86, 20.23],
]

/** Kinds of retailer: a name prefix and what they offer. */
const kinds: readonly (readonly [string, readonly string[]])[] = [
  ['Rörcentralen', ['VVS', 'Värme', 'Sanitet']],
  ['Elgrossen', ['El', 'Belysning', 'Kabel']],
  ['VVS-Huset', ['VVS', 'Sanitet', 'Verktyg']],
  ['Installationslagret', ['VVS', 'El', 'Infästning']],
  ['Kylproffsen', ['Kyla', 'Värmepumpar', 'Verktyg']],
  ['Verktygsboden', ['Verktyg', 'Infästning', 'Skydd']],
  ['Fastighetsförrådet', ['Fastighet', 'El', 'VVS']],
  ['Mark & Rör', ['Mark och VA', 'VVS', 'Dränering']],
]

const streets = [
  'Industrigatan',
  'Verkstadsvägen',
  'Hantverkargatan',
  'Förrådsvägen',
  'Montörgatan',
  'Lagergatan',
]

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[åä]/g, 'a')
    .replace(/ö/g, 'o')
    .replace(/&/g, 'och')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')

/** One retailer per town, the kinds taken in turn. */
export const retailerEntries: readonly SeedEntry[] = towns.map(([town, lat, lon], n) => {
  const [prefix, offerings] = kinds[n % kinds.length]!
  const name = `${prefix} i ${town}`
  return {
    id: `aterforsaljare-${slug(town)}`,
    type: 'retailer',
    fields: {
      name,
      address: `${streets[n % streets.length]} ${4 + ((n * 7) % 38)}, ${town}`,
      location: { lat, lon },
      offerings,
      link: `https://${slug(name)}.invalid`,
    },
  }
})
