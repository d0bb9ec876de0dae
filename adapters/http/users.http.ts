/** The user service over HTTP (shop-core §7: GET /v2/users/{id} …). */
import { Effect, Layer, Schema } from 'effect'
import { roles } from '../../core/domain/roles'
import { ServiceCredentials } from '../../core/ports/credentials.port'
import { ErrorReporter } from '../../core/ports/error-reporter.port'
import { UsersPort } from '../../core/ports/users.port'
import { serviceClient, type ServicesEndpoint } from './service-client'

const Role = Schema.Literals(roles)
const Permission = Schema.Struct({
  role: Role,
  customerId: Schema.String,
  projectId: Schema.optionalKey(Schema.String),
  permissionDenies: Schema.Array(Schema.String),
})
const NullableString = Schema.NullOr(Schema.String)

/** A user as the user service answers it. */
export const UserResponse = Schema.Struct({
  userId: Schema.String,
  username: Schema.String,
  firstName: Schema.String,
  lastName: Schema.String,
  email: Schema.String,
  mobileNumber: NullableString,
  isEmailVerified: Schema.Boolean,
  isPhoneNumberVerified: Schema.Boolean,
  active: Schema.Boolean,
  preferredStore: NullableString,
  preferredDeliveryMethod: NullableString,
  defaultDeliveryMethod: Schema.String,
  defaultCustomerId: NullableString,
  defaultProjectId: NullableString,
  roles: Schema.Array(Role),
  customerPermissions: Schema.Array(Permission),
  customers: Schema.Array(
    Schema.Struct({
      customerId: Schema.String,
      customerName: Schema.String,
      projects: Schema.Array(Schema.Struct({ projectId: Schema.String, projectName: Schema.String })),
    }),
  ),
})

/** The users port against the services at `endpoint`, as the session's user. */
export const usersHttp = (endpoint: ServicesEndpoint) =>
  Layer.effect(
    UsersPort,
    Effect.gen(function* () {
      const client = serviceClient('user', endpoint, yield* ErrorReporter)
      const credentials = yield* ServiceCredentials
      return {
        getUser: (userId) =>
          Effect.gen(function* () {
            const token = yield* credentials.accessToken
            return yield* client.call({
              operation: 'getUser',
              method: 'GET',
              path: `v2/users/${encodeURIComponent(userId)}`,
              token,
              response: UserResponse,
            })
          }),
      }
    }),
  )
