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
  shortName,
  type OciLine,
} from './oci-export'
import { isLatin1Text, toLatin1 } from './latin1'

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
      ['NEW_ITEM-UNIT[1]', 'PCE'],
      // 0.0345 kr has a fourth decimal: it goes as 0.345 kr per 10 (OCI takes 3 decimals).
      ['NEW_ITEM-PRICE[1]', '0.345'],
      ['NEW_ITEM-PRICEUNIT[1]', '10'],
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
    // PRICE and QUANTITY: at most 11 digits before the point.
    expect(ociFormFields([{ ...line, price: fromMinorUnits(9e14) }])[4]).toEqual([
      'NEW_ITEM-PRICE[1]',
      '90000000000.00',
    ])
    expect(() => ociFormFields([{ ...line, price: fromMinorUnits(9e15) }])).toThrow(RangeError)
    expect(() => ociFormFields([{ ...line, quantity: 1e16 }])).toThrow(RangeError)
  })

  it('gives every line the same fields, keeps prices and quantities exact and fields in their limits (property)', () => {
    const anyLine = fc.record({
      description: fc.string({ maxLength: 80 }),
      vendorMaterial: fc.stringMatching(/^[0-9A-Z]{1,12}$/),
      quantity: fc.integer({ min: 1, max: 1_000_000_000 }).map((n) => n / 1000),
      unit: fc.constantFrom('STK', 'M', 'KG', 'FRP', 'XYZW'),
      price: fc.integer({ min: 0, max: 1e12 }).map((units) => fromMinorUnits(units)),
      priceUnit: fc.constantFrom(1, 10, 100),
      leadTimeDays: fc.integer({ min: 0, max: 60 }),
      breadcrumbParentNames: fc.array(fc.string({ maxLength: 20 }), { maxLength: 3 }),
      label: fc.string({ maxLength: 60 }),
    })
    fc.assert(
      fc.property(
        fc.array(anyLine, { minLength: 1, maxLength: 10 }),
        fc.constantFrom('UTF-8' as const, 'ISO-8859-1' as const),
        (lines, charset) => {
          const fields = ociFormFields(lines, { charset })
          const { lines: received, other } = readOciForm(fields)
          expect(other).toEqual([])
          expect(received.map((r) => r.line)).toEqual(lines.map((_, i) => i + 1))
          const itemFields = (r: (typeof received)[number]) =>
            Object.keys(r.fields).filter((name) => name !== 'LONGTEXT')
          received.forEach((r, i) => {
            const l = lines[i]!
            expect(itemFields(r)).toEqual(itemFields(received[0]!))
            // Per PRICEUNIT: a fourth decimal goes as the price of 10 price units, exactly.
            expect(money(r.fields['PRICE']!) * l.priceUnit).toBe(l.price * Number(r.fields['PRICEUNIT']))
            expect(r.fields['PRICE']).toMatch(/^\d+(\.\d{1,3})?$/)
            expect(Number(r.fields['QUANTITY'])).toBe(l.quantity)
            for (const [name, value] of Object.entries(r.fields)) {
              if (name === 'LONGTEXT') continue
              expect([...value].length).toBeLessThanOrEqual(
                ociFieldLimits[name as keyof typeof ociFieldLimits],
              )
            }
            for (const numeric of ['PRICE', 'QUANTITY', 'PRICEUNIT', 'LEADTIME'])
              expect(r.fields[numeric]).toMatch(/^\d{1,11}(\.\d+)?$/)
            expect(r.fields['QUANTITY']).toMatch(/^\d+(\.\d{1,3})?$/)
            // A name that does not fit whole goes whole in the long text.
            const written = charset === 'UTF-8' ? l.description : toLatin1(l.description)
            expect(r.fields['LONGTEXT'] ?? r.fields['DESCRIPTION']).toBe(written)
          })
          if (charset === 'ISO-8859-1')
            for (const [name, value] of fields) expect(isLatin1Text(value), `${name}: ${value}`).toBe(true)
        },
      ),
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
  it('writes at most 3 decimals and 11 digits before the point, and never rounds to get there', () => {
    const quantity = (value: number) =>
      new Map(ociFormFields([{ ...line, quantity: value }])).get('NEW_ITEM-QUANTITY[1]')
    expect(quantity(1.234)).toBe('1.234')
    expect(quantity(0.25)).toBe('0.25')
    expect(quantity(99_999_999_999.999)).toBe('99999999999.999')
    expect(() => quantity(1.2345)).toThrow(RangeError)
    expect(() => quantity(100_000_000_000)).toThrow(RangeError)
  })

  it('stops a line whose quantity has more than 3 decimals from being handed back', () => {
    const price = { articleNumber: '1', netPrice: money('10') }
    expect(handBackBlock({ price, quantity: 1.2345 })).toBe('quantityDecimals')
    expect(handBackBlock({ price, quantity: 1.234 })).toBeUndefined()
    // A missing price is said first.
    expect(handBackBlock({ quantity: 1.2345 })).toBe('noPrice')
  })
})

describe('units', () => {
  it('sends the UN/ECE Rec. 20 code of the shop’s unit, with the company’s own mapping on top', () => {
    const unit = (shopUnit: string, options = {}) =>
      new Map(ociFormFields([{ ...line, unit: shopUnit }], options)).get('NEW_ITEM-UNIT[1]')
    expect(['ST', 'STK', 'FRP', 'M', 'RLE', 'PAR', 'SET', 'KG', 'L'].map((u) => unit(u))).toEqual([
      'PCE',
      'PCE',
      'PK',
      'MTR',
      'RO',
      'PR',
      'SET',
      'KGM',
      'LTR',
    ])
    expect(unit('STK', ociCompanyProfiles.unitSt)).toBe('ST')
    expect(unit('FRP', ociCompanyProfiles.unitSt)).toBe('PK')
  })
})

describe('descriptions', () => {
  it('keeps what tells variants apart within 40 characters, and the full name in LONGTEXT', () => {
    const name = 'Träskruv Fästa FÄ 330 rostfritt stål A4 4,0x40'
    const fields = new Map(ociFormFields([{ ...line, description: name }]))
    expect(fields.get('NEW_ITEM-DESCRIPTION[1]')).toBe('Träskruv Fästa FÄ 330 A4 4,0x40')
    expect(fields.get('NEW_ITEM-LONGTEXT_1:132[]')).toBe(name)
    // A name that fits is sent as it is, without a long text.
    expect(new Map(ociFormFields([line])).has('NEW_ITEM-LONGTEXT_1:132[]')).toBe(false)
    expect(shortName('Rörupphängning med gummiinlägg Fästa FÄ 190 15 mm', 40)).toBe(
      'Rörupphängning med gummiinlägg 190 15 mm',
    )
    expect(shortName('Ett mycket långt namn utan några mått alls i sig', 40)).toBe(
      'Ett mycket långt namn utan några mått al',
    )
  })

  it('keeps two variants apart when their names differ in the measures at the end (property)', () => {
    const word = fc.stringMatching(/^[A-Za-zåäöÅÄÖ]{2,12}$/)
    const measure = fc.tuple(fc.integer({ min: 1, max: 999 }), fc.integer({ min: 1, max: 999 }))
    fc.assert(
      fc.property(fc.array(word, { minLength: 3, maxLength: 8 }), measure, measure, (words, a, b) => {
        fc.pre(a.join() !== b.join())
        const base = words.join(' ')
        const first = shortName(`${base} ${a[0]},0x${a[1]} mm`, 40)
        const second = shortName(`${base} ${b[0]},0x${b[1]} mm`, 40)
        expect([...first].length).toBeLessThanOrEqual(40)
        expect(first).not.toBe(second)
      }),
    )
  })

  it('writes ISO-8859-1 when the procurement system asks for it: stated replacements, never windows-1252', () => {
    const fields = new Map(
      ociFormFields([{ ...line, description: 'Rörklammer 3–30 mm', label: 'Kök – våning 2 € ≥ 3' }], {
        charset: 'ISO-8859-1',
      }),
    )
    expect(fields.get('NEW_ITEM-DESCRIPTION[1]')).toBe('Rörklammer 3-30 mm')
    expect(fields.get('NEW_ITEM-CUST_FIELD5[1]')).toBe('Kök - våning 2 EUR >= 3')
    // UTF-8 sends UTF-8.
    expect(
      new Map(ociFormFields([{ ...line, description: 'Rörklammer 3–30 mm' }])).get('NEW_ITEM-DESCRIPTION[1]'),
    ).toBe('Rörklammer 3–30 mm')
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
        { line: 1, fields: { DESCRIPTION: 'Ett', QUANTITY: '3', LONGTEXT: 'inte en rad' } },
        { line: 2, fields: { DESCRIPTION: 'Två' } },
      ],
      other: [
        ['sap-client', '100'],
        ['~OkCode', 'ADDI'],
      ],
    })
  })
})
