import { existsSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { type BrandCode, brandCodes, brandProfiles } from '@proffsbutik/core/domain'

const read = (path: string) => readFileSync(join(import.meta.dirname, path), 'utf8')
const sharedCss = read('brands.css')
/** Each brand's own stylesheet, the one file its pages link. */
const brandCss = Object.fromEntries(brandCodes.map((code) => [code, read(`${code}.css`)])) as Record<
  BrandCode,
  string
>
const css = [sharedCss, ...Object.values(brandCss)].join('\n')
const baseCss = read('../styles/base.css')
const shellCss = read('../styles/shell.css')
const packageJson = JSON.parse(read('../../package.json')) as { dependencies: Record<string, string> }
const require = createRequire(import.meta.url)

/** The declarations of a brand's :root block, in its own stylesheet. */
function brandTokens(code: BrandCode): Map<string, string> {
  const block = /:root \{([^}]*)\}/.exec(brandCss[code])?.[1] ?? ''
  return new Map([...block.matchAll(/(--[\w-]+):\s*([^;]+);/g)].map((match) => [match[1]!, match[2]!.trim()]))
}

/** The first family of a font stack, unquoted: `'Archivo', var(--font-fallback)` → Archivo. */
const firstFamily = (stack: string) =>
  stack
    .split(',')[0]!
    .trim()
    .replace(/^'(.*)'$/, '$1')

/** The @font-face rules of the brands' stylesheets by family. */
const fontFaces = new Map(
  [...css.matchAll(/@font-face \{([^}]*)\}/g)].map((match) => [
    /font-family: '([^']+)';/.exec(match[1]!)?.[1] ?? '',
    match[1]!,
  ]),
)

describe('brand colours', () => {
  it('are the brand profiles’ colours, for every brand', () => {
    for (const code of brandCodes) {
      const tokens = brandTokens(code)
      const profile = brandProfiles[code]
      expect(tokens.get('--color-brand'), code).toBe(profile.color.toLowerCase())
      expect(tokens.get('--color-brand-dark'), code).toBe(profile.colorDark.toLowerCase())
      expect(tokens.get('--color-brand-tint'), code).toBe(profile.tint.toLowerCase())
    }
  })
})

describe('brand theme tokens', () => {
  it('are the same set for every brand, so none silently keeps the default brand’s value', () => {
    const names = (code: BrandCode) => [...brandTokens(code).keys()].sort()
    expect(names('dahl')).toEqual(
      expect.arrayContaining(['--font-body', '--font-heading', '--radius', '--header-border']),
    )
    for (const code of brandCodes) expect(names(code), code).toEqual(names('dahl'))
  })

  it('give each brand a typeface of its own, falling back to the system’s sans-serif', () => {
    const families = brandCodes.map((code) => firstFamily(brandTokens(code).get('--font-body') ?? ''))
    expect(new Set(families).size).toBe(brandCodes.length)
    for (const code of brandCodes) {
      for (const token of ['--font-body', '--font-heading']) {
        expect(brandTokens(code).get(token), `${code} ${token}`).toMatch(/^'[^']+', var\(--font-fallback\)$/)
      }
    }
    expect(/--font-fallback:([^;]+);/.exec(css)?.[1]?.trim()).toMatch(/^system-ui,.*, sans-serif$/)
  })

  it('live in each brand’s own stylesheet, with its own typeface and no other brand’s', () => {
    for (const code of brandCodes) {
      const own = firstFamily(brandTokens(code).get('--font-body') ?? '')
      const faces = [...brandCss[code].matchAll(/font-family: '([^']+)';/g)].map((match) => match[1])
      expect(faces, code).toEqual([own])
      for (const other of brandCodes.filter((name) => name !== code))
        expect(brandCss[code], `${code} names ${other}`).not.toContain(brandProfiles[other].name)
    }
    expect(sharedCss).not.toMatch(/--color-brand:|@font-face/)
  })

  it('name only families that the brand stylesheets serve from an installed package, latin subset, swapped in', () => {
    const used = new Set(
      brandCodes.flatMap((code) =>
        ['--font-body', '--font-heading'].map((token) => firstFamily(brandTokens(code).get(token) ?? '')),
      ),
    )
    expect([...fontFaces.keys()].sort()).toEqual([...used].sort())
    for (const [family, face] of fontFaces) {
      expect(face, family).toContain('font-display: swap;')
      expect(face, family).toMatch(/font-weight: \d00 \d00;/)
      expect(face, family).toMatch(/unicode-range:\s+U\+0000-00FF,/)
      const src = /src: url\('([^']+)'\) format\('woff2'\);/.exec(face)?.[1] ?? ''
      const pkg = /^(@fontsource(?:-variable)?\/[\w-]+)\/files\/[\w-]+-latin-[\w-]+\.woff2$/.exec(src)?.[1]
      expect(pkg, `${family}: ${src}`).toBeDefined()
      expect(packageJson.dependencies[pkg!], `${pkg} in dependencies`).toBeDefined()
      expect(existsSync(require.resolve(src)), src).toBe(true)
    }
  })

  it('are what the shop’s styles use, with no typeface of their own', () => {
    const defined = new Set([
      ...brandTokens('dahl').keys(),
      ...[...(css + baseCss).matchAll(/(--[\w-]+):/g)].map((match) => match[1]!),
    ])
    for (const match of (css + baseCss).matchAll(/var\((--[\w-]+)\)/g)) {
      expect(defined, `${match[1]} is defined`).toContain(match[1])
    }
    for (const match of baseCss.matchAll(/font-family:([^;]+);/g)) {
      expect(match[1]!.trim()).toMatch(/^var\(--font-(body|heading)\)$/)
    }
    expect(baseCss).not.toMatch(/border-radius: (?!var\()/)
  })
})

