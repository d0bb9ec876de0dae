import { describe, expect, it } from 'vitest'
import { homeWithNotice, noticeKey, withoutNotice } from './notices'

describe('notices', () => {
  it('reads only the known notices', () => {
    expect(noticeKey('login_required')).toBe('guards.login_required')
    expect(noticeKey('no_access')).toBe('guards.forbidden')
    expect(noticeKey('errors.invalid_order')).toBeUndefined()
    expect(noticeKey('toString')).toBeUndefined()
    expect(noticeKey(['login_required'])).toBeUndefined()
  })

  it('puts a notice on the start page and takes it off an address again', () => {
    expect(homeWithNotice('login_required')).toBe('/?notice=login_required')
    expect(withoutNotice('/?notice=login_required')).toBe('/')
    expect(withoutNotice('/search?q=r%C3%B6r&notice=no_access#top')).toBe('/search?q=r%C3%B6r#top')
  })
})
