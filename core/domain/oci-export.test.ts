import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { cartTotal, type CartItem } from './cart'
import { fromMinorUnits, money, sumMoney } from './money'
import { lineAmount } from './pricing'
import {
  checkCartExport,
  handBackBlock,
  handBackBlockers,
  ociCompanyProfiles,
  ociDecimal,
  ociFieldLimits,
  ociFormFields,
  ociLineFromCartItem,
  readOciForm,
  type OciLine,
} from './oci-export'

const line: OciLine = {
  description: 'Rörböj 90° Cu 15 mm, förzinkad',
  vendorMaterial: '1234567',
  quantity: 12.5,
  unit: 'STK',
  price: money('0.0345'),
  priceUnit: 1,
  leadTimeDays: 1,
  externalProductId: 'SSG-42',
  breadcrumbParentNames: ['VVS', 'Rör och rördelar', 'Kopparrör'],
  label: 'Kv. Linden plan 3',
}

describe('ociFormFields', () => {
  it('writes the numbered NEW_ITEM fields of a line', () => {
    expect(ociFormFields([line])).toEqual([
      ['NEW_ITEM-DESCRIPTION[1]', 'Rörböj 90° Cu 15 mm, förzinkad'],
      ['NEW_ITEM-VENDORMAT[1]', '1234567'],
      ['NEW_ITEM-QUANTITY[1]', '12.5'],
      ['NEW_ITEM-UNIT[1]', 'STK'],
      ['NEW_ITEM-PRICE[1]', '0.0345'],
      ['NEW_ITEM-PRICEUNIT[1]', '1'],
      ['NEW_ITEM-CURRENCY[1]', 'SEK'],
      ['NEW_ITEM-LEADTIME[1]', '1'],
      ['NEW_ITEM-EXT_PRODUCT_ID[1]', 'SSG-42'],
      ['NEW_ITEM-MATGROUP[1]', '40000000'],
      ['NEW_ITEM-CUST_FIELD5[1]', 'Kv. Linden plan 3'],
    ])
  })

  it('numbers lines from 1 and writes decimals with a dot and no grouping', () => {
    const fields = new Map(
      ociFormFields([line, { ...line, vendorMaterial: '99', price: money('1234567.5'), quantity: 1000 }]),
    )
    expect(fields.get('NEW_ITEM-VENDORMAT[2]')).toBe('99')
    expect(fields.get('NEW_ITEM-PRICE[2]')).toBe('1234567.50')
    expect(fields.get('NEW_ITEM-QUANTITY[2]')).toBe('1000')
  })

  it('applies the company profiles as configuration', () => {
    const unitSt = new Map(ociFormFields([line], ociCompanyProfiles.unitSt))
    expect(unitSt.get('NEW_ITEM-UNIT[1]')).toBe('ST')
    const blank = new Map(ociFormFields([line], ociCompanyProfiles.blankMaterialGroup))
    expect(blank.get('NEW_ITEM-MATGROUP[1]')).toBe('')
    const breadcrumb = new Map(ociFormFields([line], ociCompanyProfiles.breadcrumbMaterialGroup))
    expect(breadcrumb.get('NEW_ITEM-MATGROUP[1]')).toBe('Kopparrör')
    const custom = new Map(
      ociFormFields([line], { customFields: { CUST_FIELD1: { kind: 'fixed', value: 'DAHL' } } }),
    )
    expect(custom.get('NEW_ITEM-CUST_FIELD1[1]')).toBe('DAHL')
    expect(custom.has('NEW_ITEM-CUST_FIELD5[1]')).toBe(false)
  })

  it('cuts text to the OCI limits and refuses numbers that do not fit', () => {
    const fields = new Map(
      ociFormFields(
        [{ ...line, description: 'Å'.repeat(60), breadcrumbParentNames: ['Rörkopplingar och fittings'] }],
        ociCompanyProfiles.breadcrumbMaterialGroup,
      ),
    )
    expect(fields.get('NEW_ITEM-DESCRIPTION[1]')).toBe('Å'.repeat(40))
    expect(fields.get('NEW_ITEM-MATGROUP[1]')).toBe('Rörkopplin')
    expect(ociFormFields([{ ...line, price: fromMinorUnits(9e15) }])[4]).toEqual([
      'NEW_ITEM-PRICE[1]',
      '900000000000.00',
    ])
    expect(() => ociFormFields([{ ...line, quantity: 1e16 }])).toThrow(RangeError)
  })

  it('gives every line the same fields and keeps prices exact over random carts', () => {
    const anyLine = fc.record({
      description: fc.string({ maxLength: 80 }),
      vendorMaterial: fc.stringMatching(/^[0-9A-Z]{1,12}$/),
      quantity: fc.integer({ min: 1, max: 1_000_000 }).map((n) => n / 100),
      unit: fc.constantFrom('STK', 'M', 'KG', 'FRP'),
      price: fc.integer({ min: 0, max: 1e12 }).map((units) => fromMinorUnits(units)),
      priceUnit: fc.constantFrom(1, 10, 100),
      leadTimeDays: fc.integer({ min: 0, max: 60 }),
      breadcrumbParentNames: fc.array(fc.string({ maxLength: 20 }), { maxLength: 3 }),
    })
    fc.assert(
      fc.property(fc.array(anyLine, { minLength: 1, maxLength: 10 }), (lines) => {
        const fields = ociFormFields(lines)
        const perLine = fields.length / lines.length
        expect(Number.isInteger(perLine)).toBe(true)
        lines.forEach((l, i) => {
          const own = fields.slice(i * perLine, (i + 1) * perLine)
          expect(own.map(([name]) => name.replace(`[${i + 1}]`, ''))).toEqual(
            fields.slice(0, perLine).map(([name]) => name.replace('[1]', '')),
          )
          const get = (field: string) =>
            own.find(([name]) => name === `NEW_ITEM-${field}[${i + 1}]`)?.[1] ?? ''
          expect(money(get('PRICE'))).toBe(l.price)
          expect(Number(get('QUANTITY'))).toBe(l.quantity)
          for (const [name, value] of own) {
            const field = name.slice('NEW_ITEM-'.length, name.indexOf('[')) as keyof typeof ociFieldLimits
            expect([...value].length).toBeLessThanOrEqual(ociFieldLimits[field])
          }
          for (const numeric of ['PRICE', 'QUANTITY', 'PRICEUNIT', 'LEADTIME'])
            expect(get(numeric)).toMatch(/^\d+(\.\d+)?$/)
        })
      }),
      { numRuns: 1000 },
    )
  }, 30_000) // 1000 random carts; a loaded CI machine needs more than the default 5 s

  it('writes tiny and fractional quantities without an exponent', () => {
    expect(ociDecimal(0.0000001)).toBe('0.0000001')
    expect(ociDecimal(2.5)).toBe('2.5')
    expect(ociDecimal(3)).toBe('3')
  })
})

