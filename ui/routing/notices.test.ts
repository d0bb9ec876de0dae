import { describe, expect, it } from 'vitest'
import { NavigationStore } from '../stores/navigation.store'
import { homeWithNotice, isDocumentPath, noticeKey, returnPath, withoutNotice } from './notices'

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

describe('the page to return to after logging in', () => {
  it('travels with the notice, and leaves the address with it', () => {
    expect(homeWithNotice('login_required', '/mina-sidor/ordrar?page=2')).toBe(
      '/?notice=login_required&next=%2Fmina-sidor%2Fordrar%3Fpage%3D2',
    )
    expect(withoutNotice('/?notice=login_required&next=%2Fcart')).toBe('/')
  })

  it('is only ever a page of this site, never the start page', () => {
    expect(returnPath('/mina-sidor/ordrar/4100222')).toBe('/mina-sidor/ordrar/4100222')
    expect(returnPath('//evil.example/x')).toBe('/evil.example/x')
    expect(returnPath('/\\evil.example')).toBe('/evil.example')
    expect(returnPath('https://evil.example/cart')).toBe('/https://evil.example/cart')
    // Dot segments never leave a protocol-relative address behind.
    expect(returnPath('/.//evil.example/x')).toBe('/evil.example/x')
    expect(returnPath('/a/..//evil.example')).toBe('/evil.example')
    expect(returnPath('/..//\\evil.example')).toBe('/evil.example')
    expect(returnPath('/%2F%2Fevil.example')).toBe('/%2F%2Fevil.example')
    expect(returnPath('/./')).toBeUndefined()
    expect(returnPath('/')).toBeUndefined()
    expect(returnPath('/?notice=login_required')).toBeUndefined()
    expect(returnPath('')).toBeUndefined()
    expect(returnPath(['/cart'])).toBeUndefined()
    expect(homeWithNotice('login_required', '/')).toBe('/?notice=login_required')
  })

  it('is opened by the browser itself when it is a document, not a page', () => {
    expect(isDocumentPath('/api/orders/4100222/orderbekraftelse.pdf')).toBe(true)
    expect(isDocumentPath('/mina-sidor/ordrar/4100222')).toBe(false)
    expect(isDocumentPath('/apix')).toBe(false)
  })

  it('is remembered by the navigation store once', () => {
    const navigation = new NavigationStore()
    expect(navigation.takeReturn()).toBeNull()
    navigation.rememberReturn('/cart')
    expect(navigation.takeReturn()).toBe('/cart')
    expect(navigation.takeReturn()).toBeNull()
  })
})
