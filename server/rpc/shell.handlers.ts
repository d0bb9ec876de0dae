/** The use cases behind the page frame's RPCs (shell.rpc.ts). */
import { chooseAssortment, siteFrame } from '@proffsbutik/core/usecases'
import type { Handlers } from './rpc-handlers'
import type { shellRpcs } from './shell.rpc'

/** Which use case answers each frame RPC. */
export const shellHandlers: Handlers<typeof shellRpcs> = {
  siteFrame: () => siteFrame,
  chooseAssortment: ({ assortmentId }) => chooseAssortment(assortmentId),
}
