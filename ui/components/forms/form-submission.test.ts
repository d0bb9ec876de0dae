import { describe, expect, it } from 'vitest'
import { ShopApiError } from '../../api-error'
import { submitForm, type Submission } from './form-submission'

/** What a submission reported, in order. */
function recorder() {
  const said: unknown[] = []
  return {
    said,
    report: {
      problems: (found: object) => said.push(['problems', found]),
      failure: (key: string | null) => said.push(['failure', key]),
      busy: (busy: boolean) => said.push(['busy', busy]),
    },
  }
}

const refused = (key: string, details: Record<string, unknown> = {}) =>
  new ShopApiError(400, key, [], undefined, details)

describe('submitForm', () => {
  it('stops at the form’s own field problems and calls nothing', async () => {
    const { said, report } = recorder()
    let called = false
    const submission: Submission = {
      check: () => ({ email: 'forms.email_invalid' }),
      send: async () => void (called = true),
    }
    expect(await submitForm(submission, report)).toEqual({ kind: 'invalid' })
    expect(called).toBe(false)
    expect(said).toEqual([
      ['failure', null],
      ['problems', { email: 'forms.email_invalid' }],
    ])
  })

  it('is busy while the call is out, and clears what the last try said', async () => {
    const { said, report } = recorder()
    expect(await submitForm({ check: () => ({}), send: async () => 'saved' }, report)).toEqual({
      kind: 'sent',
    })
    expect(said).toEqual([
      ['failure', null],
      ['problems', {}],
      ['busy', true],
      ['busy', false],
    ])
  })

  it('puts a refusal naming fields under its fields, and any other above the form', async () => {
    const fields = recorder()
    const named = refused('errors.bad_request', { fields: { postalCode: 'forms.postal_code_invalid' } })
    expect(await submitForm({ send: () => Promise.reject(named) }, fields.report)).toEqual({
      kind: 'invalid',
    })
    expect(fields.said).toContainEqual(['problems', { postalCode: 'forms.postal_code_invalid' }])

    const whole = recorder()
    expect(
      await submitForm({ send: () => Promise.reject(refused('errors.forbidden_action')) }, whole.report),
    ).toEqual({ kind: 'failed', message: 'errors.forbidden_action' })
    expect(whole.said).toContainEqual(['failure', 'errors.forbidden_action'])
    expect(whole.said.at(-1)).toEqual(['busy', false])
  })

  it('says an error that is no refusal of the shop’s as the general message, or as the form says it', async () => {
    const general = recorder()
    await submitForm({ send: () => Promise.reject(new TypeError('fetch failed')) }, general.report)
    expect(general.said).toContainEqual(['failure', 'errors.unknown_error_occurred'])
    const own = recorder()
    const outcome = await submitForm(
      { send: () => Promise.reject(new TypeError('fetch failed')), messageOf: () => 'lists.not_saved' },
      own.report,
    )
    expect(own.said).toContainEqual(['failure', 'lists.not_saved'])
    // A form that says its failure elsewhere (a toast) has the same message from the outcome.
    expect(outcome).toEqual({ kind: 'failed', message: 'lists.not_saved' })
  })
})
