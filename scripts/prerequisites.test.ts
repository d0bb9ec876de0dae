import { describe, expect, it } from 'vitest'
import { installCommand, prerequisites } from './prerequisites'

describe('the prerequisites of npm test', () => {
  it('are Chromium, PostgreSQL, LibreOffice Calc and poppler, from Debian', () => {
    expect(prerequisites.map((prerequisite) => prerequisite.aptPackage)).toEqual([
      'chromium',
      'postgresql',
      'libreoffice-calc-nogui',
      'poppler-utils',
    ])
  })
  it('install with one apt command', () => {
    expect(installCommand(prerequisites.slice(0, 2))).toBe(
      'apt-get update && apt-get install -y --no-install-recommends chromium postgresql',
    )
  })
})
