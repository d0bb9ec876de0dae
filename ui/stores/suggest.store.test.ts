import { describe, expect, it } from 'vitest'
import type { Schedule } from './schedule'
import { FAYT_DELAY_MS, SuggestStore, type Suggestions } from './suggest.store'
import { fakeApi } from './testing/fake-api'

const found = (q: string) => ({ products: [], categories: [], pages: [], q }) as unknown as Suggestions

/** A clock the test moves: what is scheduled runs when `run()` is called, if not cancelled. */
function manualClock() {
  let waiting: { run: () => void; ms: number } | null = null
  const schedule: Schedule = (run, ms) => {
    const entry = { run, ms }
    waiting = entry
    return () => {
      if (waiting === entry) waiting = null
    }
  }
  return {
    schedule,
    pending: () => waiting,
    run: () => {
      const entry = waiting
      waiting = null
      entry?.run()
    },
  }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('SuggestStore', () => {
  it('asks once typing pauses, from two characters on', async () => {
    const asked: unknown[] = []
    const clock = manualClock()
    let shown = 0
    const store = new SuggestStore(
      fakeApi(asked, { suggest: async (input) => found((input as { q: string }).q) }),
      () => shown++,
      clock.schedule,
    )
    store.typed('r')
    expect(clock.pending()).toBeNull()
    store.typed('rö')
    store.typed('rör ')
    expect(clock.pending()?.ms).toBe(FAYT_DELAY_MS)
    clock.run()
    await settle()
    expect(asked).toEqual([['suggest', { q: 'rör' }]])
    expect(store.current).toEqual(found('rör'))
    expect(shown).toBe(1)
  })

  it('drops an answer to something no longer in the box', async () => {
    const clock = manualClock()
    const answers: ((value: Suggestions) => void)[] = []
    const store = new SuggestStore(
      fakeApi([], { suggest: () => new Promise((resolve) => answers.push(resolve)) }),
      () => undefined,
      clock.schedule,
    )
    store.typed('rör')
    clock.run()
    store.typed('rörkoppling')
    clock.run()
    answers[1]!(found('rörkoppling'))
    answers[0]!(found('rör'))
    await settle()
    expect(store.current).toEqual(found('rörkoppling'))
    // A search was made: what is still on its way never opens over the results.
    store.typed('ventil')
    clock.run()
    store.forget()
    answers[2]!(found('ventil'))
    await settle()
    expect(store.current).toBeNull()
  })
})
