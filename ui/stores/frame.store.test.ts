import { describe, expect, it } from 'vitest'
import { readClosedBanners } from '../shell-settings'
import { FrameStore } from './frame.store'

const frame = {
  menu: [],
  assortmentName: null,
  alerts: [
    { id: 'drift', active: true, title: 'Driftstörning' },
    { id: 'jul', active: true, title: 'Julöppettider' },
  ],
  information: [{ id: 'frakt', active: true, message: 'Fri frakt över 2 000 kr' }],
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

describe('readClosedBanners', () => {
  it('reads the ids of the cookie and ignores anything else', () => {
    expect(readClosedBanners('drift%2Cjul')).toEqual(['drift', 'jul'])
    expect(readClosedBanners('drift,<script>,jul')).toEqual(['drift', 'jul'])
    expect(readClosedBanners('%E0%A4%A')).toEqual([])
    expect(readClosedBanners(undefined)).toEqual([])
    expect(readClosedBanners(Array.from({ length: 80 }, (_, i) => `b${i}`).join(','))).toHaveLength(50)
  })
})
