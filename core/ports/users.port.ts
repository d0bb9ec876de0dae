import { Context, type Effect } from 'effect'
import type { User } from '../domain/user'
import type { NotLoggedIn } from './credentials.port'
import type { ServiceCallFailed } from './service-call.errors'

/** The user service: users as the caller may see them. */
export class UsersPort extends Context.Service<
  UsersPort,
  {
    readonly getUser: (userId: string) => Effect.Effect<User, ServiceCallFailed | NotLoggedIn>
  }
>()('proffsbutik/UsersPort') {}
