/**
 * The demo pages (outbox, demo procurement system) answer only requests made on this machine, only
 * when they are on, and carry the shop's page policy (issue 25, finding 2).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readServicesConfig } from '../config'
import { startHarness, type Harness } from '../testing/harness'
import { isLocalUrl } from './dev-pages'

const pages = [
  '/services/dev/outbox',
  '/services/dev/outbox.json',
  '/services/dev/punchout',
  '/services/dev/punchout/last.json',
]

let on: Harness
let off: Harness
beforeAll(async () => {
  ;[on, off] = await Promise.all([startHarness(), startHarness(undefined, { devPages: false })])
}, 120_000)
afterAll(async () => {
  await Promise.all([on.stop(), off.stop()])
})

describe('the demo pages', () => {
  it('answer a request made on this machine, with the shop’s policy and no framing', async () => {
    for (const path of pages) {
      const response = await fetch(`${on.url}${path}`)
      expect(`${path} ${response.status}`).toBe(`${path} 200`)
      const policy = response.headers.get('content-security-policy') ?? ''
      expect(policy).toContain("frame-ancestors 'none'")
      expect(policy).toContain("object-src 'none'")
      expect(response.headers.get('x-frame-options')).toBe('DENY')
      if (path.endsWith('.json')) continue
      // The page's style carries the nonce its policy names; nothing else inline is allowed.
      const nonce = /'nonce-([^']+)'/.exec(policy)?.[1]
      expect(await response.text()).toContain(`<style nonce="${nonce}">`)
    }
  })

  it('refuse a request that came through a proxy, even one on this machine', async () => {
    for (const header of ['x-forwarded-for', 'forwarded', 'x-real-ip', 'x-forwarded-host']) {
      const response = await fetch(`${on.url}/services/dev/outbox.json`, {
        headers: { [header]: header === 'forwarded' ? 'for=203.0.113.9' : '203.0.113.9' },
      })
      expect(`${header} ${response.status}`).toBe(`${header} 403`)
      expect(await response.text()).not.toContain('engångskod')
    }
  })

  it('do not exist when they are off', async () => {
    for (const path of pages) expect((await fetch(`${off.url}${path}`)).status).toBe(404)
  })

  it('are on by default only when the shop’s public address is this machine; DEV_PAGES decides otherwise', () => {
    const devPages = (env: Record<string, string>) => {
      const read = readServicesConfig(env)
      return read.ok ? read.config.devPages : read.problems
    }
    expect(devPages({})).toBe(true)
    expect(devPages({ PUBLIC_URL: 'http://127.0.0.1:3000' })).toBe(true)
    expect(devPages({ PUBLIC_URL: 'https://proffsbutik.example.se' })).toBe(false)
    expect(devPages({ PUBLIC_URL: 'https://proffsbutik.example.se', DEV_PAGES: 'on' })).toBe(true)
    expect(devPages({ DEV_PAGES: 'off' })).toBe(false)
    expect(devPages({ DEV_PAGES: 'yes' })).toEqual(['DEV_PAGES must be on or off'])
  })

  it('know this machine’s addresses from others', () => {
    for (const url of [
      'http://localhost:3000',
      'http://127.0.0.1',
      'http://[::1]:3000',
      'http://shop.localhost',
    ])
      expect(isLocalUrl(url), url).toBe(true)
    for (const url of ['https://proffsbutik.se', 'http://192.168.1.20:3000', 'http://localhost.example.se'])
      expect(isLocalUrl(url), url).toBe(false)
  })
})
