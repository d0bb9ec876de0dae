import { describe, expect, it } from 'vitest'
import { isCalendarDay, orderHistoryInput, orderSearchProblems } from './order-query'
import { orderSearchParams, readOrderSearch } from './order-search'

describe('order history search in the address', () => {
  it('reads defaults from an empty address and keeps known statuses in their order', () => {
    expect(readOrderSearch({})).toEqual({
      q: '',
      status: [],
      from: '',
      to: '',
      sort: 'createdAt:desc',
      page: 1,
    })
    expect(
      readOrderSearch({ q: 'VS-12', status: 'invoiced,bogus,received', sort: 'total:asc', page: '3' }),
    ).toMatchObject({ q: 'VS-12', status: ['received', 'invoiced'], sort: 'total:asc', page: 3 })
    expect(readOrderSearch({ sort: 'price', page: '-4' })).toMatchObject({ sort: 'createdAt:desc', page: 1 })
  })

  it('writes only what differs from the defaults, and reads back the same search', () => {
    const search = readOrderSearch({ q: 'rör', status: 'shipped', from: '2026-01-01', page: 2 })
    const params = orderSearchParams(search)
    expect(params).toEqual({ q: 'rör', status: 'shipped', from: '2026-01-01', page: 2 })
    expect(readOrderSearch(params)).toEqual(search)
  })

  it('refuses days that are not days and a range that ends before it starts', () => {
    expect(isCalendarDay('2026-02-29')).toBe(false)
    expect(isCalendarDay('2028-02-29')).toBe(true)
    expect(orderSearchProblems({ q: '', from: '2026-13-01', to: '' })).toEqual({
      from: 'orders.search.bad_date',
    })
    expect(orderSearchProblems({ q: '', from: '2026-05-01', to: '2026-04-01' })).toEqual({
      to: 'orders.search.to_before_from',
    })
    expect(orderSearchProblems({ q: 'x'.repeat(101), from: '', to: '' })).toEqual({
      q: 'orders.search.text_too_long',
    })
    expect(orderSearchProblems({ q: 'rör', from: '2026-04-01', to: '2026-04-01' })).toEqual({})
  })

  it('asks the service for the page with the sort split and the text trimmed', () => {
    expect(orderHistoryInput(readOrderSearch({ q: ' 41 ', sort: 'reference:asc', page: 3 }))).toEqual({
      text: '41',
      sort: { by: 'reference', direction: 'asc' },
      limit: 20,
      offset: 40,
    })
  })
})
