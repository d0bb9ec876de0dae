import { describe, expect, it } from 'vitest'
import { deliveryTotals, orderDetailsFor } from './checkout'
import { deliveryDays } from './checkout-calendar'
import { pickerMonths } from './date-picker'
import { money } from './money'

describe('deliveryTotals', () => {
  it('adds net, discounts, surcharge and VAT per sales price unit; unpriced lines count nothing', () => {
    const totals = deliveryTotals([
      {
        quantity: 3,
        price: {
          articleNumber: '1',
          netPrice: money('10'),
          alloyingPrice: money('2'),
          discountAmount: money('1.5'),
          salesPrice: money('12'),
          salesPriceIncludingVat: money('15'),
        },
      },
      {
        quantity: 200,
        price: {
          articleNumber: '2',
          netPrice: money('50'),
          salesPriceUnit: 100,
          salesPrice: money('50'),
          salesPriceIncludingVat: money('62.5'),
        },
      },
      { quantity: 1 },
      { quantity: 1, price: { articleNumber: '4', netPrice: money('99'), askForPrice: true } },
    ])
    expect(totals).toEqual({
      net: money('130'),
      discounts: money('4.5'),
      alloying: money('6'),
      excludingVat: money('136'),
      includingVat: money('170'),
      vat: money('34'),
      unpricedLines: 2,
    })
  })

  it('leaves VAT out when a priced line lacks the price with VAT', () => {
    const totals = deliveryTotals([{ quantity: 1, price: { articleNumber: '1', netPrice: money('10') } }])
    expect(totals).toEqual({ net: money('10'), excludingVat: money('10'), unpricedLines: 0 })
  })
})

describe('orderDetailsFor', () => {
  it('sends the store of store deliveries, the address of the others, and the trimmed notes on each', () => {
    const details = orderDetailsFor(
      [
        { deliveryId: 'DBI', needs: 'none' },
        { deliveryId: 'EXH', needs: 'store' },
        { deliveryId: 'XXX', needs: 'zipCode' },
      ],
      (id) => ({ storeId: id === 'EXH' ? '1001' : 'ignored', addressId: id === 'EXH' ? 'ignored' : 'A1' }),
      { reference: '  Kv. Linden ', contactName: 'Anna', contactPhone: '070', message: '   ' },
    )
    const notes = { reference: 'Kv. Linden', contactName: 'Anna', contactPhone: '070' }
    expect(details).toEqual({
      DBI: { addressId: 'A1', ...notes },
      EXH: { storeId: '1001', ...notes },
      XXX: { addressId: 'A1', ...notes },
    })
  })
})

describe('deliveryDays', () => {
  it('keeps the customer’s days from the earliest day on, never a closed one', () => {
    const shop = ['2026-12-22', '2026-12-23', '2026-12-28']
    expect(
      deliveryDays(
        shop,
        ['2026-12-21', '2026-12-23', '2026-12-24', '2026-12-26', '2026-12-28', '2026-12-23'],
        'dahl',
      ),
    ).toEqual(['2026-12-23', '2026-12-28'])
    expect(deliveryDays(shop, undefined, 'dahl')).toEqual(shop)
  })
})

describe('pickerMonths', () => {
  it('lays the months out Monday first, each day open or closed with why', () => {
    const months = pickerMonths(
      '2026-11-23',
      ['2026-11-24', '2026-12-23', '2026-12-28'],
      [{ date: '2026-12-24', name: 'Julafton' }],
    )
    expect(months.map((m) => m.month)).toEqual(['2026-11-01', '2026-12-01'])
    const november = months[0]!
    // 1 Nov 2026 is a Sunday: six empty cells before it.
    expect(november.weeks[0]!.slice(0, 6)).toEqual([null, null, null, null, null, null])
    expect(november.weeks.every((week) => week.length === 7)).toBe(true)
    const days = months.flatMap((m) => m.weeks.flat()).filter((day) => day !== null)
    const find = (date: string) => days.find((day) => day.date === date)
    expect(find('2026-11-24')).toEqual({ date: '2026-11-24', kind: 'open' })
    expect(find('2026-11-23')).toMatchObject({ kind: 'closed', reason: 'unavailable' })
    expect(find('2026-12-24')).toEqual({
      date: '2026-12-24',
      kind: 'closed',
      reason: 'holiday',
      holiday: 'Julafton',
    })
    expect(find('2026-12-26')).toMatchObject({ kind: 'closed', reason: 'weekend' })
    expect(days).toHaveLength(61)
  })
})
