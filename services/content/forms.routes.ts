/**
 * The content base's one write path, beside the Contentful-shaped read APIs:
 * `POST /forms/:formId/submissions` with `{answers: {<input id>: text | tick}}` answers 202
 * `{submissionId}`; bad answers 400 naming each field (`answers.<input id>`, the message starting
 * with the reason: required, mustAccept, email, phone, organisationNumber, choice, tooLong); an
 * unknown or unpublished form 404; the sixth form from one address within an hour 429. No token is
 * needed: whoever applies for an account has none; a logged-in buyer's token (verified: a bad one is
 * 401) has the copy of the answers mailed to the buyer's account address. Errors have the other
 * services' `{error}` shape.
 */
import { Schema } from 'effect'
import { MAX_FORM_INPUTS } from '@proffsbutik/core/domain'
import { requestShop } from '../mail/messages'
import { optionalCaller, type OptionalCallerEnv } from '../platform/caller'
import { clientAddress } from '../platform/client-address'
import { decodeBody } from '../platform/decode'
import type { ServiceDeps } from '../platform/deps'
import { serviceApp } from '../platform/service-app'
import type { ContentStore } from './content-store'
import { submitForm, submittableForm } from './form-submissions'

const Answer = Schema.Union([Schema.String.check(Schema.isMaxLength(10_000)), Schema.Boolean])

const Submission = Schema.Struct({
  answers: Schema.Record(Schema.String.check(Schema.isMaxLength(100)), Answer).check(
    Schema.makeFilter(
      (answers) => Object.keys(answers).length <= MAX_FORM_INPUTS || `At most ${MAX_FORM_INPUTS} answers`,
    ),
  ),
})

/** The forms path of the content base. */
export function formRoutes(deps: ServiceDeps, store: () => ContentStore) {
  const app = serviceApp<OptionalCallerEnv>()
  app.post('/:formId/submissions', optionalCaller(deps), async (c) => {
    const formId = c.req.param('formId')
    const form = submittableForm(store().published, formId)
    const { answers } = await decodeBody(c, Submission)
    const submissionId = await submitForm(deps, form, formId, answers, {
      address: clientAddress(c),
      userId: c.get('caller')?.userId,
      shop: requestShop(c, deps.config),
    })
    return c.json({ submissionId }, 202)
  })
  return app
}
