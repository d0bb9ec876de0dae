/**
 * The account flows end to end on the embedded services: the users adapter's activation and reset
 * calls (with the error codes that tell a refused password from a bad code), and the account RPCs
 * through the shop's app — input decoded (400), failures answered with their Swedish message keys
 * (422), an activated user logged in by the session cookie.
 */
import { Effect } from 'effect'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { UsersPort } from '@proffsbutik/core/ports'
import { login } from '@proffsbutik/core/usecases'
import { createApp } from '../../server/app'
import { readConfig } from '../../server/config'
import { shopBrowser } from '../../server/shop-browser.test-support'
import { openValues, sessionKeys } from '../../adapters/storage/session-cookie.storage'
import {
  DEMO_INVITE_CODE,
  DEMO_PASSWORD,
  type Loopback,
  serveOnLoopback,
  testDatabase,
  type TestDatabase,
} from '@proffsbutik/services/testing'
import { type Services, startServices } from '@proffsbutik/services'
import type { PageAssets } from '../../ui/entry-server'
import { failureOf, valueOf, world } from './world'

const assets: PageAssets = { scripts: [], css: [], preloads: [], routePreloads: {} }

let database: TestDatabase
let services: Services
let app: ReturnType<typeof createApp>
let server: Loopback
beforeAll(async () => {
  database = await testDatabase()
  services = await startServices(database.config)
  const read = readConfig({ SESSION_SECRET: 'a-test-secret-of-at-least-32-characters' })
  if (!read.ok) throw new Error(read.problems.join('\n'))
  app = createApp({
    config: read.config,
    assets,
    services: services.app,
    render: async () => new Response('page'),
  })
  // The same app on loopback: its /services/* are what the adapters call in the port tests.
  server = await serveOnLoopback(app)
}, 60_000)
afterAll(async () => {
  await server.close()
  await services.close()
  await database.drop()
})

/** The code of the newest mail to a recipient (`Eller ange koden: …`). */
async function mailedCode(recipient: string): Promise<string> {
  const mail = await services.database.db
    .selectFrom('outbox')
    .selectAll()
    .where('recipient', '=', recipient)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow()
  const code = /Eller ange koden: (\S+)/.exec(mail.text)?.[1]
  if (!code) throw new Error(`No code in the mail to ${recipient}`)
  return code
}

/** A browser's cookie jar for the session cookie, and its CSRF token. */
const browser = () => shopBrowser(app)

/** Whether a session cookie holds a login (the test knows the secret; a visitor's holds only a token). */
const holdsLogin = async (cookie: string | undefined) =>
  'session' in (await openValues(cookie, sessionKeys('a-test-secret-of-at-least-32-characters')))

describe('the users adapter in the account flows', () => {
  it('verifies a new e-mail address with the mailed code, once', async () => {
    const nils = world(server.url)
    valueOf(await nils.run(login({ username: 'nils.ohlsson', password: DEMO_PASSWORD })))
    valueOf(
      await nils.run(
        Effect.flatMap(UsersPort, (users) => users.updateUser('U1005', { email: 'nils@elinstallatoren.se' })),
      ),
    )
    const code = await mailedCode('nils@elinstallatoren.se')
    const anonymous = world(server.url)
    const verify = Effect.flatMap(UsersPort, (users) => users.activateEmail(code))
    valueOf(await anonymous.run(verify))
    expect(failureOf(await anonymous.run(verify))).toMatchObject({
      _tag: 'ServiceCallFailed',
      failure: { kind: 'http', status: 400, code: 'invalid_code' },
    })
    const user = valueOf(await nils.run(Effect.flatMap(UsersPort, (users) => users.getUser('U1005'))))
    expect(user).toMatchObject({ email: 'nils@elinstallatoren.se', isEmailVerified: true })
  })

  it('tells a refused new password (weak_password) from a bad reset code (invalid_code)', async () => {
    const anonymous = world(server.url)
    valueOf(await anonymous.run(Effect.flatMap(UsersPort, (users) => users.forgotPassword('lisa.nord'))))
    const code = await mailedCode('lisa.nord@nordicvvs.se')
    const reset = (withCode: string, password: string) =>
      anonymous.run(Effect.flatMap(UsersPort, (users) => users.resetPassword(withCode, password)))
    expect(failureOf(await reset(code, 'Lisa.Nord-2026'))).toMatchObject({
      failure: { kind: 'http', status: 400, code: 'weak_password' },
    })
    expect(failureOf(await reset('no-such-code', 'Nytt-lösen-2026'))).toMatchObject({
      failure: { kind: 'http', status: 400, code: 'invalid_code' },
    })
    valueOf(await reset(code, 'Nytt-lösen-2026'))
  })
})

