/** The use cases behind the punch-out RPCs (punchout.rpc.ts). */
import { finishPunchoutReturn, punchoutPreview } from '@proffsbutik/core/usecases'
import type { punchoutRpcs } from './punchout.rpc'
import type { Handlers } from './rpc-handlers'

/** The punch-out RPCs' use cases. */
export const punchoutHandlers: Handlers<typeof punchoutRpcs> = {
  punchoutForm: () => punchoutPreview,
  finishPunchout: ({ cartId, cartItemIds }) => finishPunchoutReturn(cartId, cartItemIds),
}
