import { describe, expect, it } from 'vitest'
import { appModeOf, isEmbeddedApp } from './app-mode'

describe('app mode', () => {
  it('knows the embedded app by its versioned prefix at the start of the user agent', () => {
    expect(isEmbeddedApp('ProffsbutikApp/3.12.0 (Android 14; Pixel 8)')).toBe(true)
    expect(isEmbeddedApp('ProffsbutikApp/4')).toBe(true)
    expect(isEmbeddedApp('ProffsbutikApp (Android 14)')).toBe(false)
    expect(isEmbeddedApp('Mozilla/5.0 ProffsbutikApp/3.12.0')).toBe(false)
    expect(isEmbeddedApp('ProffsbutikApp/3.x')).toBe(false)
    expect(isEmbeddedApp(undefined)).toBe(false)
  })

  it('is PUNCHOUT for a handed-over buyer, else APP in the app, else NORMAL', () => {
    expect(appModeOf('ProffsbutikApp/3.12.0', true)).toBe('PUNCHOUT')
    expect(appModeOf('ProffsbutikApp/3.12.0', false)).toBe('APP')
    expect(appModeOf('Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0', false)).toBe('NORMAL')
  })
})
