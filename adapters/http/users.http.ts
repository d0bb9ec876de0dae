/** The user service over HTTP (shop-core §7: GET /v2/users/{id} …). */
import { Effect, Layer, Schema } from 'effect'
import { roles } from '@proffsbutik/core/domain'
import { ErrorReporter, ServiceCredentials, UsersPort } from '@proffsbutik/core/ports'
import { withToken } from './authorized'
import { OptionalFromNull } from './absent'
import { serviceClient, type ServicesEndpoint } from './service-client'

const Role = Schema.Literals(roles)
const Permission = Schema.Struct({
  role: Role,
  customerId: Schema.String,
  projectId: Schema.optionalKey(Schema.String),
  permissionDenies: Schema.Array(Schema.String),
})

/** A user as the user service answers it. */
export const UserResponse = Schema.Struct({
  userId: Schema.String,
  username: Schema.String,
  firstName: Schema.String,
  lastName: Schema.String,
  email: Schema.String,
  mobileNumber: OptionalFromNull(Schema.String),
  isEmailVerified: Schema.Boolean,
  pendingEmail: OptionalFromNull(Schema.String),
  isPhoneNumberVerified: Schema.Boolean,
  active: Schema.Boolean,
  activated: Schema.Boolean,
  preferredStore: OptionalFromNull(Schema.String),
  preferredDeliveryMethod: OptionalFromNull(Schema.String),
  defaultDeliveryMethod: Schema.String,
  defaultCustomerId: OptionalFromNull(Schema.String),
  defaultProjectId: OptionalFromNull(Schema.String),
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

const UserRowWire = Schema.Struct({
  userId: Schema.String,
  username: Schema.String,
  firstName: Schema.String,
  lastName: Schema.String,
  email: Schema.String,
  active: Schema.Boolean,
  activated: Schema.Boolean,
})

/** The users port against the services at `endpoint`, as the session's user. */
export const usersHttp = (endpoint: ServicesEndpoint) =>
  Layer.effect(
    UsersPort,
    Effect.gen(function* () {
      const client = serviceClient('user', endpoint, yield* ErrorReporter)
      const authorized = withToken(yield* ServiceCredentials)
      const user = (id: string) => `v2/users/${encodeURIComponent(id)}`
      return {
        getUser: (userId) =>
          authorized((token) =>
            client.call({
              operation: 'getUser',
              method: 'GET',
              path: user(userId),
              token,
              response: UserResponse,
            }),
          ),
        userName: (userId) =>
          authorized((token) =>
            client.call({
              operation: 'userName',
              method: 'GET',
              path: `users/name/${encodeURIComponent(userId)}`,
              token,
              response: Schema.Struct({ fullName: Schema.String }),
            }),
          ),
        listUsers: (search) =>
          authorized((token) =>
            client.call({
              operation: 'listUsers',
              method: 'GET',
              path: 'v2/users',
              searchParams: {
                limit: search.limit ?? 15,
                offset: search.offset ?? 0,
                orderBy: search.orderBy ?? 'firstName',
                direction: search.direction,
                search: search.search,
                active: search.active === undefined ? undefined : search.active ? 1 : 0,
                virtualContext:
                  search.virtualContext === undefined ? undefined : search.virtualContext ? 1 : 0,
              },
              token,
              response: Schema.Struct({ data: Schema.Array(UserRowWire), total: Schema.Number }),
            }),
          ),
        updateUser: (userId, change) =>
          authorized((token) =>
            client.call({
              operation: 'updateUser',
              method: 'PUT',
              path: user(userId),
              json: change,
              token,
              response: UserResponse,
            }),
          ),
        changePassword: (userId, currentPassword, newPassword) =>
          authorized((token) =>
            client.send({
              operation: 'changePassword',
              method: 'PUT',
              path: `${user(userId)}/password`,
              json: { currentPassword, newPassword },
              token,
              options: { omitMessages: true },
            }),
          ),
        createUser: (input) =>
          authorized((token) =>
            client.call({
              operation: 'createUser',
              method: 'POST',
              path: 'v2/users',
              json: input,
              token,
              response: UserResponse,
            }),
          ),
        invite: (userId) =>
          authorized((token) =>
            client.send({ operation: 'invite', method: 'POST', path: `${user(userId)}/invitation`, token }),
          ),
        permissions: (userId) =>
          authorized((token) =>
            client.call({
              operation: 'permissions',
              method: 'GET',
              path: `v2/permissions/${encodeURIComponent(userId)}`,
              token,
              response: Schema.Struct({ customerPermissions: Schema.Array(Permission) }),
            }),
          ).pipe(Effect.map(({ customerPermissions }) => customerPermissions)),
        roleNames: () =>
          authorized((token) =>
            client.call({
              operation: 'roleNames',
              method: 'GET',
              path: 'role-names',
              token,
              response: Schema.Struct({ data: Schema.Array(Schema.Struct({ role: Role })) }),
            }),
          ).pipe(Effect.map(({ data }) => data.map((r) => r.role))),
        permissionNames: () =>
          authorized((token) =>
            client.call({
              operation: 'permissionNames',
              method: 'GET',
              path: 'permission-names',
              token,
              response: Schema.Struct({
                data: Schema.Array(Schema.Struct({ code: Schema.String, feature: Schema.String })),
              }),
            }),
          ).pipe(Effect.map(({ data }) => data)),
        forgotPassword: (username) =>
          client.send({
            operation: 'forgotPassword',
            method: 'POST',
            path: 'v2/users/password/forgot',
            json: { username },
          }),
        resetPassword: (code, newPassword) =>
          client.send({
            operation: 'resetPassword',
            method: 'POST',
            path: 'v2/users/password/reset',
            json: { code, newPassword },
            options: { omitMessages: true },
          }),
        activateEmail: (code) =>
          client.send({
            operation: 'activateEmail',
            method: 'POST',
            path: 'v2/users/activation',
            json: { code },
            options: { omitMessages: true },
          }),
        requestCredentials: (request) =>
          client.call({
            operation: 'requestCredentials',
            method: 'POST',
            path: 'users/credentials/request',
            json: request,
            response: Schema.Struct({ requestId: Schema.Number }),
          }),
      }
    }),
  )
