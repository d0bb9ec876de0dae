import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { OverlayStore, type OverlayArea } from './overlay.store'

const areas: OverlayArea[] = [
  'servicesMenu',
  'extraMenu',
  'productMenu',
  'mobileNav',
  'cartFlyout',
  'projectFlyout',
  'faytContainer',
  'historyContainer',
  'accountFlyout',
  'favoritesFlyout',
]

describe('OverlayStore', () => {
  it('lets each menu close the others', () => {
    const overlays = new OverlayStore()
    overlays.show('servicesMenu')
    overlays.show('productMenu')
    expect(overlays.isOpen('servicesMenu')).toBe(false)
    expect(overlays.isOpen('productMenu')).toBe(true)
    overlays.toggle('extraMenu')
    expect(overlays.isOpen('productMenu')).toBe(false)
    expect(overlays.isOpen('extraMenu')).toBe(true)
  })

  it('closes the history when the suggestions open', () => {
    const overlays = new OverlayStore()
    overlays.show('historyContainer')
    overlays.show('faytContainer')
    expect(overlays.isOpen('historyContainer')).toBe(false)
    expect(overlays.isOpen('faytContainer')).toBe(true)
  })

  it('keeps the phone drawer open while a menu opens inside it, and closes both on close', () => {
    const overlays = new OverlayStore()
    overlays.toggle('mobileNav')
    overlays.toggle('productMenu')
    expect(overlays.isOpen('mobileNav')).toBe(true)
    expect(overlays.isOpen('productMenu')).toBe(true)
    overlays.close()
    expect(overlays.isOpen('mobileNav')).toBe(false)
    expect(overlays.isOpen('productMenu')).toBe(false)
  })

  it('takes turns between the phone drawer and the flyouts and search panels outside it', () => {
    const overlays = new OverlayStore()
    overlays.show('accountFlyout')
    overlays.toggle('mobileNav')
    expect(overlays.isOpen('accountFlyout')).toBe(false)
    expect(overlays.isOpen('mobileNav')).toBe(true)
    overlays.toggle('cartFlyout')
    expect(overlays.isOpen('mobileNav')).toBe(false)
    expect(overlays.isOpen('cartFlyout')).toBe(true)
  })

  it('never has two areas besides the drawer open, nor the drawer with anything but a menu in it, whatever is clicked', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.constantFrom(...areas), fc.constantFrom('show', 'toggle', 'close'))),
        (steps) => {
          const overlays = new OverlayStore()
          for (const [area, action] of steps) {
            if (action === 'close') overlays.close()
            else overlays[action](area)
          }
          const open = areas.filter((area) => area !== 'mobileNav' && overlays.isOpen(area))
          expect(open.length).toBeLessThanOrEqual(1)
          if (overlays.isOpen('mobileNav'))
            for (const area of open) expect(['servicesMenu', 'extraMenu', 'productMenu']).toContain(area)
          const copy = new OverlayStore()
          copy.restore(overlays.snapshot())
          for (const area of areas) expect(copy.isOpen(area)).toBe(overlays.isOpen(area))
        },
      ),
    )
  })
})