/** WCAG 2 relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((at) => {
    const channel = parseInt(hex.slice(at, at + 2), 16) / 255
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4
  })
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!
}

/** WCAG 2 contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return (light! + 0.05) / (dark! + 0.05)
}

/** A token of base.css's :root block. */
const baseToken = (name: string) => new RegExp(`${name}:\\s*(#[0-9a-f]{6});`).exec(baseCss)?.[1] ?? ''

/** The background of a rule in shell.css. */
const shellBackground = (selector: string) =>
  new RegExp(`\\${selector} \\{[^}]*background: (#[0-9a-f]{6});`).exec(shellCss)?.[1] ?? ''

describe('brand contrast (WCAG AA, 4.5:1 for text)', () => {
  it('holds for every pairing the styles use, in every brand', () => {
    const text = baseToken('--color-text')
    const muted = baseToken('--color-muted')
    const surface = baseToken('--color-surface')
    const page = baseToken('--color-page')
    const alert = shellBackground('.alert-banner')
    const alertError = shellBackground('.alert-banner--error')
    expect(
      [text, muted, surface, page, alert, alertError].every((colour) => /^#[0-9a-f]{6}$/.test(colour)),
    ).toBe(true)
    for (const code of brandCodes) {
      const tokens = brandTokens(code)
      const brand = tokens.get('--color-brand')!
      const dark = tokens.get('--color-brand-dark')!
      const tint = tokens.get('--color-brand-tint')!
      const pairs: [string, string, string][] = [
        ['white on the brand (header, primary buttons)', '#ffffff', brand],
        ['white on the dark shade (hover)', '#ffffff', dark],
        ['brand links on the cards', brand, surface],
        ['brand links on the page', brand, page],
        ['dark shade on the tint (badges, banner links)', dark, tint],
        ['dark shade on the alert banners', dark, alert],
        ['dark shade on the error banners', dark, alertError],
        ['text on the tint', text, tint],
        ['muted text on the tint (a hovered suggestion)', muted, tint],
        ['muted text on the page', muted, page],
      ]
      for (const [pairing, foreground, background] of pairs) {
        expect(contrast(foreground, background), `${code}: ${pairing}`).toBeGreaterThanOrEqual(4.5)
      }
    }
  })
})
