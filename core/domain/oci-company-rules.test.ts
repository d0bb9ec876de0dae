import { describe, expect, it } from 'vitest'
import { ociFormFields, type OciLine } from './oci-export'
import { money } from './money'
import { ociOptionsFor, readOciCompanyRules } from './oci-company-rules'

const line: OciLine = {
  description: 'Kopparrör 15 mm',
  vendorMaterial: '1000003',
  quantity: 2,
  unit: 'STK',
  price: money('114.95'),
  priceUnit: 1,
  leadTimeDays: 1,
  breadcrumbParentNames: ['VVS', 'Rör'],
}

describe('PUNCHOUT_COMPANY_RULES', () => {
  it('is empty when unset', () => {
    expect(readOciCompanyRules(undefined)).toEqual({ ok: true, rules: {} })
    expect(readOciCompanyRules('  ')).toEqual({ ok: true, rules: {} })
  })

  it('reads the three adjustments of the spec, per customer', () => {
    const result = readOciCompanyRules('C400:unit=STK>ST, C500:matgroup=blank C200:matgroup=breadcrumb')
    expect(result).toEqual({
      ok: true,
      rules: {
        C400: { unitMap: { STK: 'ST' } },
        C500: { materialGroup: { kind: 'blank' } },
        C200: { materialGroup: { kind: 'lastBreadcrumbParent' } },
      },
    })
    if (!result.ok) return
    const field = (customerId: string | undefined, name: string) =>
      new Map(ociFormFields([line], ociOptionsFor(result.rules, customerId))).get(name)
    expect(field('C400', 'NEW_ITEM-UNIT[1]')).toBe('ST')
    expect(field('C500', 'NEW_ITEM-MATGROUP[1]')).toBe('')
    expect(field('C200', 'NEW_ITEM-MATGROUP[1]')).toBe('Rör')
    // Everyone else gets the defaults: the unit's Rec. 20 code (docs/punchout.md).
    expect(field('C100', 'NEW_ITEM-UNIT[1]')).toBe('PCE')
    expect(field(undefined, 'NEW_ITEM-MATGROUP[1]')).toBe('40000000')
  })

  it('joins several rules of one customer and takes a fixed material group', () => {
    expect(readOciCompanyRules('C1:unit=stk>st,C1:unit=FRP>PAK,C1:matgroup=31160000')).toEqual({
      ok: true,
      rules: {
        C1: { unitMap: { STK: 'ST', FRP: 'PAK' }, materialGroup: { kind: 'fixed', value: '31160000' } },
      },
    })
  })

  it('names every bad entry on a line of its own', () => {
    const result = readOciCompanyRules(
      'C400:unit=STK>STYCK,nocolon,C1:colour=red,:matgroup=blank,C2:matgroup=blank,C2:matgroup=breadcrumb,C3:matgroup=ELVAELVAELV',
    )
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(result.problems).toHaveLength(6)
    expect(result.problems[0]).toMatch(
      /^PUNCHOUT_COMPANY_RULES has "C400:unit=STK>STYCK": write customerId:unit=FROM>TO/,
    )
    expect(result.problems[4]).toBe(
      'PUNCHOUT_COMPANY_RULES has "C2:matgroup=breadcrumb": customer C2 already has a material group rule',
    )
  })
})
