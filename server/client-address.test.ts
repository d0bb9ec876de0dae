import { describe, expect, it } from 'vitest'
import { forwardedClientAddress } from './client-address'

describe('forwardedClientAddress', () => {
  it('is the socket peer, whatever a remote client claims', () => {
    expect(forwardedClientAddress('198.51.100.7', '10.0.0.1')).toBe('198.51.100.7')
    expect(forwardedClientAddress('198.51.100.7', undefined)).toBe('198.51.100.7')
  })

  it('believes the first forwarded address from a proxy on this machine, or without a socket', () => {
    expect(forwardedClientAddress('127.0.0.1', '203.0.113.9, 10.0.0.2')).toBe('203.0.113.9')
    expect(forwardedClientAddress('::ffff:127.0.0.1', '203.0.113.9')).toBe('203.0.113.9')
    expect(forwardedClientAddress(undefined, '203.0.113.9')).toBe('203.0.113.9')
    expect(forwardedClientAddress('127.0.0.1', undefined)).toBe('127.0.0.1')
    expect(forwardedClientAddress(undefined, undefined)).toBeUndefined()
  })
})
