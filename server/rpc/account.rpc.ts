/**
 * The RPCs of the account flows without a login: activating an invited account, verifying an
 * e-mail address, asking for a password reset and setting the new password.
 */
import { Schema } from 'effect'
import { PASSWORD_MAX_LENGTH } from '@proffsbutik/core/domain'
import { rpc, Text } from './rpc-definition'
import { sessionRpcs } from './session.rpc'

/** Text of 1 to `max` characters. */
const Required = (max: number) => Text(max).check(Schema.isMinLength(1))

/** The one-time code of a mail. */
const Code = Required(200)

/** A new password; whether it meets the rule is the use case's to say, with the requirements missed. */
const NewPassword = Text(PASSWORD_MAX_LENGTH)

/** The account flows' RPCs. */
export const accountRpcs = {
  /** Activates an invited account with the invitation's code and a new password; answers the session. */
  activateAccount: rpc({
    input: Schema.Struct({ username: Required(100), code: Code, newPassword: NewPassword }),
    output: sessionRpcs.session.output,
    session: 'none',
  }),
  /** Verifies a new e-mail address with the code of the activation mail. */
  verifyEmail: rpc({ input: Schema.Struct({ code: Code }), output: Schema.Struct({}), session: 'none' }),
  /** Asks for a reset code by username or e-mail address; answers the same whether the account exists or not. */
  requestPasswordReset: rpc({
    input: Schema.Struct({ username: Required(200) }),
    output: Schema.Struct({}),
    session: 'none',
  }),
  /** Sets a new password with the code of the reset mail. */
  resetPassword: rpc({
    input: Schema.Struct({ code: Code, newPassword: NewPassword }),
    output: Schema.Struct({}),
    session: 'none',
  }),
}
