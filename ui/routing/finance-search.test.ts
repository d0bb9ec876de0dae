import { describe, expect, it } from 'vitest'
import { financeInput, financeSearchProblems } from './finance-query'
import { financeSearchParams, INVOICE_PAGE_SIZE, readFinanceSearch } from './finance-search'

describe('financial follow-up’s filter in the address', () => {
  it('reads defaults from an empty or odd address, and writes back only what differs', () => {
    expect(readFinanceSearch({})).toEqual({ from: '', to: '', page: 1 })
    expect(readFinanceSearch({ from: 42, to: '2026-03-31trailing', page: '-2' })).toEqual({
      from: '',
      to: '2026-03-31',
      page: 1,
    })
    const search = readFinanceSearch({ from: '2026-01-01', page: '3' })
    expect(financeSearchParams(search)).toEqual({ from: '2026-01-01', page: 3 })
    expect(readFinanceSearch(financeSearchParams(search))).toEqual(search)
  })

  it('refuses a day that is not one, and a range that ends before it starts, by field', () => {
    expect(financeSearchProblems({ from: '2026-02-30', to: '' })).toEqual({ from: 'orders.search.bad_date' })
    expect(financeSearchProblems({ from: '2026-06-01', to: '2026-05-31' })).toEqual({
      to: 'orders.search.to_before_from',
    })
    expect(financeSearchProblems({ from: '2026-05-31', to: '2026-05-31' })).toEqual({})
  })

  it('asks for the page of invoices the address names', () => {
    expect(financeInput({ from: '2026-01-01', to: '', page: 3 })).toEqual({
      fromDate: '2026-01-01',
      limit: INVOICE_PAGE_SIZE,
      offset: 2 * INVOICE_PAGE_SIZE,
    })
  })
})
