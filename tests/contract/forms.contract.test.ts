/**
 * A dynamic form sent through the forms adapter (adapters/http/forms.http.ts) to the embedded services: a logged-in
 * buyer's form goes with her session, and she gets a copy of what she sent at her account's address;
 * a visitor's goes without one, and gets the receipt at the address typed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Effect } from 'effect'
import { FormsPort } from '@proffsbutik/core/ports'
import { login } from '@proffsbutik/core/usecases'
import { DEMO_PASSWORD, type Harness, startHarness } from '@proffsbutik/services/testing'
import { valueOf, world } from './world'

let harness: Harness
beforeAll(async () => {
  harness = await startHarness()
}, 60_000)
afterAll(() => harness.stop())

const answers = {
  namn: 'Anna Berg',
  foretag: 'Rörbolaget i Lund AB',
  epost: 'inkop@rorbolaget.se',
  amne: 'Produktfråga',
  meddelande: 'Finns pressmaskinen i 22 mm?',
}

/** The contact form sent through the forms port of the caller's world. */
const send = Effect.flatMap(FormsPort, (forms) => forms.submit('form-kontakt', answers))

/** The mails the outbox got while `send` ran. */
async function mailsDuring(sending: () => Promise<unknown>) {
  const last = await harness.db.selectFrom('outbox').select('id').orderBy('id', 'desc').executeTakeFirst()
  await sending()
  return harness.db
    .selectFrom('outbox')
    .select(['recipient', 'purpose', 'text'])
    .where('id', '>', last?.id ?? 0)
    .orderBy('id')
    .execute()
}

describe('a dynamic form sent by the shop', () => {
  it('mails a logged-in buyer a copy of what she sent, at her account’s address', async () => {
    const buyer = world(harness.url)
    valueOf(await buyer.run(login({ username: 'anna.berg', password: DEMO_PASSWORD })))
    const sent = await mailsDuring(async () => valueOf(await buyer.run(send)))
    expect(sent.map((mail) => [mail.recipient, mail.purpose])).toEqual([
      ['kundservice@proffsbutik.invalid', 'form-submission'],
      ['anna.berg@rorbolaget.se', 'form-copy'],
    ])
    expect(sent[1]?.text).toContain('Meddelande:\n  Finns pressmaskinen i 22 mm?')
  })

  it('gives a visitor the receipt at the address typed, without her answers', async () => {
    const visitor = world(harness.url)
    const sent = await mailsDuring(async () => valueOf(await visitor.run(send)))
    expect(sent.map((mail) => [mail.recipient, mail.purpose])).toEqual([
      ['kundservice@proffsbutik.invalid', 'form-submission'],
      ['inkop@rorbolaget.se', 'form-receipt'],
    ])
    expect(sent[1]?.text).not.toContain('pressmaskinen')
  })
})
