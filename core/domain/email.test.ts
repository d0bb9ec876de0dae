import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isValidEmail } from './email'

describe('isValidEmail', () => {
  it('accepts addresses by the spec rule, in any case', () => {
    for (const ok of ['anna@dahl.se', 'Anna.Berg@VVS-Bolaget.SE', 'inköp+order@bygg.co.uk', 'a@b.cd']) {
      expect(isValidEmail(ok)).toBe(true)
    }
  })

  it('refuses what lacks a part, has spaces or a short top-level part', () => {
    for (const bad of [
      '',
      'anna',
      'anna@',
      '@dahl.se',
      'anna@dahl',
      'anna@dahl.s',
      'anna@dahl.s3',
      ' anna@dahl.se',
      'an na@dahl.se',
      'a@@dahl.se',
      'anna@dahl.se ',
    ]) {
      expect(isValidEmail(bad)).toBe(false)
    }
  })

  it('accepts every local@domain.tld built from valid parts and refuses any with whitespace', () => {
    const part = fc.stringMatching(/^[a-z0-9._+-]{1,12}$/)
    const tld = fc.stringMatching(/^[a-zA-Z]{2,6}$/)
    fc.assert(
      fc.property(part, part, tld, (local, domain, top) => {
        expect(isValidEmail(`${local}@${domain}.${top}`)).toBe(true)
        expect(isValidEmail(`${local} @${domain}.${top}`)).toBe(false)
      }),
      { numRuns: 1000 },
    )
  })
})
