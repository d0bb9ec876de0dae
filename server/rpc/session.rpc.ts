/** The RPCs of the session: log in and out, who is logged in, whom they act for; and the delivery calendar. */
import { Schema } from 'effect'
import { Id, IsoDate, rpc, Text } from './rpc-definition'

/** The user as the shell shows them: name, roles, the customers and projects they act for. */
const SessionUser = Schema.Struct({
  userId: Schema.String,
  firstName: Schema.String,
  lastName: Schema.String,
  email: Schema.String,
  roles: Schema.Array(Schema.String),
  defaultDeliveryMethod: Schema.String,
  preferredStore: Schema.optional(Schema.String),
  customers: Schema.Array(
    Schema.Struct({
      customerId: Schema.String,
      customerName: Schema.String,
      /** Whether the user may act for the customer without a project (else only in its projects). */
      wholeCustomer: Schema.Boolean,
      projects: Schema.Array(Schema.Struct({ projectId: Schema.String, projectName: Schema.String })),
    }),
  ),
})

/** The customer (and project) the user acts for. */
const CustomerContext = Schema.Struct({
  customerId: Schema.String,
  customerName: Schema.String,
  projectId: Schema.optional(Schema.String),
  projectName: Schema.optional(Schema.String),
  /** The permission denies in force in this context (shop-core §6): the UI hides what they switch off. */
  permissionDenies: Schema.Array(Schema.String),
})

const LoggedIn = Schema.Struct({
  result: Schema.Literal(1),
  user: SessionUser,
  context: Schema.optional(CustomerContext),
})

/** The session's RPCs. */
export const sessionRpcs = {
  deliveryCalendar: rpc({
    input: Schema.Struct({ days: Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: 60 })) }),
    output: Schema.Struct({
      today: IsoDate,
      nextDeliveryDate: IsoDate,
      pastCutoff: Schema.Boolean,
      cutoffHour: Schema.Int,
      upcoming: Schema.Array(IsoDate),
      holidays: Schema.Array(Schema.Struct({ date: IsoDate, name: Schema.String })),
    }),
    session: 'none',
  }),
  /** Logs in with the login fields under any of their aliases (shop-core §3 Login input). */
  login: rpc({
    input: Schema.Record(Text(40), Text(200)).check(
      Schema.makeFilter((params) => Object.keys(params).length <= 10 || 'At most 10 fields'),
    ),
    output: Schema.Union([
      LoggedIn,
      Schema.Struct({ result: Schema.Literal('challenge'), challengeName: Schema.String }),
    ]),
    session: 'none',
  }),
  /** The session of this browser: the user and their context (1), or none (3). */
  session: rpc({
    input: Schema.Struct({}),
    output: Schema.Union([LoggedIn, Schema.Struct({ result: Schema.Literal(3) })]),
    session: 'none',
  }),
  /** Acts for another customer (and project) of the user's. */
  /** Acts for another customer (and project); answers it with the name of its assortment, if any. */
  switchContext: rpc({
    input: Schema.Struct({ customerId: Id, projectId: Schema.optionalKey(Id) }),
    output: Schema.Struct({ ...CustomerContext.fields, assortmentName: Schema.optional(Schema.String) }),
    session: 'user',
  }),
  logout: rpc({ input: Schema.Struct({}), output: Schema.Struct({}), session: 'none' }),
}
