/** The dynamic forms' submission path through real HTTP on loopback: checked, kept, mailed, throttled. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ACCOUNT_FORM, CONTACT_FORM } from './seed/forms.seed'
import { SUBMISSIONS_PER_HOUR } from './form-submissions'
import { startHarness, type Harness } from '../testing/harness'

let harness: Harness
beforeAll(async () => {
  harness = await startHarness()
}, 60_000)
afterAll(() => harness.stop())

let addresses = 0
/** A fresh client address, so that the throttle of one test never counts another's forms. */
const nextAddress = () => `10.44.0.${++addresses}`

async function submit(formId: string, body: unknown, address = nextAddress(), token?: string) {
  const response = await fetch(`${harness.url}/services/content/forms/${formId}/submissions`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': address,
      ...(token === undefined ? {} : { authorization: `Bearer ${token}` }),
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

const application = {
  foretagsnamn: 'Rörfirman i Växjö AB',
  organisationsnummer: '556677-8899',
  bransch: 'VVS',
  kontaktperson: 'Kim Ek',
  epost: 'kim.ek@rorfirman.se',
  telefon: '0470-123 45',
  fakturaadress: 'Box 12\n351 03 Växjö',
  fakturasatt: 'E-faktura',
  villkor: true,
}

const contact = {
  namn: 'Kim Ek',
  foretag: 'Rörfirman i Växjö AB',
  epost: 'kim.ek@rorfirman.se',
  amne: 'Faktura',
  meddelande: 'Fakturan för oktober saknar\nordernummer.',
}

const mails = (after: number) =>
  harness.db.selectFrom('outbox').selectAll().where('id', '>', after).orderBy('id').execute()
const lastMailId = async () =>
  (await harness.db.selectFrom('outbox').select('id').orderBy('id', 'desc').executeTakeFirst())?.id ?? 0

describe('POST /services/content/forms/:formId/submissions', () => {
  it('keeps a valid account application and mails customer service and the applicant', async () => {
    const before = await lastMailId()
    const { status, body } = await submit(ACCOUNT_FORM, { answers: { ...application, okänt: 'släpps' } })
    expect(status).toBe(202)
    const id = body['submissionId']
    expect(typeof id).toBe('number')
    const row = await harness.db
      .selectFrom('formSubmissions')
      .selectAll()
      .where('id', '=', id as number)
      .executeTakeFirstOrThrow()
    expect(row.formId).toBe(ACCOUNT_FORM)
    expect(row.answers).toEqual(application)
    const sent = await mails(before)
    expect(sent.map((m) => [m.recipient, m.purpose])).toEqual([
      ['kundservice@proffsbutik.invalid', 'form-submission'],
      ['kim.ek@rorfirman.se', 'form-receipt'],
    ])
    expect(sent[0]?.subject).toBe(`Ansök om konto (nr ${String(id)})`)
    expect(sent[0]?.text).toContain('Företagsnamn:\n  Rörfirman i Växjö AB')
    expect(sent[0]?.text).toContain('Jag har läst och godkänner de allmänna försäljningsvillkoren:\n  Ja')
  })

  it('gives a visitor a receipt that repeats none of the answers, at the address the form asked for', async () => {
    const before = await lastMailId()
    const { status } = await submit(CONTACT_FORM, { answers: contact })
    expect(status).toBe(202)
    const sent = await mails(before)
    expect(sent.map((m) => [m.recipient, m.purpose])).toEqual([
      ['kundservice@proffsbutik.invalid', 'form-submission'],
      ['kim.ek@rorfirman.se', 'form-receipt'],
    ])
    expect(sent[1]?.text).not.toContain(contact.meddelande)
  })

  it('mails a logged-in buyer a copy of what she sent, at her account’s address', async () => {
    const before = await lastMailId()
    const { status, body } = await submit(
      CONTACT_FORM,
      { answers: contact },
      nextAddress(),
      await harness.token('anna.berg'),
    )
    expect(status).toBe(202)
    const sent = await mails(before)
    expect(sent.map((m) => [m.recipient, m.purpose])).toEqual([
      ['kundservice@proffsbutik.invalid', 'form-submission'],
      ['anna.berg@rorbolaget.se', 'form-copy'],
    ])
    const copy = sent[1]!
    expect(copy.subject).toBe(`Kopia av ditt meddelande: Skriv till oss (nr ${String(body['submissionId'])})`)
    expect(copy.text).toContain('Hej Anna!')
    expect(copy.text).toContain('Vad gäller det?:\n  Faktura')
    expect(copy.text).toContain('Meddelande:\n  Fakturan för oktober saknar\n  ordernummer.')
    expect(copy.text).toContain('Telefon:\n  –')
    // A token that is not one is refused, not taken for a visitor.
    expect((await submit(CONTACT_FORM, { answers: contact }, nextAddress(), 'inte-en-token')).status).toBe(
      401,
    )
  })

  it('refuses bad answers naming each field and its reason, and keeps nothing', async () => {
    const before = await harness.db.selectFrom('formSubmissions').select('id').execute()
    const { status, body } = await submit(ACCOUNT_FORM, {
      answers: { ...application, epost: 'kim.ek@', bransch: 'Bageri', villkor: false, foretagsnamn: ' ' },
    })
    expect(status).toBe(400)
    const error = body['error'] as { code: string; issues: { field: string; message: string }[] }
    expect(error.code).toBe('bad_request')
    expect(error.issues.map((i) => [i.field, i.message.split(':')[0]])).toEqual([
      ['answers.foretagsnamn', 'required'],
      ['answers.bransch', 'choice'],
      ['answers.epost', 'email'],
      ['answers.villkor', 'mustAccept'],
    ])
    expect(await harness.db.selectFrom('formSubmissions').select('id').execute()).toHaveLength(before.length)
  })

  it('refuses answers of the wrong shape or too many of them', async () => {
    expect((await submit(CONTACT_FORM, '{"answers": ')).status).toBe(400)
    expect((await submit(CONTACT_FORM, { answers: { namn: 12 } })).status).toBe(400)
    const many = Object.fromEntries(Array.from({ length: 51 }, (_, i) => [`f${i}`, 'x']))
    expect((await submit(CONTACT_FORM, { answers: many })).status).toBe(400)
    const long = await submit(CONTACT_FORM, {
      answers: { namn: 'A', foretag: 'B', epost: 'a@b.se', amne: 'Annat', meddelande: 'x'.repeat(2001) },
    })
    expect(long.status).toBe(400)
    expect(JSON.stringify(long.body)).toContain('answers.meddelande')
  })

  it('answers 404 for a form that does not exist or is not a form', async () => {
    const unknown = await submit('form-finns-inte', { answers: {} })
    expect(unknown.status).toBe(404)
    expect(unknown.body).toEqual({ error: { code: 'not_found', message: 'Form form-finns-inte not found' } })
    expect((await submit('sida-om-oss', { answers: {} })).status).toBe(404)
  })

  it(`takes at most ${SUBMISSIONS_PER_HOUR} forms an hour from one address`, async () => {
    const address = nextAddress()
    const contact = { namn: 'Kim', foretag: 'AB', epost: 'kim@ab.se', amne: 'Faktura', meddelande: 'Hej' }
    for (let n = 0; n < SUBMISSIONS_PER_HOUR; n++)
      expect((await submit(CONTACT_FORM, { answers: contact }, address)).status).toBe(202)
    const refused = await fetch(`${harness.url}/services/content/forms/${CONTACT_FORM}/submissions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
      body: JSON.stringify({ answers: contact }),
    })
    expect(refused.status).toBe(429)
    expect(refused.headers.get('retry-after')).toBe('3600')
    // Another address is not held back.
    expect((await submit(CONTACT_FORM, { answers: contact })).status).toBe(202)
  })
})
