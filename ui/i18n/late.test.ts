import { describe, expect, it } from 'vitest'
import { namesUnknownMessage } from './late'

describe('namesUnknownMessage', () => {
  const known = (id: string) => id === 'errors.known'
  const prefixes = ['errors', 'forms']

  it('finds a late message id the catalog lacks anywhere in the data', () => {
    expect(namesUnknownMessage({ lines: [{ problem: 'errors.credit_limit' }] }, known, prefixes)).toBe(true)
    expect(namesUnknownMessage([[null, { key: 'forms.customer_not_yours' }]], known, prefixes)).toBe(true)
  })

  it('passes over ids it holds, other texts that look like ids, and everything else', () => {
    expect(namesUnknownMessage({ key: 'errors.known' }, known, prefixes)).toBe(false)
    expect(namesUnknownMessage({ image: 'b.svg', host: 'rorbolaget.se', n: 4.5 }, known, prefixes)).toBe(
      false,
    )
    expect(namesUnknownMessage('errors.unknown', known, [])).toBe(false)
  })

  it('walks each object once, however it is linked', () => {
    const looped: Record<string, unknown> = { name: 'x' }
    looped['self'] = looped
    expect(namesUnknownMessage(looped, known, prefixes)).toBe(false)
  })
})