describe('cart lines', () => {
  const item: CartItem = {
    cartId: 'c1',
    cartItemId: 'i1',
    articleNumber: '1234567',
    quantity: 4,
    deliveryId: 'DBI',
    label: 'Plan 3',
    price: { articleNumber: '1234567', netPrice: money('19.90'), salesPriceUnit: 1 },
    stock: {
      articleNumber: '1234567',
      locations: [
        { locationId: '9000', quantity: 0, availableToDays: 3 },
        { locationId: '1001', quantity: 2, availableToDays: 5 },
      ],
    },
    variant: {
      articleNumber: '1234567',
      name: 'Kulventil DN15',
      webSalesUnit: { unit: 'STK' },
      attributes: [{ attributeName: 'SSG', attributeValue: '98765' }],
      product: { id: 'p1', name: 'Kulventiler', breadcrumbParents: [{ name: 'VVS' }, { name: 'Ventiler' }] },
    },
  }

  it('builds a line from a cart item: name, price, SSG, lead time from stock', () => {
    expect(ociLineFromCartItem(item)).toEqual({
      description: 'Kulventil DN15',
      vendorMaterial: '1234567',
      quantity: 4,
      unit: 'STK',
      price: money('19.90'),
      priceUnit: 1,
      leadTimeDays: 5,
      externalProductId: '98765',
      breadcrumbParentNames: ['VVS', 'Ventiler'],
      label: 'Plan 3',
    })
    expect(ociLineFromCartItem({ ...item, stock: undefined })?.leadTimeDays).toBe(1)
  })

  it('hands back the unit price the cart charges: the surcharge included', () => {
    const alloyed = { ...item, price: { ...item.price!, alloyingPrice: money('2.10') } }
    expect(ociLineFromCartItem(alloyed)?.price).toBe(money('22'))
  })

  it('refuses to hand back a price on request, naming the line, never as 0', () => {
    const onRequest = { ...item, articleNumber: '1000405', price: { ...item.price!, askForPrice: true } }
    expect(checkCartExport([item, onRequest])).toEqual({
      ok: false,
      error: 'price',
      articleNumbers: ['1000405'],
      blockers: [
        {
          cartItemId: 'i1',
          articleNumber: '1000405',
          name: 'Kulventil DN15',
          deliveryId: 'DBI',
          reason: 'onRequest',
        },
      ],
    })
  })

  it('tells why a line cannot be handed back: on request, or no price; a priced line can', () => {
    expect(handBackBlock(item)).toBeUndefined()
    expect(handBackBlock({ ...item, price: { ...item.price!, askForPrice: true } })).toBe('onRequest')
    expect(handBackBlock({ ...item, price: undefined })).toBe('noPrice')
    // The variant's price stands in when the line has none of its own.
    expect(
      handBackBlock({
        ...item,
        price: undefined,
        variant: { ...item.variant!, price: { ...item.price!, askForPrice: true } },
      }),
    ).toBe('onRequest')
  })

  it('names the lines that stop the hand-back, only from the deliveries that go into the order', () => {
    const onRequest = (cartItemId: string, articleNumber: string, deliveryId: string): CartItem => ({
      ...item,
      cartItemId,
      articleNumber,
      deliveryId,
      price: { ...item.price!, articleNumber, askForPrice: true },
      variant: { articleNumber, name: `Ventil ${articleNumber}` },
    })
    const cart = {
      deliveries: [
        { deliveryId: 'DBI', isIncludedInOrder: true },
        { deliveryId: 'EXH', isIncludedInOrder: false },
      ],
      cartItems: [
        item,
        onRequest('i2', '1000405', 'DBI'),
        {
          ...item,
          cartItemId: 'i3',
          articleNumber: '555',
          deliveryId: 'XXX',
          price: undefined,
          variant: undefined,
        },
        // Left out of this order: stays in the cart, is not handed back, does not block.
        onRequest('i4', '1000406', 'EXH'),
      ],
    }
    expect(handBackBlockers(cart)).toEqual([
      {
        cartItemId: 'i2',
        articleNumber: '1000405',
        name: 'Ventil 1000405',
        deliveryId: 'DBI',
        reason: 'onRequest',
      },
      { cartItemId: 'i3', articleNumber: '555', name: undefined, deliveryId: 'XXX', reason: 'noPrice' },
    ])
    expect(handBackBlockers({ ...cart, cartItems: [item, cart.cartItems[3]!] })).toEqual([])
  })

  it('blocks exactly the lines the hand-back leaves out (property)', () => {
    const drawn = fc.array(
      fc.record({
        price: fc.constantFrom('priced', 'onRequest', 'none'),
        delivery: fc.constantFrom('DBI', 'EXH'),
      }),
      { maxLength: 12 },
    )
    fc.assert(
      fc.property(drawn, fc.boolean(), (lines, exhIncluded) => {
        const cartItems = lines.map((l, index): CartItem => ({
          ...item,
          cartItemId: `i${index}`,
          articleNumber: String(1000000 + index),
          deliveryId: l.delivery,
          price: l.price === 'none' ? undefined : { ...item.price!, askForPrice: l.price === 'onRequest' },
        }))
        const cart = { deliveries: [{ deliveryId: 'EXH', isIncludedInOrder: exhIncluded }], cartItems }
        const inOrder = cartItems.filter((i) => i.deliveryId === 'DBI' || exhIncluded)
        const checked = checkCartExport(inOrder)
        const blockers = handBackBlockers(cart)
        // Nothing goes back while one line blocks; the refusal names the same lines the cart page is told.
        expect(checked.ok).toBe(blockers.length === 0)
        if (!checked.ok) expect(checked.blockers).toEqual(blockers)
        else expect(checked.lines).toHaveLength(inOrder.length)
      }),
    )
  })

  it('hands back lines that add up to the cart’s total (property)', () => {
    const line = fc.record({
      quantity: fc.integer({ min: 1, max: 1000 }),
      net: fc.integer({ min: 1, max: 50_000_000 }),
      alloying: fc.option(fc.integer({ min: 0, max: 1_000_000 }), { nil: undefined }),
      unit: fc.constantFrom(1, 10, 100),
    })
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 20 }), (drawn) => {
        const items = drawn.map((l, index): CartItem => ({
          ...item,
          cartItemId: `i${index}`,
          quantity: l.quantity,
          price: {
            articleNumber: item.articleNumber,
            netPrice: fromMinorUnits(l.net),
            ...(l.alloying === undefined ? {} : { alloyingPrice: fromMinorUnits(l.alloying) }),
            salesPriceUnit: l.unit,
          },
        }))
        const checked = checkCartExport(items)
        if (!checked.ok) throw new Error('every line has a price')
        const handedBack = sumMoney(checked.lines.map((l) => lineAmount(l.price, l.quantity, l.priceUnit)))
        expect(handedBack).toBe(cartTotal(items))
      }),
    )
  })

  it("flags the 'price' error when any item lacks a price", () => {
    const noPrice = { ...item, cartItemId: 'i2', articleNumber: '555', price: undefined }
    expect(checkCartExport([item, noPrice])).toMatchObject({
      ok: false,
      error: 'price',
      articleNumbers: ['555'],
      blockers: [{ articleNumber: '555', reason: 'noPrice' }],
    })
    expect(checkCartExport([item])).toMatchObject({ ok: true, lines: [{ vendorMaterial: '1234567' }] })
  })
})

