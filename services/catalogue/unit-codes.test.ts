import { describe, expect, it } from 'vitest'
import { REC20_UNIT_CODES } from '@proffsbutik/core/domain'
import { buildCatalogue } from '../db/seed/catalogue.seed'
import { salesUnitNames } from './navigation'

describe('the sales units in a punch-out hand-back', () => {
  it('have a UN/ECE Rec. 20 code for every unit the catalogue names or sells in (docs/punchout.md)', () => {
    const units = new Set([
      ...Object.keys(salesUnitNames),
      ...buildCatalogue(1).variants.map((variant) => variant.unit),
    ])
    expect([...units].filter((unit) => REC20_UNIT_CODES[unit] === undefined)).toEqual([])
  })
})
