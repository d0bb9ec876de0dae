import { Context, type Effect } from 'effect'
import type { FormAnswers } from '../domain/dynamic-form'
import type { ServiceCallFailed } from './service-call.errors'

/** Sending a dynamic form's answers (the content base's forms path: POST /forms/{formId}/submissions). */
export class FormsPort extends Context.Service<
  FormsPort,
  {
    /** Sends a form's answers; answers the id the service kept them under. */
    readonly submit: (formId: string, answers: FormAnswers) => Effect.Effect<number, ServiceCallFailed>
  }
>()('proffsbutik/FormsPort') {}
