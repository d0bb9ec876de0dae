import { Effect, Exit } from 'effect'
import { describe, expect, it } from 'vitest'
import { keptFor } from './published-cache'

describe('keptFor', () => {
  it('answers from the last answer while it is young, and asks again after', async () => {
    let clock = 0
    let asked = 0
    const read = keptFor(
      Effect.sync(() => ++asked),
      30_000,
      () => clock,
    )
    expect(await Effect.runPromise(read)).toBe(1)
    clock = 29_999
    expect(await Effect.runPromise(read)).toBe(1)
    clock = 30_000
    expect(await Effect.runPromise(read)).toBe(2)
    expect(asked).toBe(2)
  })

  it('keeps no failure: the next read asks again', async () => {
    let asked = 0
    const read = keptFor(
      Effect.suspend(() => (++asked === 1 ? Effect.fail('down') : Effect.succeed('banner'))),
      30_000,
      () => 0,
    )
    expect(await Effect.runPromiseExit(read)).toEqual(Exit.fail('down'))
    expect(await Effect.runPromise(read)).toBe('banner')
    expect(await Effect.runPromise(read)).toBe('banner')
    expect(asked).toBe(2)
  })
})
