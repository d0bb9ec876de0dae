import { describe, expect, it } from 'vitest'
import { isAbort } from './error-reporting'

describe('isAbort', () => {
  it('knows aborted and timed-out requests, which are never reported', () => {
    expect(isAbort(new DOMException('The user aborted a request.', 'AbortError'))).toBe(true)
    expect(isAbort(Object.assign(new Error('signal timed out'), { name: 'TimeoutError' }))).toBe(true)
    expect(isAbort(new TypeError('Fetch is aborted'))).toBe(true)
  })
  it('reports everything else', () => {
    expect(isAbort(new TypeError('Failed to fetch'))).toBe(false)
    expect(isAbort('aborted')).toBe(false)
    expect(isAbort(null)).toBe(false)
  })
})
