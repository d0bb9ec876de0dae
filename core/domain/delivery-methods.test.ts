import fc from 'fast-check'
import { isDeliveryOptionAvailable } from './delivery-windows'
import { describe, expect, it } from 'vitest'
import {
  availableDeliveryMethods,
  deliveryMethodCodes,
  deliveryMethodNeeds,
  deliveryMethods,
  deliveryReadiness,
  isDeliveryMethodCode,
  isSwedishZipCode,
  methodBlock,
  methodForNewLines,
  preferredDeliveryMethod,
} from './delivery-methods'

describe('the delivery methods table', () => {
  it('has the names, kinds, needs and codes of the spec', () => {
    expect(deliveryMethods.DBI).toEqual({
      code: 'DBI',
      name: 'Utkörning',
      orderType: 'standard',
      needs: 'none',
    })
    expect(deliveryMethods.EXH).toMatchObject({
      name: 'Leverans till butik',
      orderType: 'standard',
      needs: 'store',
      deliveryTypeCode: 'LE',
    })
    expect(deliveryMethods.XXX).toMatchObject({
      name: 'Expressutkörning',
      orderType: 'express',
      needs: 'zipCode',
      deliveryTypeCode: 'BE',
    })
    expect(deliveryMethods.EXB).toMatchObject({
      orderType: 'express',
      needs: 'store',
      deliveryTypeCode: 'BEH',
    })
    expect(deliveryMethods['24-12']).toMatchObject({ orderType: 'express', deliveryTypeCode: '24-12' })
    expect(deliveryMethodCodes).toEqual(['DBI', 'EXH', 'XXX', 'EXB', '24-12'])
    expect(isDeliveryMethodCode('EXH')).toBe(true)
    expect(isDeliveryMethodCode('VIRTUAL')).toBe(false)
  })

  it('says express needs a zip code and store delivery a store', () => {
    expect(deliveryMethodNeeds('XXX')).toBe('zipCode')
    expect(deliveryMethodNeeds('EXH')).toBe('store')
    expect(deliveryReadiness('XXX', {})).toEqual({ ok: false, missing: 'zipCode' })
    expect(deliveryReadiness('XXX', { zipCode: '1234' })).toEqual({ ok: false, missing: 'zipCode' })
    expect(deliveryReadiness('XXX', { zipCode: '221 00' })).toEqual({ ok: true })
    expect(deliveryReadiness('EXH', { zipCode: '22100' })).toEqual({ ok: false, missing: 'store' })
    expect(deliveryReadiness('EXH', { storeId: '1001' })).toEqual({ ok: true })
    expect(deliveryReadiness('DBI', {})).toEqual({ ok: true })
  })

  it('reads Swedish zip codes', () => {
    expect(isSwedishZipCode('22100')).toBe(true)
    expect(isSwedishZipCode('221 00')).toBe(true)
    expect(isSwedishZipCode('2210')).toBe(false)
    expect(isSwedishZipCode('22100a')).toBe(false)
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99999 }), (n) => {
        const text = String(n).padStart(5, '0')
        expect(isSwedishZipCode(text)).toBe(true)
        expect(isSwedishZipCode(`${text.slice(0, 3)} ${text.slice(3)}`)).toBe(true)
      }),
      { numRuns: 1000 },
    )
  })
})

describe('isDeliveryOptionAvailable', () => {
  const window = { id: 'XXX', availableBetweenHours: { start: 7, end: 14 } }

  it('shows a windowed option only inside its hours on an open day, Stockholm time', () => {
    // Tuesday 24 November 2026, winter time (UTC+1).
    expect(isDeliveryOptionAvailable(window, new Date('2026-11-24T05:59:00Z'))).toBe(false) // 06:59
    expect(isDeliveryOptionAvailable(window, new Date('2026-11-24T06:00:00Z'))).toBe(true) // 07:00
    expect(isDeliveryOptionAvailable(window, new Date('2026-11-24T12:59:00Z'))).toBe(true) // 13:59
    expect(isDeliveryOptionAvailable(window, new Date('2026-11-24T13:00:00Z'))).toBe(false) // 14:00
    // Saturday and Christmas Eve are closed.
    expect(isDeliveryOptionAvailable(window, new Date('2026-11-28T09:00:00Z'))).toBe(false)
    expect(isDeliveryOptionAvailable(window, new Date('2026-12-24T09:00:00Z'))).toBe(false)
    // dahl's own closed day, open for konr.
    expect(isDeliveryOptionAvailable(window, new Date('2024-12-23T09:00:00Z'), 'dahl')).toBe(false)
    expect(isDeliveryOptionAvailable(window, new Date('2024-12-23T09:00:00Z'), 'konr')).toBe(true)
  })

  it('always shows an option without a window', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }),
        (now) => {
          expect(isDeliveryOptionAvailable({ id: 'DBI' }, now)).toBe(true)
        },
      ),
      { numRuns: 1000 },
    )
  })
})

