import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { itemAmount } from './cart'
import { deliveryTotals, orderDetailsFor } from './checkout'
import { deliveryDays } from './checkout-calendar'
import { pickerMonths } from './date-picker'
import { addMoney, fromMinorUnits, money, sumMoney, zeroMoney } from './money'
import { vatOn } from './pricing'

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

  it('takes VAT once on the net, as orders and their documents do, not per line', () => {
    // Two lines whose VAT is 2,5 öre each: 5 öre on the net, never 3 + 3 öre.
    const line = { quantity: 1, price: { articleNumber: '1', netPrice: money('0.10') } }
    const totals = deliveryTotals([line, { ...line, price: { ...line.price, articleNumber: '2' } }])
    expect(totals).toEqual({
      net: money('0.2'),
      excludingVat: money('0.2'),
      vat: money('0.05'),
      includingVat: money('0.25'),
      unpricedLines: 0,
    })
  })

  it('is the sum of the lines’ amounts, and VAT by the one rule (property)', () => {
    const price = fc.record({
      articleNumber: fc.constant('1'),
      netPrice: fc.integer({ min: 0, max: 100_000_000 }).map(fromMinorUnits),
      alloyingPrice: fc.option(fc.integer({ min: 0, max: 1_000_000 }).map(fromMinorUnits), {
        nil: undefined,
      }),
      salesPriceUnit: fc.option(fc.constantFrom(1, 10, 100), { nil: undefined }),
    })
    const lines = fc.array(fc.record({ quantity: fc.integer({ min: 1, max: 5000 }), price }), {
      maxLength: 20,
    })
    fc.assert(
      fc.property(lines, (drawn) => {
        const totals = deliveryTotals(drawn)
        const net = sumMoney(drawn.map((item) => itemAmount(item) ?? zeroMoney))
        expect(totals.excludingVat).toBe(net)
        expect(totals.excludingVat).toBe(addMoney(totals.net, totals.alloying ?? zeroMoney))
        if (drawn.length > 0) expect(totals.vat).toBe(vatOn(net))
        if (drawn.length > 0) expect(totals.includingVat).toBe(addMoney(net, vatOn(net)))
      }),
    )
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