describe('the account RPCs', () => {
  it('activate an invited user: bad input 400, a weak password 422 with what it misses, then logged in', async () => {
    const ida = browser()
    expect(await ida.rpc('activateAccount', { username: 'ida.strom', newPassword: 'x' })).toMatchObject({
      status: 400,
      body: { error: { key: 'errors.bad_request', issues: [{ path: 'code' }] } },
    })
    expect(
      await ida.rpc('activateAccount', {
        username: 'ida.strom',
        code: DEMO_INVITE_CODE,
        newPassword: 'kort',
      }),
    ).toMatchObject({
      status: 422,
      body: {
        error: {
          key: 'errors.password_requirements_not_met',
          tag: 'PasswordRejected',
          details: { unmet: ['minLength', 'digit'] },
        },
      },
    })
    expect(
      await ida.rpc('activateAccount', {
        username: 'ida.strom',
        code: 'fel-kod',
        newPassword: 'Vattenrör2026',
      }),
    ).toMatchObject({
      status: 422,
      body: { error: { key: 'errors.activation_code_refused', details: { reason: 'invalidCode' } } },
    })
    expect(await holdsLogin(ida.cookie)).toBe(false)
    expect(
      await ida.rpc('activateAccount', {
        username: 'ida.strom',
        code: DEMO_INVITE_CODE,
        newPassword: 'Vattenrör2026',
      }),
    ).toMatchObject({
      status: 200,
      body: {
        result: 1,
        user: { firstName: 'Ida' },
        context: { customerName: 'Rörbolaget i Lund AB' },
      },
    })
    expect(await holdsLogin(ida.cookie)).toBe(true)
    expect(await ida.rpc('session', {})).toMatchObject({ body: { result: 1, user: { firstName: 'Ida' } } })
    // The code worked once; with a password chosen, the account is active.
    const again = browser()
    expect(
      await again.rpc('activateAccount', {
        username: 'ida.strom',
        code: 'Vattenrör2026',
        newPassword: 'Annat-lösen-2027',
      }),
    ).toMatchObject({ status: 422, body: { error: { key: 'errors.account_already_active' } } })
    expect(await holdsLogin(again.cookie)).toBe(false)
  })

  it('ask for a reset the same way whether the account exists or not, and set the password with the code', async () => {
    const visitor = browser()
    expect(await visitor.rpc('requestPasswordReset', { username: 'ingen.alls' })).toEqual({
      status: 200,
      body: {},
    })
    expect(await visitor.rpc('requestPasswordReset', { username: 'sten.ek' })).toEqual({
      status: 200,
      body: {},
    })
    expect(await visitor.rpc('requestPasswordReset', { username: '' })).toMatchObject({ status: 400 })
    const code = await mailedCode('sten.ek@proffsbutik.se')
    expect(await visitor.rpc('resetPassword', { code, newPassword: 'abcdefghijk' })).toMatchObject({
      status: 422,
      body: { error: { key: 'errors.password_requirements_not_met', details: { unmet: ['digit'] } } },
    })
    expect(await visitor.rpc('resetPassword', { code, newPassword: 'Sten.Ek-2026' })).toMatchObject({
      status: 422,
      body: { error: { key: 'errors.password_requirements_not_met', details: { unmet: [] } } },
    })
    expect(
      await visitor.rpc('resetPassword', { code: 'fel', newPassword: 'Stål-och-rör-2026' }),
    ).toMatchObject({
      status: 422,
      body: { error: { key: 'errors.reset_code_refused' } },
    })
    expect(await visitor.rpc('resetPassword', { code, newPassword: 'Stål-och-rör-2026' })).toEqual({
      status: 200,
      body: {},
    })
    expect(await visitor.rpc('login', { username: 'sten.ek', password: 'Stål-och-rör-2026' })).toMatchObject({
      status: 200,
      body: { result: 1 },
    })
  })

  it('verify an e-mail address, and say so when the link is used', async () => {
    const visitor = browser()
    expect(await visitor.rpc('verifyEmail', { code: 'inte-en-kod' })).toMatchObject({
      status: 422,
      body: { error: { key: 'errors.email_code_refused', tag: 'AccountFlowFailed' } },
    })
  })
})
