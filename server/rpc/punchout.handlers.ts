/** The use cases behind the punch-out RPCs (punchout.rpc.ts). */
import { Effect } from 'effect'
import { finishPunchoutReturn, punchoutHandBack } from '../../core/usecases/punchout.usecase'
import type { punchoutRpcs } from './punchout.rpc'
import type { Handlers } from './rpc-handlers'

/** The punch-out RPCs' use cases. */
export const punchoutHandlers: Handlers<typeof punchoutRpcs> = {
  punchoutForm: () =>
    Effect.map(punchoutHandBack, ({ cartId, form }) => ({
      cartId,
      form: { ...form, fields: form.fields.map(([name, value]) => [name, value] as const) },
    })),
  finishPunchout: ({ cartId }) => finishPunchoutReturn(cartId),
}
