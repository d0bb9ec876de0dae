import { afterEach, describe, expect, it, vi } from 'vitest'
import type { BehaviourInput, SearchInput } from './behaviour'

/** A fresh copy of the module: it remembers its sender and whether the missing id was reported. */
const freshBehaviour = async () => {
  vi.resetModules()
  return import('./behaviour')
}

/** Local storage as a map, as the browser keeps it. */
function storageOf(entries: Map<string, string>): Pick<Storage, 'getItem' | 'setItem'> {
  return {
    getItem: (key) => entries.get(key) ?? null,
    setItem: (key, value) => void entries.set(key, value),
  }
}

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('behaviour tracking', () => {
  it('without storage sends nothing and reports the missing tracking id once', async () => {
    const { setTrackingSenders, sendBehaviour, sendSearch } = await freshBehaviour()
    const sent: (BehaviourInput | SearchInput)[] = []
    setTrackingSenders({
      behaviour: async (input) => void sent.push(input),
      search: async (input) => void sent.push(input),
    })
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)

    sendBehaviour('click', [{ articleNumber: '1000003' }])
    sendBehaviour('addtocart', [{ articleNumber: '1000003', quantity: 2 }])
    sendSearch('skruv', 12)

    expect(sent).toEqual([])
    expect(warn.mock.calls).toEqual([['No trackingId available.']])
  })

  it('keeps one 21-character id under _l54a and sends every event with it', async () => {
    const entries = new Map<string, string>()
    vi.stubGlobal('window', { localStorage: storageOf(entries), crypto: globalThis.crypto })
    const { setTrackingSenders, sendBehaviour, sendSearch } = await freshBehaviour()
    const sent: (BehaviourInput | SearchInput)[] = []
    setTrackingSenders({
      behaviour: async (input) => void sent.push(input),
      search: async (input) => void sent.push(input),
    })

    sendBehaviour('click', [{ articleNumber: '1000003' }])
    sendBehaviour('addtocart', [{ articleNumber: '1000003', quantity: 2 }])
    sendSearch('  skruv ', 12)
    sendSearch('   ', 3)

    const id = entries.get('_l54a')
    expect(id).toMatch(/^[A-Za-z0-9_-]{21}$/)
    expect(sent).toEqual([
      { trackingId: id, kind: 'click', lines: [{ articleNumber: '1000003' }] },
      { trackingId: id, kind: 'addtocart', lines: [{ articleNumber: '1000003', quantity: 2 }] },
      { trackingId: id, query: 'skruv', resultCount: 12 },
    ])
  })
})
