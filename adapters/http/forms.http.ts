/**
 * The dynamic forms' submission path of the content base over HTTP. Anyone may send a form (an
 * account application comes from someone without an account): a logged-in buyer's form goes with
 * the session's token, so that the buyer gets a copy at the account's address; a visitor's with
 * none. The browser's address goes along as X-Forwarded-For (the endpoint's headers), by which the
 * service throttles.
 */
import { Effect, Layer, Schema } from 'effect'
import { ErrorReporter, FormsPort, ServiceCredentials } from '@proffsbutik/core/ports'
import { withOptionalToken } from './authorized'
import { serviceClient, type ServicesEndpoint } from './service-client'

const Submitted = Schema.Struct({ submissionId: Schema.Number })

/** The forms port against the services at `endpoint`. */
export const formsHttp = (endpoint: ServicesEndpoint) =>
  Layer.effect(
    FormsPort,
    Effect.gen(function* () {
      const client = serviceClient('content', endpoint, yield* ErrorReporter)
      const visitorOrUser = withOptionalToken(yield* ServiceCredentials)
      return {
        submit: (formId, answers) =>
          visitorOrUser((token) =>
            client.call({
              operation: 'submitForm',
              method: 'POST',
              path: `forms/${encodeURIComponent(formId)}/submissions`,
              json: { answers },
              token,
              response: Submitted,
            }),
          ).pipe(Effect.map((answer) => answer.submissionId)),
      }
    }),
  )
