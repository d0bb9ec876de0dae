/** Mail through a real SMTP server on loopback, and what happens when it cannot be reached or hangs. */
import { simpleParser } from 'mailparser'
import { createServer, type AddressInfo, type Socket } from 'node:net'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BRAND_HEADER } from '@proffsbutik/core/domain'
import { startHarness, type Harness } from '../testing/harness'

interface Received {
  readonly to: string[]
  readonly raw: string
}

const received: Received[] = []
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, done) {
    const chunks: Buffer[] = []
    stream.on('data', (chunk: Buffer) => chunks.push(chunk))
    stream.on('end', () => {
      received.push({
        to: session.envelope.rcptTo.map((r) => r.address),
        raw: Buffer.concat(chunks).toString('utf8'),
      })
      done()
    })
  },
})

/** The newest outbox row once its sending has ended (mail goes out after the answer). */
async function settledMail(on: Harness) {
  for (let attempt = 0; attempt < 200; attempt++) {
    const row = await on.db.selectFrom('outbox').selectAll().orderBy('id', 'desc').executeTakeFirst()
    if (row && row.status !== 'kept') return row
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
  throw new Error('The mail was never sent nor failed')
}

const post = (on: Harness, path: string, body: object, headers: Record<string, string> = {}) =>
  fetch(`${on.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  })

let harness: Harness
beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve))
  const { port } = smtp.server.address() as AddressInfo
  harness = await startHarness(undefined, {
    smtpUrl: `smtp://127.0.0.1:${port}`,
    mailFrom: 'Proffsbutik <noreply@proffsbutik.test>',
  })
}, 60_000)
afterAll(async () => {
  await harness.stop()
  await new Promise<void>((resolve) => smtp.close(resolve))
})

describe('mail by SMTP', () => {
  it('delivers a password reset to the SMTP server and marks it sent', async () => {
    const response = await post(harness, '/services/user/v2/users/password/forgot', { username: 'anna.berg' })
    expect(response.status).toBe(202)
    const row = await settledMail(harness)
    expect(row).toMatchObject({ status: 'sent', recipient: 'anna.berg@rorbolaget.se' })
    expect(row.sentAt).not.toBeNull()
    const mail = received.at(-1)!
    expect(mail.to).toEqual(['anna.berg@rorbolaget.se'])
    const parsed = await simpleParser(mail.raw)
    expect(parsed.subject).toBe('Återställ ditt lösenord hos Dahl')
    expect(parsed.from?.text).toContain('noreply@proffsbutik.test')
    const code = /Eller ange koden: (\S+)/.exec(parsed.text ?? '')?.[1]
    expect(parsed.text).toContain(`gloemt-loesenord?kod=${code}`)
    // The mailed code is the one that works.
    const reset = await post(harness, '/services/user/v2/users/password/reset', {
      code,
      newPassword: 'Post-via-smtp-1',
    })
    expect(reset.status).toBe(204)
  })

  it('delivers an invitation whose code logs the new user in', async () => {
    const created = await harness.call('bertil.holm', 'POST', '/services/user/v2/users', {
      firstName: 'Vera',
      lastName: 'Post',
      email: 'vera.post@rorbolaget.se',
      customerPermissions: [{ customerId: 'C100', role: 'USER' }],
    })
    expect(created.status).toBe(201)
    expect(await settledMail(harness)).toMatchObject({ status: 'sent', purpose: 'invitation' })
    const mail = received.at(-1)!
    expect(mail.to).toEqual(['vera.post@rorbolaget.se'])
    const parsed = await simpleParser(mail.raw)
    expect(parsed.subject).toBe('Du är inbjuden till Dahl')
    expect(parsed.text).toContain('användarnamn: vera.post@rorbolaget.se')
    const code = /engångskod: (\S+)/.exec(parsed.text ?? '')?.[1] ?? ''
    const login = await post(harness, '/services/auth/v2/sessions/', {
      username: 'vera.post@rorbolaget.se',
      password: code,
    })
    expect(await login.json()).toMatchObject({ challengeName: 'NEW_PASSWORD_REQUIRED' })
  })

  it('writes a mail for the brand the shop names: its name, and links to its own address', async () => {
    const response = await post(
      harness,
      '/services/user/v2/users/password/forgot',
      { username: 'bertil.holm' },
      { [BRAND_HEADER]: 'kasp' },
    )
    expect(response.status).toBe(202)
    await settledMail(harness)
    const parsed = await simpleParser(received.at(-1)!.raw)
    expect(parsed.subject).toBe('Återställ ditt lösenord hos Kasp')
    // The harness's PUBLIC_URL is this machine, where every brand answers at <code>.localhost.
    expect(parsed.text).toMatch(/på http:\/\/kasp\.localhost:\d+\/gloemt-loesenord\?kod=\S+\n/)
    expect(parsed.text).toMatch(/Vänliga hälsningar\nKasp kundservice\s*$/)
    expect(parsed.text).not.toContain('Proffsbutik')
  })

  it('refuses a brand it does not know, and sends nothing', async () => {
    const before = received.length
    const response = await post(
      harness,
      '/services/user/v2/users/password/forgot',
      { username: 'bertil.holm' },
      { [BRAND_HEADER]: 'ikea' },
    )
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({
      error: { issues: [{ field: BRAND_HEADER, message: 'One of dahl, konr, kasp, opti' }] },
    })
    expect(received.length).toBe(before)
  })

  it('hides the demo outbox when mail goes out', async () => {
    expect((await fetch(`${harness.url}/services/dev/outbox`)).status).toBe(404)
  })
})

describe('mail when the SMTP server is gone', () => {
  it('keeps the mail with the reason, and the request still succeeds', async () => {
    const gone = await startHarness(undefined, { smtpUrl: 'smtp://127.0.0.1:9' })
    try {
      const response = await post(gone, '/services/user/v2/users/password/forgot', { username: 'sten.ek' })
      expect(response.status).toBe(202)
      const row = await settledMail(gone)
      expect(row).toMatchObject({ status: 'failed', recipient: 'sten.ek@proffsbutik.se' })
      expect(row.error).toMatch(/ECONNREFUSED|connect/i)
      expect(row.text).toContain('Eller ange koden')
    } finally {
      await gone.stop()
    }
  }, 60_000)
})

describe('mail when the SMTP server hangs', () => {
  it('answers at once, and the mail fails when the server gives up', async () => {
    // A server that takes connections and never greets: the request must not wait for it.
    const sockets: Socket[] = []
    const silent = createServer((socket) => void sockets.push(socket))
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve))
    const { port } = silent.address() as AddressInfo
    const hanging = await startHarness(undefined, { smtpUrl: `smtp://127.0.0.1:${port}` })
    try {
      const started = Date.now()
      const response = await post(hanging, '/services/user/v2/users/password/forgot', {
        email: 'sten.ek@proffsbutik.se',
      })
      expect(response.status).toBe(202)
      expect(Date.now() - started).toBeLessThan(5_000)
      const kept = await hanging.db.selectFrom('outbox').selectAll().executeTakeFirstOrThrow()
      expect(kept).toMatchObject({ status: 'kept', recipient: 'sten.ek@proffsbutik.se' })
      while (sockets.length === 0) await new Promise((resolve) => setTimeout(resolve, 10))
      for (const socket of sockets) socket.destroy()
      expect(await settledMail(hanging)).toMatchObject({ status: 'failed', id: kept.id })
    } finally {
      await hanging.stop()
      await new Promise<void>((resolve) => silent.close(() => resolve()))
    }
  }, 60_000)
})
