import { describe, expect, it } from 'vitest'
import { videoOrigins } from '@proffsbutik/core/domain'
import { contentSecurityPolicy } from './security-headers'

const directives = (policy: string) =>
  Object.fromEntries(
    policy.split('; ').map((directive) => {
      const [name = '', ...sources] = directive.split(' ')
      return [name, sources]
    }),
  )

describe('contentSecurityPolicy', () => {
  it('stays strict without a maps key: only the shop and the nonce, no third-party host', () => {
    const policy = contentSecurityPolicy('abc', [])
    expect(policy).toBe(
      [
        "default-src 'self'",
        "script-src 'self' 'nonce-abc'",
        "style-src 'self' 'nonce-abc'",
        "img-src 'self' data:",
        "font-src 'self'",
        "media-src 'self'",
        "connect-src 'self'",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
        "frame-ancestors 'self'",
      ].join('; '),
    )
    expect(contentSecurityPolicy('abc', [], { maps: false })).toBe(policy)
    expect(policy).not.toMatch(/google|gstatic/)
  })

  it('lets forms post to the shop only, and in a punch-out session to its HOOK_URL’s origin, http included', () => {
    expect(directives(contentSecurityPolicy('abc', []))['form-action']).toEqual(["'self'"])
    const punchout = directives(
      contentSecurityPolicy('abc', [], { maps: false, handBack: 'http://srm.example.se:8000' }),
    )
    expect(punchout['form-action']).toEqual(["'self'", 'http://srm.example.se:8000'])
  })

  it('lets pages send errors to the SENTRY_DSN origin only when it is configured', () => {
    const policy = directives(
      contentSecurityPolicy('abc', [], { maps: false, errorReporting: 'https://o1.ingest.sentry.io' }),
    )
    expect(policy['connect-src']).toEqual(["'self'", 'https://o1.ingest.sentry.io'])
    expect(policy['script-src']).toEqual(["'self'", "'nonce-abc'"])
  })

  it('lets films play from the shop and exactly the hosts the content’s videos name, nothing else', () => {
    const origins = videoOrigins([
      'https://video.proffsbutik.se/presspassning-22mm.mp4',
      '//videos.ctfassets.net/space/film.webm',
      'https://video.proffsbutik.se/annan.mp4',
      '/services/content/files/asset-film-x/x.webm',
      'javascript:alert(1)',
    ])
    const policy = directives(contentSecurityPolicy('abc', [], { maps: false, media: origins }))
    expect(policy['media-src']).toEqual([
      "'self'",
      'https://video.proffsbutik.se',
      'https://videos.ctfassets.net',
    ])
    // The films' hosts may serve media only: no script, frame, picture or connection.
    for (const directive of ['script-src', 'img-src', 'connect-src', 'frame-src', 'default-src'])
      expect(policy[directive] ?? []).not.toContain('https://video.proffsbutik.se')
    expect(
      Object.values(policy)
        .flat()
        .filter((source) => source.includes('*')),
    ).toEqual([])
    // Content that names no other host leaves the shop's own.
    expect(directives(contentSecurityPolicy('abc', [], { maps: false, media: [] }))['media-src']).toEqual([
      "'self'",
    ])
  })

  it('allows the tag manager hosts only when GTM_ID is configured', () => {
    const policy = directives(contentSecurityPolicy('abc', [], { maps: false, tagManager: true }))
    expect(policy['script-src']).toEqual(["'self'", "'nonce-abc'", 'https://www.googletagmanager.com'])
    expect(policy['connect-src']).toEqual(
      expect.arrayContaining(["'self'", 'https://*.google-analytics.com', 'https://*.analytics.google.com']),
    )
    expect(policy['img-src']).toEqual(expect.arrayContaining(['https://www.googletagmanager.com']))
    expect(policy['frame-src']).toBeUndefined()
    expect(contentSecurityPolicy('abc', [], { maps: false })).not.toMatch(/googletagmanager|analytics/)
  })

  it('allows the Google Maps hosts only when a maps key is configured, never eval or inline code', () => {
    const policy = directives(contentSecurityPolicy('abc', ['https://srm.example.se'], { maps: true }))
    expect(policy['script-src']).toEqual(
      expect.arrayContaining(["'self'", "'nonce-abc'", 'https://*.googleapis.com', 'https://*.gstatic.com']),
    )
    expect(policy['img-src']).toEqual(
      expect.arrayContaining(['https://*.googleapis.com', 'https://*.gstatic.com']),
    )
    expect(policy['connect-src']).toEqual(expect.arrayContaining(["'self'", 'https://*.googleapis.com']))
    expect(policy['font-src']).toEqual(["'self'", 'https://fonts.gstatic.com'])
    expect(policy['frame-src']).toEqual(["'self'", '*.google.com'])
    expect(policy['worker-src']).toEqual(["'self'", 'blob:'])
    expect(policy['object-src']).toEqual(["'none'"])
    expect(policy['frame-ancestors']).toEqual(["'self'", 'https://srm.example.se'])
    expect(Object.values(policy).flat()).not.toContain("'unsafe-eval'")
    expect(Object.values(policy).flat()).not.toContain("'unsafe-inline'")
  })
})
