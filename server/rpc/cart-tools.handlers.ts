/** The use cases behind the cart tools' RPCs (cart-tools.rpc.ts). */
import { Effect } from 'effect'
import {
  cartSheet,
  cartToolsChoice,
  quickOrderPreview,
  sourceCart,
  transferToActiveCart,
  uploadToActiveCart,
} from '@proffsbutik/core/usecases'
import type { cartToolsRpcs } from './cart-tools.rpc'
import type { Handlers } from './rpc-handlers'

/** Which use case answers each cart tools RPC; files travel base64-encoded on the wire. */
export const cartToolsHandlers: Handlers<typeof cartToolsRpcs> = {
  cartTools: () => cartToolsChoice,
  quickOrderPreview: ({ text, deliveryId }) => quickOrderPreview(text, deliveryId),
  uploadCartSheet: ({ deliveryId, fileName, content }) =>
    uploadToActiveCart({ name: fileName, bytes: new Uint8Array(Buffer.from(content, 'base64')) }, deliveryId),
  exportCartSheet: ({ cartItemIds }) =>
    Effect.map(cartSheet(cartItemIds), ({ bytes, ...sheet }) => ({
      ...sheet,
      content: Buffer.from(bytes).toString('base64'),
    })),
  transferSource: ({ customerId, projectId }) => sourceCart(customerId, projectId),
  transferCartFrom: ({ customerId, projectId }) => transferToActiveCart(customerId, projectId),
}
