import { describe, expect, it } from 'vitest'
import { claimReload, isChunkLoadError, RELOAD_GUARD_KEY } from './chunk-reload'

function memoryStorage() {
  const items = new Map<string, string>()
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  }
}

describe('isChunkLoadError', () => {
  it('knows the failed dynamic imports of Chromium, Firefox and Safari', () => {
    for (const message of [
      'Failed to fetch dynamically imported module: https://shop/assets/cart-1a2b.js',
      'error loading dynamically imported module',
      'Importing a module script failed.',
    ])
      expect(isChunkLoadError(new TypeError(message))).toBe(true)
  })

  it('leaves other errors alone', () => {
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false)
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false)
  })
})

describe('claimReload', () => {
  it('reloads a page once within the ttl, then again after it', () => {
    const storage = memoryStorage()
    expect(claimReload(storage, '/cart', 1_000)).toBe(true)
    expect(claimReload(storage, '/cart', 5_000)).toBe(false)
    expect(claimReload(storage, '/cart', 11_000)).toBe(true)
  })

  it('lets another page reload at once, and survives a broken entry', () => {
    const storage = memoryStorage()
    expect(claimReload(storage, '/cart', 1_000)).toBe(true)
    expect(claimReload(storage, '/summary', 1_500)).toBe(true)
    storage.setItem(RELOAD_GUARD_KEY, '{not json')
    expect(claimReload(storage, '/summary', 1_600)).toBe(true)
  })
})
