/** One RPC definition: its input and output schemas and the session it needs. */
import { Schema } from 'effect'
import { isIsoDate, type MessageKey } from '@proffsbutik/core/domain'

/** Which session an RPC needs: none, or a logged-in buyer. */
export type SessionRequirement = 'none' | 'user'

/** One RPC: its input and output schemas and the session it needs. */
export interface RpcDefinition<I extends Schema.Top, O extends Schema.Top> {
  readonly input: I
  readonly output: O
  readonly session: SessionRequirement
  /** The largest request body this RPC takes, when it is more than the default (rpc.route.ts). */
  readonly maxBodyBytes?: number
  /**
   * The message of a refused input (400, with the fields named) when the page has its own for it;
   * else `errors.bad_request`.
   */
  readonly invalidInputKey?: MessageKey
  /**
   * The RPC reads the buyer's lines (a cart, an order, a list: up to 500), whose time grows with
   * them: a page waits LINE_READS_FACTOR times as long for it (shop-api.server.ts).
   */
  readonly readsLines?: true
}

/** Declares one RPC (keeps the schemas' exact types). */
export const rpc = <I extends Schema.Top, O extends Schema.Top>(definition: RpcDefinition<I, O>) => definition

/** A calendar day, 'YYYY-MM-DD', that exists (core/domain/calendar: no 30 February). */
export const IsoDate = Schema.String.check(
  Schema.makeFilter((text: string) => isIsoDate(text) || 'Not a calendar day written YYYY-MM-DD'),
)
/** Text of at most `max` characters. */
export const Text = (max: number) => Schema.String.check(Schema.isMaxLength(max))
/** An id: 1 to 64 characters. */
export const Id = Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(64))
