/** A key-value store in memory: for one process's life (a CLI run, a test, a server request). */
import { Effect } from 'effect'
import type { KeyValueStoreShape } from '@proffsbutik/core/ports'

/** A new, empty store in memory. */
export function memoryStorage(): KeyValueStoreShape {
  const values = new Map<string, string>()
  return {
    get: (key) => Effect.sync(() => values.get(key)),
    set: (key, value) => Effect.sync(() => void values.set(key, value)),
    remove: (key) => Effect.sync(() => void values.delete(key)),
  }
}
