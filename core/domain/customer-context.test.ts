import { describe, expect, it } from 'vitest'
import { contextDisplayName } from './customer-context'

describe('contextDisplayName', () => {
  it('joins customer and project, or shows the one that exists', () => {
    expect(contextDisplayName({ customerName: 'Rörbolaget AB', projectName: 'Kv. Linden' })).toBe(
      'Rörbolaget AB / Kv. Linden',
    )
    expect(contextDisplayName({ customerName: 'Rörbolaget AB' })).toBe('Rörbolaget AB')
    expect(contextDisplayName({ projectName: 'Kv. Linden' })).toBe('Kv. Linden')
    expect(contextDisplayName({ customerName: ' ', projectName: 'Kv. Linden' })).toBe('Kv. Linden')
    expect(contextDisplayName({})).toBe('')
  })
})
