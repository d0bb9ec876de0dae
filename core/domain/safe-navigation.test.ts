import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { checkNavigation, documentHref, externalHttpUrl, safeHref, sameSitePath } from './safe-navigation'

const origin = 'https://www.dahl.se'

describe('checkNavigation', () => {
  it('keeps same-origin navigation in the app', () => {
    expect(checkNavigation('/produkt/kulventil?x=1#pris', { origin })).toEqual({
      kind: 'internal',
      path: '/produkt/kulventil?x=1#pris',
    })
    expect(checkNavigation('https://www.dahl.se/kampanjer', { origin })).toEqual({
      kind: 'internal',
      path: '/kampanjer',
    })
  })

  it('allows external URLs only with permission', () => {
    expect(checkNavigation('https://example.com/a', { origin })).toEqual({
      kind: 'refused',
      reason: 'external',
    })
    expect(checkNavigation('//evil.example/x', { origin })).toEqual({ kind: 'refused', reason: 'external' })
    expect(checkNavigation('https://example.com/a', { origin, allowExternal: true })).toEqual({
      kind: 'external',
      url: 'https://example.com/a',
    })
  })

  it('refuses disallowed protocols, obfuscated or not', () => {
    for (const url of [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      '\u0001javascript:alert(1)',
      'java\tscript:alert(1)',
      'java\nscript:alert(1)',
      'data:text/html,<b>x</b>',
      'vbscript:x',
      'file:///etc/passwd',
      'mailto:a@b.se',
    ]) {
      expect(checkNavigation(url, { origin, allowExternal: true })).toEqual({
        kind: 'refused',
        reason: 'protocol',
      })
    }
  })

  it('refuses any case or whitespace variant of javascript:', () => {
    const variant = fc
      .tuple(
        fc
          .array(fc.integer({ min: 0, max: 32 }), { maxLength: 3 })
          .map((codes) => String.fromCharCode(...codes)),
        fc.array(fc.boolean(), { minLength: 10, maxLength: 10 }),
        fc.string(),
      )
      .map(
        ([lead, upper, rest]) =>
          lead + [...'javascript'].map((ch, i) => (upper[i] ? ch.toUpperCase() : ch)).join('') + ':' + rest,
      )
    fc.assert(
      fc.property(variant, (url) => {
        expect(checkNavigation(url, { origin, allowExternal: true }).kind).toBe('refused')
        expect(safeHref(url, origin)).toBeUndefined()
      }),
      { numRuns: 1000 },
    )
  })
})

describe('safeHref', () => {
  it('renders http(s), mailto, tel and relative links, nothing else', () => {
    expect(safeHref('/hitta-butik', origin)).toBe('/hitta-butik')
    expect(safeHref('https://example.com/x', origin)).toBe('https://example.com/x')
    expect(safeHref('mailto:kundservice@dahl.se', origin)).toBe('mailto:kundservice@dahl.se')
    expect(safeHref('tel:+46101234567', origin)).toBe('tel:+46101234567')
    expect(safeHref('javascript:alert(1)', origin)).toBeUndefined()
    expect(safeHref('data:image/svg+xml,x', origin)).toBeUndefined()
  })
})

describe('documentHref', () => {
  it('opens a path of the shop or an http(s) file, and nothing else', () => {
    expect(documentHref('/services/product/documents/P1-datablad.pdf')).toBe(
      '/services/product/documents/P1-datablad.pdf',
    )
    expect(documentHref(' https://docs.example.se/manual.pdf ')).toBe('https://docs.example.se/manual.pdf')
    for (const refused of [
      'javascript:alert(1)',
      'java\tscript:alert(1)',
      ' \u0001javascript:alert(1)',
      'data:application/pdf;base64,JVBERi0=',
      'mailto:support@example.se',
      'tel:0101234500',
      'vbscript:x',
    ])
      expect(documentHref(refused), refused).toBeUndefined()
  })
})

describe('externalHttpUrl', () => {
  it('takes absolute http and https addresses only', () => {
    expect(externalHttpUrl(' https://rorcentralen-i-kalmar.invalid ')).toBe(
      'https://rorcentralen-i-kalmar.invalid/',
    )
    expect(externalHttpUrl('http://example.se/butik?x=1')).toBe('http://example.se/butik?x=1')
    for (const refused of [
      'javascript:alert(1)',
      'java\tscript:alert(1)',
      'mailto:a@b.se',
      '/butiker/1001',
      'www.example.se',
      'data:text/html,x',
      '',
    ])
      expect(externalHttpUrl(refused)).toBeUndefined()
  })
})

describe('sameSitePath', () => {
  it('turns open-redirect paths into paths of this site', () => {
    expect(sameSitePath('/kampanjer')).toBe('/kampanjer')
    expect(sameSitePath('//evil.example/x')).toBe('/evil.example/x')
    expect(sameSitePath('/\\evil.example')).toBe('/evil.example')
    expect(sameSitePath('/\t/evil.example')).toBe('/evil.example')
    expect(sameSitePath('\\\\evil.example')).toBe('/evil.example')
    expect(sameSitePath('')).toBe('/')
  })

  it('never leads a browser to another host, whatever the path', () => {
    const piece = fc.constantFrom('/', '\\', '\t', '\n', ' ', '\u0000', 'evil.example', ':', '@', '%2F', '.')
    const path = fc.oneof(
      fc.string(),
      fc.array(piece, { maxLength: 8 }).map((parts) => parts.join('')),
    )
    fc.assert(
      fc.property(path, (text) => {
        expect(new URL(sameSitePath(text), origin).origin).toBe(origin)
      }),
      { numRuns: 2000 },
    )
  })
})
