import { describe, expect, it } from 'vitest'
import { readClosedBanners } from '../shell-settings'
import { FrameStore } from './frame.store'

const frame = {
  menu: [],
  alerts: [
    { id: 'drift', active: true, title: 'Driftstörning' },
    { id: 'jul', active: true, title: 'Julöppettider' },
  ],
  information: [{ id: 'frakt', active: true, message: 'Fri frakt över 2 000 kr' }],
  links: [],
}

describe('FrameStore', () => {
  it('hides a closed banner for the rest of the session, and hands that over', () => {
    const store = new FrameStore(['jul'])
    store.take(frame)
    expect(store.alerts.map((b) => b.id)).toEqual(['drift'])
    store.closeBanner('frakt')
    expect(store.information).toEqual([])
    const browser = new FrameStore()
    browser.restore(store.snapshot())
    expect(browser.loaded).toBe(true)
    expect(browser.alerts.map((b) => b.id)).toEqual(['drift'])
    expect(browser.information).toEqual([])
  })
})

describe('FrameStore.chooseAssortment', () => {
  const el = { id: 'ASSORT-EL', name: 'El och verktyg' }
  const whole = { id: 'default', name: 'Hela sortimentet' }

  it('chooses the assortment and takes the frame of it', async () => {
    const store = new FrameStore()
    store.take({
      ...frame,
      assortmentName: 'El och verktyg',
      assortments: { choices: [el, whole], chosenId: el.id },
    })
    const asked: unknown[] = []
    await store.chooseAssortment('default', {
      chooseAssortment: async (input) => (asked.push(input), { choices: [el, whole], chosenId: 'default' }),
      siteFrame: async () => ({
        ...frame,
        assortments: { choices: [el, whole], chosenId: 'default' },
      }),
    })
    expect(asked).toEqual([{ assortmentId: 'default' }])
    expect(store.frame?.assortmentName).toBeUndefined()
    expect(store.assortments?.chosenId).toBe('default')
  })

  it('keeps the frame it has when the choice is refused', async () => {
    const store = new FrameStore()
    const before = {
      ...frame,
      assortmentName: 'El och verktyg',
      assortments: { choices: [el, whole], chosenId: el.id },
    }
    store.take(before)
    const refused = new Error('assortment.change_denied')
    await expect(
      store.chooseAssortment('default', {
        chooseAssortment: async () => Promise.reject(refused),
        siteFrame: async () => frame,
      }),
    ).rejects.toBe(refused)
    expect(store.frame).toEqual(before)
  })
})

describe('readClosedBanners', () => {
  it('reads the ids of the cookie and ignores anything else', () => {
    expect(readClosedBanners('drift%2Cjul')).toEqual(['drift', 'jul'])
    expect(readClosedBanners('drift,<script>,jul')).toEqual(['drift', 'jul'])
    expect(readClosedBanners('%E0%A4%A')).toEqual([])
    expect(readClosedBanners(undefined)).toEqual([])
    expect(readClosedBanners(Array.from({ length: 80 }, (_, i) => `b${i}`).join(','))).toHaveLength(50)
  })
})
