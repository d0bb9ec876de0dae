import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  canRemoveItems,
  initialCartState,
  nextCartStatus,
  reduceCartState,
  type CartEvent,
  type CartStatus,
} from './cart-status'

const statuses: CartStatus[] = ['noCart', 'idle', 'mutating', 'error']
const events: CartEvent[] = ['UPDATE', 'SUCCESS', 'ERROR', 'LOGOUT']

describe('nextCartStatus', () => {
  it('follows every row of the spec table', () => {
    const table: [CartStatus, CartEvent, CartStatus][] = [
      ['noCart', 'UPDATE', 'mutating'],
      ['idle', 'LOGOUT', 'noCart'],
      ['idle', 'SUCCESS', 'idle'],
      ['idle', 'UPDATE', 'mutating'],
      ['mutating', 'LOGOUT', 'noCart'],
      ['mutating', 'ERROR', 'error'],
      ['mutating', 'SUCCESS', 'idle'],
      ['mutating', 'UPDATE', 'mutating'],
      ['error', 'LOGOUT', 'noCart'],
      ['error', 'SUCCESS', 'idle'],
      ['error', 'UPDATE', 'mutating'],
    ]
    for (const [from, event, to] of table) expect(nextCartStatus(from, event)).toBe(to)
    const listed = new Set(table.map(([from, event]) => `${from}/${event}`))
    for (const from of statuses) {
      for (const event of events) {
        if (!listed.has(`${from}/${event}`)) expect(nextCartStatus(from, event)).toBe(from)
      }
    }
  })

  it('ignores removal only while mutating', () => {
    expect(statuses.filter(canRemoveItems)).toEqual(['noCart', 'idle', 'error'])
  })
})

describe('reduceCartState over random event sequences', () => {
  it('keeps the machine sound', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...events), { maxLength: 50 }), (sequence) => {
        let state = initialCartState
        for (const event of sequence) {
          const before = state
          state = reduceCartState(state, event)
          expect(statuses).toContain(state.status)
          if (event === 'LOGOUT' && before.status !== 'noCart') expect(state.status).toBe('noCart')
          if (before.status === 'noCart' && event !== 'UPDATE') expect(state.status).toBe('noCart')
          if (state.status === 'noCart') expect(state.loaded).toBe(false)
          if (event === 'ERROR' && before.status === 'mutating') expect(state.status).toBe('error')
        }
      }),
      { numRuns: 1000 },
    )
  })

  it('marks the cart loaded on success and clears it on logout', () => {
    let state = reduceCartState(initialCartState, 'UPDATE')
    expect(state).toEqual({ status: 'mutating', loaded: false })
    state = reduceCartState(state, 'SUCCESS')
    expect(state).toEqual({ status: 'idle', loaded: true })
    state = reduceCartState(reduceCartState(state, 'UPDATE'), 'ERROR')
    expect(state).toEqual({ status: 'error', loaded: true })
    expect(reduceCartState(state, 'LOGOUT')).toEqual({ status: 'noCart', loaded: false })
  })
})
