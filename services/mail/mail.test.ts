/** Mail through a real SMTP server on loopback, and what happens when it cannot be reached. */
import { simpleParser } from 'mailparser'
import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
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
    const response = await fetch(`${harness.url}/services/user/v2/users/password/forgot`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'anna.berg' }),
    })
    expect(response.status).toBe(202)
    const mail = received.at(-1)!
    expect(mail.to).toEqual(['anna.berg@rorbolaget.se'])
    const parsed = await simpleParser(mail.raw)
    expect(parsed.subject).toBe('Återställ ditt lösenord i Proffsbutik')
    expect(parsed.from?.text).toContain('noreply@proffsbutik.test')
    expect(parsed.text).toMatch(/aterstall-losenord\?kod=\S+/)
    const row = await harness.db
      .selectFrom('outbox')
      .selectAll()
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow()
    expect(row).toMatchObject({ status: 'sent', recipient: 'anna.berg@rorbolaget.se' })
    expect(row.sentAt).not.toBeNull()
  })

  it('hides the demo outbox when mail goes out', async () => {
    expect((await fetch(`${harness.url}/services/dev/outbox`)).status).toBe(404)
  })
})

describe('mail when the SMTP server is gone', () => {
  it('keeps the mail with the reason, and the request still succeeds', async () => {
    const gone = await startHarness(undefined, { smtpUrl: 'smtp://127.0.0.1:9' })
    try {
      const response = await fetch(`${gone.url}/services/user/v2/users/password/forgot`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'sten.ek' }),
      })
      expect(response.status).toBe(202)
      const row = await gone.db
        .selectFrom('outbox')
        .selectAll()
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow()
      expect(row).toMatchObject({ status: 'failed', recipient: 'sten.ek@proffsbutik.se' })
      expect(row.error).toMatch(/ECONNREFUSED|connect/i)
      expect(row.text).toContain('Eller ange koden')
    } finally {
      await gone.stop()
    }
  }, 60_000)
})
