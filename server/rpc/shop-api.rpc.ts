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
}

/** The names of all RPCs. */
export type RpcName = keyof typeof shopApiDefinitions

/** Decoded input of an RPC. */
export type RpcInput<N extends RpcName> = (typeof shopApiDefinitions)[N]['input']['Type']

/** Decoded output of an RPC. */
export type RpcOutput<N extends RpcName> = (typeof shopApiDefinitions)[N]['output']['Type']

/** The UI's one port to the application: in-process on the server, RPC over fetch in the browser. */
export type ShopApi = { readonly [N in RpcName]: (input: RpcInput<N>) => Promise<RpcOutput<N>> }
