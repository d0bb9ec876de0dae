import { describe, expect, it } from 'vitest'
import { fakeApi } from './testing/fake-api'
import { defaultShellSettings } from '../shell-settings'
import { RootStore } from './root.store'

/** Ending punch-out calls nothing: an API whose every call fails says so if one is made. */
const noCalls = fakeApi([])

const punchingOut = {
  ...defaultShellSettings,
  appMode: 'PUNCHOUT' as const,
  punchout: {
    punchout: { callback_url: 'https://srm.example.se/r' },
    HOOK_URL: 'https://srm.example.se/r',
    logonId: 'inkop.oci',
    oci: {},
    last_used: 1,
  },
}

describe('PunchoutStore.end', () => {
  it('leaves PUNCHOUT for NORMAL, or APP inside the embedded app, and drops the settings', () => {
    const browser = new RootStore(noCalls, punchingOut)
    browser.punchout.end('Mozilla/5.0')
    expect([browser.settings.appMode, browser.punchout.settings, browser.punchout.active]).toEqual([
      'NORMAL',
      null,
      false,
    ])
    const app = new RootStore(noCalls, punchingOut)
    app.punchout.end('ProffsbutikApp/2.3 (iOS)')
    expect(app.settings.appMode).toBe('APP')
  })

  it('leaves other modes as they are', () => {
    const store = new RootStore(noCalls, { ...defaultShellSettings, appMode: 'APP' })
    store.punchout.end('Mozilla/5.0')
    expect(store.settings.appMode).toBe('APP')
  })
})
