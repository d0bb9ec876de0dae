import { Context, Data, type Effect } from 'effect'
import type { ServiceCallFailed } from './service-call.errors'
import { type FailureAnswer } from '../domain/failures'

/** There is no session: the caller must log in first. */
export class NotLoggedIn extends Data.TaggedError('NotLoggedIn') {
  get answer(): FailureAnswer {
    return { status: 401, key: 'guards.login_required', endsSession: true }
  }
}

/**
 * The access token for the next service call. The composition root provides it from the session,
 * refreshing a token that is about to expire (core/usecases/session.usecase.ts).
 */
export class ServiceCredentials extends Context.Service<
  ServiceCredentials,
  {
    /** The session's token; without a session, NotLoggedIn. */
    readonly accessToken: Effect.Effect<string, NotLoggedIn | ServiceCallFailed>
    /**
     * For calls a visitor may make too (browsing the catalogue): the session's token as
     * `accessToken` gives it, or undefined without a session. A failing refresh still fails.
     */
    readonly optionalAccessToken: Effect.Effect<string | undefined, ServiceCallFailed>
  }
>()('proffsbutik/ServiceCredentials') {}
