/**
 * The dynamic forms' submission path of the content base over HTTP. No token: anyone may send a
 * form (an account application comes from someone without an account); the browser's address goes
 * along as X-Forwarded-For (the endpoint's headers), by which the service throttles.
 */
import { Effect, Layer, Schema } from 'effect'
import { ErrorReporter, FormsPort } from '@proffsbutik/core/ports'
import { serviceClient, type ServicesEndpoint } from './service-client'

const Submitted = Schema.Struct({ submissionId: Schema.Number })

/** The forms port against the services at `endpoint`. */
export const formsHttp = (endpoint: ServicesEndpoint) =>
  Layer.effect(
    FormsPort,
    Effect.gen(function* () {
      const client = serviceClient('content', endpoint, yield* ErrorReporter)
      return {
        submit: (formId, answers) =>
          client
            .call({
              operation: 'submitForm',
              method: 'POST',
              path: `forms/${encodeURIComponent(formId)}/submissions`,
              json: { answers },
              response: Submitted,
            })
            .pipe(Effect.map((answer) => answer.submissionId)),
      }
    }),
  )
