/** The use case behind the store finder's RPC (stores.rpc.ts). */
import { storeFinder } from '@proffsbutik/core/usecases'
import type { Handlers } from './rpc-handlers'
import type { storesRpcs } from './stores.rpc'

/** Which use case answers each store-finder RPC. */
export const storesHandlers: Handlers<typeof storesRpcs> = {
  storeFinder: () => storeFinder,
}
