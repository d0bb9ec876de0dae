import { describe, expect, it } from 'vitest'
import { guard, pageMeta, type RouteMeta } from './route-meta'

const meta = (...flags: RouteMeta[]) => pageMeta(flags.map((staticData) => ({ staticData })))
const visitor = { loggedIn: false, admin: false }
const buyer = { loggedIn: true, admin: false }
const admin = { loggedIn: true, admin: true }

describe('pageMeta', () => {
  it('is all off with the default layout when no route sets a flag', () => {
    expect(pageMeta([{}, { staticData: {} }])).toEqual({
      requiresAuth: false,
      requiresAdmin: false,
      externalRedirect: false,
      isCheckoutPage: false,
      layout: 'default',
    })
  })

  it('lets the deepest route win and keeps what parents set', () => {
    expect(
      meta({ requiresAuth: true, layout: 'minimal' }, { layout: 'plain', isCheckoutPage: true }),
    ).toEqual({
      requiresAuth: true,
      requiresAdmin: false,
      externalRedirect: false,
      isCheckoutPage: true,
      layout: 'plain',
    })
  })
})

describe('guard', () => {
  it('lets anyone see an open page', () => {
    expect(guard(meta({}), visitor)).toEqual({ kind: 'pass' })
  })

  it('asks a visitor to log in on a page that needs a login, rights or the admin site', () => {
    for (const flags of [{ requiresAuth: true }, { requiresAdmin: true }, { externalRedirect: true }])
      expect(guard(meta(flags), visitor)).toEqual({ kind: 'login', message: 'guards.login_required' })
  })

  it('lets a buyer in where a login is enough and refuses admin pages', () => {
    expect(guard(meta({ requiresAuth: true, isCheckoutPage: true }), buyer)).toEqual({ kind: 'pass' })
    expect(guard(meta({ requiresAdmin: true }), buyer)).toEqual({
      kind: 'refuse',
      message: 'guards.forbidden',
    })
    expect(guard(meta({ externalRedirect: true }), buyer)).toEqual({
      kind: 'refuse',
      message: 'guards.forbidden',
    })
  })

  it('refuses a page switched off by a permission deny where the visitor acts, and only there', () => {
    const history = meta({ requiresAuth: true, deniedBy: 'EJ_ORDERHISTORIK' })
    expect(guard(history, { ...buyer, denies: ['EJ_SE_PRISER', 'EJ_ORDERHISTORIK'] })).toEqual({
      kind: 'refuse',
      message: 'guards.forbidden',
    })
    expect(guard(history, { ...buyer, denies: ['EJ_SE_PRISER'] })).toEqual({ kind: 'pass' })
    expect(guard(history, buyer)).toEqual({ kind: 'pass' })
    expect(guard(history, visitor)).toEqual({ kind: 'login', message: 'guards.login_required' })
  })

  it('refuses a page switched off by any of several denies', () => {
    const finance = meta({ requiresAuth: true, deniedBy: ['EJ_SE_EKONOMISK_UPPFÖLJNING', 'EJ_SE_PRISER'] })
    for (const denies of [['EJ_SE_EKONOMISK_UPPFÖLJNING'], ['EJ_SE_PRISER', 'EJ_ORDER']])
      expect(guard(finance, { ...buyer, denies })).toEqual({ kind: 'refuse', message: 'guards.forbidden' })
    expect(guard(finance, { ...buyer, denies: ['EJ_ORDERHISTORIK'] })).toEqual({ kind: 'pass' })
  })

  it('lets an admin in and sends them to the admin site from an external redirect', () => {
    expect(guard(meta({ requiresAdmin: true }), admin)).toEqual({ kind: 'pass' })
    expect(guard(meta({ externalRedirect: true }), admin)).toEqual({ kind: 'external' })
  })
})
