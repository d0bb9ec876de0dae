/**
 * The one table of RPC definitions between the UI and the server: name, input Schema, output Schema
 * and the session it needs. The server decodes input and encodes output with these; the browser
 * imports only the `ShopApi` type derived from them (no Effect reaches the client bundle).
 */
import { Schema } from 'effect'

/** Which session an RPC needs: none, or a logged-in buyer. */
export type SessionRequirement = 'none' | 'user'

/** One RPC: its input and output schemas and the session it needs. */
export interface RpcDefinition<I extends Schema.Top, O extends Schema.Top> {
  readonly input: I
  readonly output: O
  readonly session: SessionRequirement
}

const rpc = <I extends Schema.Top, O extends Schema.Top>(definition: RpcDefinition<I, O>) => definition

const IsoDate = Schema.String.check(Schema.isPattern(/^\d{4}-\d{2}-\d{2}$/))
const Text = (max: number) => Schema.String.check(Schema.isMaxLength(max))
const Id = Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(64))

/** The user as the shell shows them: name, roles, the customers and projects they act for. */
const SessionUser = Schema.Struct({
  userId: Schema.String,
  firstName: Schema.String,
  lastName: Schema.String,
  email: Schema.String,
  roles: Schema.Array(Schema.String),
  defaultDeliveryMethod: Schema.String,
  preferredStore: Schema.NullOr(Schema.String),
  customers: Schema.Array(
    Schema.Struct({
      customerId: Schema.String,
      customerName: Schema.String,
      projects: Schema.Array(Schema.Struct({ projectId: Schema.String, projectName: Schema.String })),
    }),
  ),
})

/** The customer (and project) the user acts for. */
const CustomerContext = Schema.Struct({
  customerId: Schema.String,
  customerName: Schema.String,
  projectId: Schema.NullOr(Schema.String),
  projectName: Schema.NullOr(Schema.String),
})

const LoggedIn = Schema.Struct({
  result: Schema.Literal(1),
  user: SessionUser,
  context: Schema.NullOr(CustomerContext),
})

/** Every RPC the shop answers. */
export const shopApiDefinitions = {
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
  switchContext: rpc({
    input: Schema.Struct({ customerId: Id, projectId: Schema.optionalKey(Id) }),
    output: CustomerContext,
    session: 'user',
  }),
  logout: rpc({ input: Schema.Struct({}), output: Schema.Struct({}), session: 'none' }),
}

/** The names of all RPCs. */
export type RpcName = keyof typeof shopApiDefinitions

/** Decoded input of an RPC. */
export type RpcInput<N extends RpcName> = (typeof shopApiDefinitions)[N]['input']['Type']

/** Decoded output of an RPC. */
export type RpcOutput<N extends RpcName> = (typeof shopApiDefinitions)[N]['output']['Type']

/** The UI's one port to the application: in-process on the server, RPC over fetch in the browser. */
export type ShopApi = { readonly [N in RpcName]: (input: RpcInput<N>) => Promise<RpcOutput<N>> }
