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
