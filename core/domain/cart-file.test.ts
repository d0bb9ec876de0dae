import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { cartExportFileName } from './cart-file'

describe('cartExportFileName', () => {
  it('names the customer, project and day in Swedish', () => {
    expect(cartExportFileName('Nordic VVS & Värme AB / Sjukhusbygget etapp 2', '2026-03-02')).toBe(
      'Varukorg Nordic VVS & Värme AB - Sjukhusbygget etapp 2 2026-03-02.xlsx',
    )
    expect(cartExportFileName('', '2026-03-02')).toBe('Varukorg 2026-03-02.xlsx')
  })

  it('never has a character file systems refuse, nor a context longer than 80', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (name) => {
        const file = cartExportFileName(name, '2026-03-02')
        expect(file).not.toMatch(/[\\/:*?"<>|\p{Cc}]/u)
        expect(file.length).toBeLessThanOrEqual('Varukorg '.length + 80 + ' 2026-03-02.xlsx'.length)
        expect(file.endsWith(' 2026-03-02.xlsx')).toBe(true)
      }),
    )
  })
})
