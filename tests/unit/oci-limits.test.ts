/** The shop's OCI export held to the OCI 4.0/5.0 field table by an independent checker (tests/oci). */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  fromMinorUnits,
  ociFormFields,
  type OciLine,
  type OciOptions,
  QUANTITY_MAX,
  readOciCompanyRules,
} from '@proffsbutik/core/domain'
import { ociViolations } from '../oci/oci-field-limits'

const text = (max: number) => fc.string({ unit: 'grapheme', maxLength: max })
const unit = fc.constantFrom('ST', 'STK', 'M', 'M2', 'KG', 'FRP', 'PAK', 'L', 'RLE')
const line: fc.Arbitrary<OciLine> = fc
  .record({
    description: fc.oneof(
      text(80),
      fc.constantFrom('Rörböj 90° Cu 15 mm, förzinkad', 'Åtdragningsnyckel Ä/Ö'),
    ),
    vendorMaterial: fc.stringMatching(/^[0-9A-Z-]{1,20}$/),
    // Up to 3 decimals (a line with more stops the hand-back), at most the cart's limit.
    quantity: fc.integer({ min: 1, max: QUANTITY_MAX * 1000 }).map((n) => n / 1000),
    unit,
    // Up to ten million kronor per unit, four decimals.
    price: fc.integer({ min: 0, max: 100_000_000_000 }).map((units) => fromMinorUnits(units)),
    priceUnit: fc.constantFrom(1, 10, 100, 1000),
    leadTimeDays: fc.integer({ min: 0, max: 365 }),
    externalProductId: fc.option(text(60), { nil: undefined }),
    breadcrumbParentNames: fc.array(text(30), { maxLength: 4 }),
    label: fc.option(text(100), { nil: undefined }),
  })
  .map((value) => {
    const { externalProductId, label, ...rest } = value
    return {
      ...rest,
      ...(externalProductId === undefined ? {} : { externalProductId }),
      ...(label === undefined ? {} : { label }),
    }
  })
const rules = readOciCompanyRules(
  'C1:unit=STK>ST C2:matgroup=blank C3:matgroup=breadcrumb C4:matgroup=31160000',
)
const options: fc.Arbitrary<OciOptions> = fc
  .tuple(
    fc.constantFrom<OciOptions>({}, ...(rules.ok ? Object.values(rules.rules) : [])),
    fc.constantFrom('UTF-8' as const, 'ISO-8859-1' as const),
  )
  .map(([adjustments, charset]) => ({ ...adjustments, charset }))

describe('the OCI export within the OCI 4.0/5.0 limits', () => {
  it('writes only fields the table allows, within their lengths and formats, over random carts', () => {
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 30 }), options, (lines, chosen) => {
        expect(
          ociViolations(ociFormFields(lines, chosen), { latin1: chosen.charset === 'ISO-8859-1' }),
        ).toEqual([])
      }),
      { numRuns: 300 },
    )
  })

  it('keeps 300 lines numbered 1 … 300 without gaps', () => {
    const many = fc.sample(line, { numRuns: 300, seed: 42 })
    const fields = ociFormFields(many)
    expect(ociViolations(fields)).toEqual([])
    expect(fields.filter(([name]) => name.startsWith('NEW_ITEM-QUANTITY['))).toHaveLength(300)
    expect(fields.at(-1)?.[0]).toMatch(/\[300\]$/)
  })

  it('is a checker that finds what breaks the limits', () => {
    expect(
      ociViolations([
        ['NEW_ITEM-DESCRIPTION[1]', 'Å'.repeat(41)],
        ['NEW_ITEM-QUANTITY[1]', '1,5'],
        ['NEW_ITEM-UNIT[1]', 'STYCK'],
        ['NEW_ITEM-PRICE[1]', '1 234.50'],
        ['NEW_ITEM-CURRENCY[1]', 'kr'],
        ['NEW_ITEM-PRICEUNIT[1]', '1e3'],
        ['NEW_ITEM-LEADTIME[1]', '1.5'],
        ['NEW_ITEM-COLOUR[1]', 'röd'],
        ['NEW_ITEM-DESCRIPTION[3]', 'Rad tre'],
        ['NEW_ITEM_DESCRIPTION[4]', 'fel namn'],
        ['sap-client', '100'],
      ]),
    ).toEqual([
      'NEW_ITEM-DESCRIPTION[1]: "' + 'Å'.repeat(41) + '" is longer than 40 characters',
      'NEW_ITEM-QUANTITY[1]: "1,5" is no positive decimal',
      'NEW_ITEM-UNIT[1]: "STYCK" is longer than 3 characters',
      'NEW_ITEM-UNIT[1]: "STYCK" is no unit code',
      'NEW_ITEM-PRICE[1]: "1 234.50" is no decimal with a dot',
      'NEW_ITEM-CURRENCY[1]: "kr" is no ISO 4217 currency code',
      'NEW_ITEM-PRICEUNIT[1]: "1e3" is no decimal with a dot',
      'NEW_ITEM-LEADTIME[1]: "1.5" is no whole number of days',
      'NEW_ITEM-COLOUR[1]: COLOUR is no OCI field',
      'NEW_ITEM_DESCRIPTION[4]: not of the form NEW_ITEM-FIELD[n]',
      'line 3: lines are not numbered 1, 2, 3 … without gaps',
      'line 3: NEW_ITEM-QUANTITY[3] is missing',
      'line 3: NEW_ITEM-UNIT[3] is missing',
      'line 3: NEW_ITEM-PRICE[3] is missing',
      'line 3: NEW_ITEM-CURRENCY[3] is missing',
    ])
    expect(ociViolations([['NEW_ITEM-DESCRIPTION[1]', 'Kabel 3×1,5 ✓']], { latin1: true })).toContain(
      'NEW_ITEM-DESCRIPTION[1]: "Kabel 3×1,5 ✓" has characters ISO-8859-1 cannot carry',
    )
  })
})
