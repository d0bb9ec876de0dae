/**
 * The RPCs of tracking: what a buyer clicked, added, bought and searched for, with the browser's
 * tracking id.
 */
import { Schema } from 'effect'
import { SEARCH_TEXT_MAX, TRACKING_ID_LENGTH } from '@proffsbutik/core/domain'
import { rpc, Text } from './rpc-definition'

/** The tracking id the browser keeps under _l54a. */
const TrackingId = Schema.String.check(Schema.isPattern(new RegExp(`^[A-Za-z0-9_-]{${TRACKING_ID_LENGTH}}$`)))

/** Tracking's RPCs. */
export const trackingRpcs = {
  /**
   * Behaviour events of one kind for lines (content §7): click (a product opened from a list),
   * addtocart, purchase (with the order). Answers nothing; events that may not be sent are skipped.
   */
  trackBehaviour: rpc({
    input: Schema.Struct({
      trackingId: TrackingId,
      kind: Schema.Literals(['click', 'addtocart', 'purchase']),
      lines: Schema.Array(
        Schema.Struct({
          articleNumber: Text(40),
          quantity: Schema.optionalKey(Schema.Number.check(Schema.isGreaterThan(0))),
          orderId: Schema.optionalKey(Text(64)),
        }),
      ).check(Schema.isMinLength(1), Schema.isMaxLength(500)),
    }),
    output: Schema.Struct({}),
    session: 'none',
  }),
  /**
   * The search event of a results page shown to the buyer (content §5): the query and how many
   * variants it found. Answers nothing; without text in the query nothing is sent.
   */
  trackSearch: rpc({
    input: Schema.Struct({
      trackingId: TrackingId,
      query: Text(SEARCH_TEXT_MAX),
      resultCount: Schema.Int.check(Schema.isGreaterThanOrEqualTo(0)),
    }),
    output: Schema.Struct({}),
    session: 'none',
  }),
}
