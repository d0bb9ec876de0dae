import { Context, type Effect } from 'effect'

/**
 * Text values by key: browser localStorage, sessionStorage or cookies, the server's session cookie,
 * or memory (adapters/storage). Values are text; callers encode and decode their own shapes.
 */
export interface KeyValueStoreShape {
  readonly get: (key: string) => Effect.Effect<string | undefined>
  readonly set: (key: string, value: string) => Effect.Effect<void>
  readonly remove: (key: string) => Effect.Effect<void>
}

/** The store the session and the spec's storage keys live in. */
export class KeyValueStore extends Context.Service<KeyValueStore, KeyValueStoreShape>()(
  'proffsbutik/KeyValueStore',
) {}
