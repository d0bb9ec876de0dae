import { Data } from 'effect'
import type { CallFailure, ServiceBase } from '../domain/messages'
import { callAnswer, type FailureAnswer } from '../domain/failures'

/**
 * A call to a commerce service failed. `failure` says how (core/domain/messages.ts turns it into the
 * spec's message key); `operation` and `detail` say where and why, for logs and error reports.
 */
export class ServiceCallFailed extends Data.TaggedError('ServiceCallFailed')<{
  readonly service: ServiceBase
  readonly operation: string
  readonly failure: CallFailure
  readonly detail: string
}> {
  get answer(): FailureAnswer {
    return callAnswer(this.failure)
  }
}

/**
 * A page's reads were not all answered by the page's deadline (issue 28: a page answers within
 * 1.5 s with what it can show). The services are slow or hold the call; the read is given up, as a
 * call with no answer is: 503, saying the services do not answer just now.
 */
export class NoAnswerInTime extends Data.TaggedError('NoAnswerInTime')<{
  /** The page's deadline, in milliseconds from its request. */
  readonly deadlineMs: number
}> {
  get answer(): FailureAnswer {
    return { status: 503, key: 'errors.services_not_answering' }
  }
}
