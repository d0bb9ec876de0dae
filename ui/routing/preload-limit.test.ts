import { describe, expect, it } from 'vitest'
import { limitConcurrency } from './preload-limit'

describe('limitConcurrency', () => {
  it('runs at most `limit` calls at once and every call in the end, in order', async () => {
    let running = 0
    let most = 0
    const started: number[] = []
    const gates: (() => void)[] = []
    const limited = limitConcurrency(async (n: number) => {
      started.push(n)
      running++
      most = Math.max(most, running)
      await new Promise<void>((resolve) => gates.push(resolve))
      running--
      return n * 2
    }, 5)
    const results = Promise.all(Array.from({ length: 12 }, (_, n) => limited(n)))
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(started).toEqual([0, 1, 2, 3, 4])
    while (gates.length > 0) {
      gates.shift()!()
      await new Promise((resolve) => setTimeout(resolve, 0))
    }
    expect(await results).toEqual(Array.from({ length: 12 }, (_, n) => n * 2))
    expect(started).toEqual(Array.from({ length: 12 }, (_, n) => n))
    expect(most).toBe(5)
  })

  it('frees the slot of a call that fails', async () => {
    const limited = limitConcurrency(async (fail: boolean) => {
      if (fail) throw new Error('no chunk')
      return 'ok'
    }, 1)
    await expect(limited(true)).rejects.toThrow('no chunk')
    expect(await limited(false)).toBe('ok')
  })
})