describe('quantities in the OCI field', () => {
  it('rounds away decimals that do not fit 15 characters, never the whole part', () => {
    const fields = new Map(ociFormFields([{ ...line, quantity: 52931.2875324226 }]))
    expect(fields.get('NEW_ITEM-QUANTITY[1]')).toBe('52931.287532423')
    expect(new Map(ociFormFields([{ ...line, quantity: 0.25 }])).get('NEW_ITEM-QUANTITY[1]')).toBe('0.25')
  })
})

describe('readOciForm', () => {
  it('groups NEW_ITEM fields by line, in line order, and keeps the other fields', () => {
    expect(
      readOciForm([
        ['sap-client', '100'],
        ['~OkCode', 'ADDI'],
        ['NEW_ITEM-DESCRIPTION[2]', 'Två'],
        ['NEW_ITEM-DESCRIPTION[1]', 'Ett'],
        ['NEW_ITEM-QUANTITY[1]', '3'],
        ['NEW_ITEM-LONGTEXT_1:132[]', 'inte en rad'],
      ]),
    ).toEqual({
      lines: [
        { line: 1, fields: { DESCRIPTION: 'Ett', QUANTITY: '3' } },
        { line: 2, fields: { DESCRIPTION: 'Två' } },
      ],
      other: [
        ['sap-client', '100'],
        ['~OkCode', 'ADDI'],
        ['NEW_ITEM-LONGTEXT_1:132[]', 'inte en rad'],
      ],
    })
  })
})
