/** The RPCs of user administration (admins only; the use cases check the role). */
import { Schema } from 'effect'
import { rpc, Text } from './rpc-definition'

/** The admin's RPCs. */
export const adminRpcs = {
  /** A page of active users, 15 at a time by first name (shop-core §9), optionally searched. */
  users: rpc({
    input: Schema.Struct({
      search: Schema.optionalKey(Text(100)),
      offset: Schema.optionalKey(Schema.Int.check(Schema.isBetween({ minimum: 0, maximum: 100_000 }))),
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
        }),
      ),
    }),
    session: 'user',
  }),
}
