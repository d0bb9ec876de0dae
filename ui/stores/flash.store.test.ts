import { describe, expect, it } from 'vitest'
import { FlashStore } from './flash.store'

describe('FlashStore', () => {
  it('shows a message as information unless told otherwise, and closes it', () => {
    const flash = new FlashStore()
    flash.show('guards.login_required')
    expect(flash.current).toEqual({ key: 'guards.login_required', severity: 'info' })
    flash.show('errors.internal_server_error', 'error')
    expect(flash.current).toEqual({ key: 'errors.internal_server_error', severity: 'error' })
    flash.close()
    expect(flash.current).toBeNull()
  })
})
