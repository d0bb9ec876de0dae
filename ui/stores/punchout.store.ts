import { makeAutoObservable } from 'mobx'
import { isEmbeddedApp, PUNCHOUT_SETTINGS_KEY, type PunchoutStorageValue } from '@proffsbutik/core/domain'
import { removeStored, writeStored } from '../browser-storage'
import type { ShellSettings } from '../shell-settings'

/** Where the page's mode and punch-out settings live: the shell settings the server rendered with. */
interface ModeHolder {
  settings: ShellSettings
}

/**
 * Punch-out mode (shop-core §1, §3): whether the page runs for a procurement system, the settings the
 * entry stored ('punchout-settings'), and leaving it. The mode and settings travel from the server
 * in the shell settings; this store is how the shell reads and changes them.
 */
export class PunchoutStore {
  constructor(private readonly holder: ModeHolder) {
    makeAutoObservable<PunchoutStore, 'holder'>(this, { holder: false })
  }

  /** Whether the page runs in PUNCHOUT mode: the cart goes back to the procurement system. */
  get active(): boolean {
    return this.holder.settings.appMode === 'PUNCHOUT'
  }

  /** What the browser keeps under 'punchout-settings' while punching out; null otherwise. */
  get settings(): PunchoutStorageValue | null {
    return this.holder.settings.punchout
  }

  /** Keeps the browser's 'punchout-settings' in step with the page: there while punching out, gone otherwise. */
  keepInStorage(): void {
    const settings = this.settings
    if (settings) writeStored(PUNCHOUT_SETTINGS_KEY, settings)
    else removeStored(PUNCHOUT_SETTINGS_KEY)
  }

  /**
   * A login of the buyer's own or a logout ends a punch-out (the server has forgotten its settings):
   * the page leaves PUNCHOUT without a reload, for APP inside the embedded app and NORMAL elsewhere,
   * and the browser's 'punchout-settings' go with it.
   */
  end(userAgent: string | undefined): void {
    if (!this.active) return
    this.holder.settings = {
      ...this.holder.settings,
      appMode: isEmbeddedApp(userAgent) ? 'APP' : 'NORMAL',
      punchout: null,
    }
    removeStored(PUNCHOUT_SETTINGS_KEY)
  }
}
