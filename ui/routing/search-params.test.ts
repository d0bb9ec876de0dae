import { describe, expect, it } from 'vitest'
import { parseSearch, stringifySearch } from './search-params'

describe('search parameters in the URL', () => {
  it('reads every value as text, so an article number searched for stays one', () => {
    expect(parseSearch('?q=1000003&sida=2')).toEqual({ q: '1000003', sida: '2' })
  })

  it('reads a repeated key as a list', () => {
    expect(parseSearch('?filter=Fabrikat%3AGustavsberg&filter=Dimension%3A15+mm')).toEqual({
      filter: ['Fabrikat:Gustavsberg', 'Dimension:15 mm'],
    })
  })

  it('writes lists as repeated keys and leaves out what is empty', () => {
    expect(stringifySearch({ q: 'rör 22', filter: ['a:1', 'b:ä'], sida: 2, sort: undefined, x: '' })).toBe(
      '?q=r%C3%B6r+22&filter=a%3A1&filter=b%3A%C3%A4&sida=2',
    )
    expect(stringifySearch({})).toBe('')
  })

  it('reads back what it wrote', () => {
    const search = { q: 'kopparrör "15"', filter: ['Fabrikat:Tour & Andersson', 'Dimension:15 mm'] }
    expect(parseSearch(stringifySearch(search))).toEqual(search)
  })
})
