/** The RPCs of user administration (admins only; the use cases check the role, the services again). */
import { Schema } from 'effect'
import { permissionDenyCodes, roles } from '@proffsbutik/core/domain'
import { CustomerChoice, UserView } from './my-pages.rpc'
import { Id, rpc, Text } from './rpc-definition'

const optional = Schema.optionalKey

/** A permission as the admin gives it: a role in a customer (or one project), and the denies there. */
const Grant = Schema.Struct({
  customerId: Id,
  projectId: optional(Id),
  role: Schema.Literals(roles),
  permissionDenies: Schema.Array(Schema.Literals(permissionDenyCodes)).check(Schema.isMaxLength(8)),
})
const Grants = Schema.Array(Grant).check(Schema.isMaxLength(50))

/** The admin's RPCs. */
export const adminRpcs = {
  /** A page of users, 15 at a time by first name (shop-core §9), active ones unless asked otherwise. */
  users: rpc({
    input: Schema.Struct({
      search: optional(Text(100)),
      offset: optional(Schema.Int.check(Schema.isBetween({ minimum: 0, maximum: 100_000 }))),
      active: optional(Schema.Boolean),
    }),
    output: Schema.Struct({
      total: Schema.Int,
      offset: Schema.Int,
      users: Schema.Array(
        Schema.Struct({
          userId: Schema.String,
          username: Schema.String,
          firstName: Schema.String,
          lastName: Schema.String,
          email: Schema.String,
          active: Schema.Boolean,
          /** False while an invited user has not chosen a password. */
          activated: Schema.Boolean,
        }),
      ),
    }),
    session: 'user',
  }),
  /** What the admin may give: the customers they administer with the roles they may grant there. */
  userAdminSetup: rpc({
    input: Schema.Struct({}),
    output: Schema.Struct({
      customers: Schema.Array(
        Schema.Struct({ ...CustomerChoice.fields, grantableRoles: Schema.Array(Schema.String) }),
      ),
    }),
    session: 'user',
  }),
  /** A user the admin administers; `editable` when the admin is not outranked by them nor is them. */
  adminUser: rpc({
    input: Schema.Struct({ userId: Id }),
    output: Schema.Struct({
      user: UserView,
      /** The admin may change the user's rights in their customers. */
      editable: Schema.Boolean,
      /** And their identity: the admin administers every customer the user works for. */
      identityEditable: Schema.Boolean,
    }),
    session: 'user',
  }),
  /** Creates a user with their permissions; the service mails the invitation. */
  inviteUser: rpc({
    input: Schema.Struct({
      firstName: Text(100),
      lastName: Text(100),
      email: Text(200),
      mobileNumber: Text(30),
      customerPermissions: Grants,
    }),
    output: Schema.Struct({ userId: Schema.String }),
    session: 'user',
  }),
  /**
   * Changes a user's details and their permissions in every customer the admin administers: a
   * customer left out is taken away (an empty list takes all of them); others stay as they are.
   */
  changeUser: rpc({
    input: Schema.Struct({
      userId: Id,
      firstName: Text(100),
      lastName: Text(100),
      email: Text(200),
      mobileNumber: Text(30),
      customerPermissions: Grants,
    }),
    output: UserView,
    session: 'user',
  }),
  /** Deactivates a user (their sessions end at once) or activates them again. */
  setUserActive: rpc({
    input: Schema.Struct({ userId: Id, active: Schema.Boolean }),
    output: UserView,
    session: 'user',
  }),
  /** Mails a new invitation to a user who has not chosen a password yet (at most once a minute). */
  reinviteUser: rpc({ input: Schema.Struct({ userId: Id }), output: Schema.Struct({}), session: 'user' }),
}
