/** The use cases behind the punch-out RPCs (punchout.rpc.ts). */
import { Effect } from 'effect'
import { deliveryName, type HandBackBlocker } from '@proffsbutik/core/domain'
import { finishPunchoutReturn, punchoutHandBack } from '@proffsbutik/core/usecases'
import type { punchoutRpcs } from './punchout.rpc'
import type { Handlers } from './rpc-handlers'

/** A line that stops the hand-back, as the preview lists it. */
export const blockingLineView = (line: HandBackBlocker) => ({
  articleNumber: line.articleNumber,
  name: line.name ?? line.articleNumber,
  deliveryId: line.deliveryId,
  deliveryName: deliveryName(line.deliveryId),
  reason: line.reason,
})

/** The punch-out RPCs' use cases. */
export const punchoutHandlers: Handlers<typeof punchoutRpcs> = {
  // A cart with lines priced on request (or without a price) is not handed back: the preview is
  // told which lines and why, as an answer the page shows rather than a failure (ADR 0022).
  punchoutForm: () =>
    punchoutHandBack.pipe(
      Effect.map(({ cartId, form }) => ({
        handBack: 'ready' as const,
        cartId,
        form: { ...form, fields: form.fields.map(([name, value]) => [name, value] as const) },
      })),
      Effect.catchTag('PunchoutReturnFailed', (failure) =>
        failure.message === 'price'
          ? Effect.succeed({
              handBack: 'refused' as const,
              reason: 'price' as const,
              lines: failure.lines.map(blockingLineView),
            })
          : Effect.fail(failure),
      ),
    ),
  finishPunchout: ({ cartId }) => finishPunchoutReturn(cartId),
}
