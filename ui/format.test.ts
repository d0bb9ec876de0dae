import { describe, expect, it } from 'vitest'
import { stockholmDay } from '@proffsbutik/core/domain'
import { stockholmToday } from './format'

describe('stockholmToday', () => {
  it('is the Stockholm calendar day, as the core reckons it, around midnight in winter and summer', () => {
    for (const moment of [
      '2026-11-23T22:59:59Z',
      '2026-11-23T23:00:00Z',
      '2026-06-30T21:59:59Z',
      '2026-06-30T22:00:00Z',
      '2026-03-29T00:30:00Z',
    ]) {
      expect(stockholmToday(new Date(moment))).toBe(stockholmDay(new Date(moment)))
    }
  })
})
