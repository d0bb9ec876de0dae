import { describe, expect, it } from 'vitest'
import { SALES_UNITS } from '@proffsbutik/core/domain'
import { buildCatalogue } from '../db/seed/catalogue.seed'

describe('the sales units the catalogue sells in', () => {
  it('are each in the core’s one unit table: a Swedish label and a UN/ECE Rec. 20 code (docs/punchout.md)', () => {
    const units = new Set(buildCatalogue(1).variants.map((variant) => variant.unit))
    expect([...units].filter((unit) => SALES_UNITS[unit] === undefined)).toEqual([])
  })
})
