import { Context, type Effect } from 'effect'

/**
 * Analytics: data-layer events (purchase, add_to_cart … — built by core/domain/tracking.ts) and
 * behaviour events. Tracking never fails the action that caused it.
 */
export class Tracker extends Context.Service<
  Tracker,
  {
    readonly track: (event: {
      readonly event: string
      readonly [key: string]: unknown
    }) => Effect.Effect<void>
  }
>()('proffsbutik/Tracker') {}