describe('EJ_ALLA_LEVERANSSATT', () => {
  it('keeps every method without the deny', () => {
    expect(availableDeliveryMethods(deliveryMethodCodes, [])).toEqual(deliveryMethodCodes)
    expect(preferredDeliveryMethod('XXX', [])).toBe('XXX')
    expect(preferredDeliveryMethod(undefined, [])).toBe('DBI')
  })

  it('hides the restricted methods and forces the default', () => {
    expect(availableDeliveryMethods(deliveryMethodCodes, ['EJ_ALLA_LEVERANSSATT'])).toEqual(['DBI', 'EXH'])
    expect(preferredDeliveryMethod('XXX', ['EJ_ALLA_LEVERANSSATT'])).toBe('DBI')
    const custom = { restricted: ['EXH' as const], forcedDefault: 'XXX' as const }
    expect(availableDeliveryMethods(deliveryMethodCodes, ['EJ_ALLA_LEVERANSSATT'], custom)).toEqual([
      'DBI',
      'XXX',
      'EXB',
      '24-12',
    ])
    expect(preferredDeliveryMethod('DBI', ['EJ_ALLA_LEVERANSSATT'], custom)).toBe('XXX')
  })
})

describe('methodForNewLines', () => {
  const offered = [deliveryMethods.DBI, deliveryMethods.EXH]

  it('is the buyer’s last choice when on offer, else the preferred one, else the first offered', () => {
    expect(methodForNewLines(offered, 'DBI', 'EXH')).toBe('EXH')
    expect(methodForNewLines(offered, 'EXH', 'XXX')).toBe('EXH')
    expect(methodForNewLines(offered, 'XXX', undefined)).toBe('DBI')
    expect(methodForNewLines([], 'DBI', 'DBI')).toBeUndefined()
  })

  it('never answers a method outside the offer', () => {
    const code = fc.constantFrom(...deliveryMethodCodes, 'NOPE', undefined)
    fc.assert(
      fc.property(fc.subarray([...deliveryMethodCodes]), code, code, (codes, preferred, chosen) => {
        const method = methodForNewLines(
          codes.map((c) => deliveryMethods[c]),
          preferred,
          chosen,
        )
        if (codes.length === 0) expect(method).toBeUndefined()
        else expect(codes).toContain(method)
      }),
    )
  })
})

describe('methodBlock', () => {
  const open = { onlineBlock: undefined, storeBlock: false } as const

  it('lets an article every method may take go to any method, or to none chosen yet', () => {
    for (const code of ['DBI', 'EXH', 'XXX', 'EXB', '24-12', undefined])
      expect(methodBlock(open, code)).toBeUndefined()
  })

  it('sends an article sold only in stores to store methods only', () => {
    const onlyStore = { ...open, onlineBlock: 'onlyStore' } as const
    expect(methodBlock(onlyStore, 'DBI')).toBe('onlyInStore')
    expect(methodBlock(onlyStore, 'XXX')).toBe('onlyInStore')
    expect(methodBlock(onlyStore, 'EXH')).toBeUndefined()
    expect(methodBlock(onlyStore, 'EXB')).toBeUndefined()
  })

  it('keeps an article the store does not stock out of that store’s methods only', () => {
    const notStocked = { ...open, storeBlock: true }
    expect(methodBlock(notStocked, 'EXH')).toBe('notStockedInStore')
    expect(methodBlock(notStocked, 'DBI')).toBeUndefined()
  })

  it('refuses a discontinued article whatever the method', () => {
    for (const code of ['DBI', 'EXH', undefined])
      expect(methodBlock({ onlineBlock: 'discontinued', storeBlock: true }, code)).toBe('discontinued')
  })
})
