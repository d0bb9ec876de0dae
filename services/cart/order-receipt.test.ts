/** The order receipt mail: quantities, units and amounts written the Swedish way, a price on request said in words. */
import { describe, expect, it } from 'vitest'
import { money } from '@proffsbutik/core/domain'
import { orderReceiptMail } from './order-receipt'

const lines = [
  {
    articleNumber: '1000219',
    name: 'Kopparrör 42 mm',
    quantity: 2.5,
    unit: 'M',
    price: { askForPrice: false },
  },
  {
    articleNumber: '1000405',
    name: 'Pressmaskin ST 560 18 V',
    quantity: 1,
    unit: 'FRP',
    price: { askForPrice: true },
  },
]
const shop = { brand: 'kasp', name: 'Kasp', url: 'https://kasp.example' } as const
const mail = (total: ReturnType<typeof money> | null) =>
  orderReceiptMail({
    shop,
    firstName: 'Anna',
    orderNumber: '700123',
    deliveryName: 'Utkörning',
    lines,
    total,
  })

describe('orderReceiptMail', () => {
  it('writes quantities with a decimal comma and the core’s unit label, and names a line priced on request', () => {
    const { text } = mail(money('1234.5'))
    expect(text).toContain('  2,5 m Kopparrör 42 mm (art.nr 1000219)\n')
    expect(text).toContain('  1 fp Pressmaskin ST 560 18 V (art.nr 1000405) – Pris på förfrågan\n')
    // The total leaves the line on request out, and says so.
    expect(text).toContain(
      'Summa exkl. moms: 1\u00a0234,50\u00a0kr (rader med pris på förfrågan ingår inte)\n',
    )
    expect(text).not.toMatch(/\d\.\d/)
  })

  it('links the order’s page by its number in the brand’s shop, and is signed by that brand', () => {
    const { text } = mail(null)
    expect(text).toContain(
      'Du kan följa ordern under Mina sidor › Orderhistorik:\nhttps://kasp.example/mina-sidor/ordrar/700123',
    )
    expect(text).toMatch(/Vänliga hälsningar\nKasp kundservice$/)
    expect(text).not.toContain('Proffsbutik')
  })

  it('says nothing of prices to a buyer who may not see them', () => {
    const { text } = mail(null)
    expect(text).not.toContain('förfrågan')
    expect(text).not.toContain('Summa')
  })

  it('adds no note when every line has a price', () => {
    const { text } = orderReceiptMail({
      shop,
      firstName: 'Anna',
      orderNumber: '700124',
      deliveryName: 'Utkörning',
      lines: [lines[0]!],
      total: money('10'),
    })
    expect(text).toContain('Summa exkl. moms: 10,00\u00a0kr\n')
  })
})
