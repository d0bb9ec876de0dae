import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { brandCodes, brandProfiles } from '../../core/domain/brand'

const css = readFileSync(join(import.meta.dirname, 'brands.css'), 'utf8')

describe('brand colours', () => {
  it('are the brand profiles’ colours, for every brand', () => {
    for (const code of brandCodes) {
      const block = new RegExp(`\\[data-brand='${code}'\\] \\{([^}]*)\\}`).exec(css)?.[1] ?? ''
      const profile = brandProfiles[code]
      expect(block, code).toContain(`--color-brand: ${profile.color.toLowerCase()};`)
      expect(block, code).toContain(`--color-brand-dark: ${profile.colorDark.toLowerCase()};`)
      expect(block, code).toContain(`--color-brand-tint: ${profile.tint.toLowerCase()};`)
    }
  })
})
