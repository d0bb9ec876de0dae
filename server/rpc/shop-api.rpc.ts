/**
 * The one table of RPC definitions between the UI and the server: name, input Schema, output Schema
 * and the session it needs, gathered from one file per area. The server decodes input and encodes
 * output with these; the browser imports only the `ShopApi` type derived from them (no Effect
 * reaches the client bundle).
 */
import { accountRpcs } from './account.rpc'
import { adminRpcs } from './admin.rpc'
import { cartRpcs } from './cart.rpc'
import { cartToolsRpcs } from './cart-tools.rpc'
import { catalogRpcs } from './catalog.rpc'
import { checkoutRpcs } from './checkout.rpc'
import { contentRpcs } from './content.rpc'
import { favouritesRpcs } from './favourites.rpc'
import { financeRpcs } from './finance.rpc'
import { ordersRpcs } from './orders.rpc'
import { punchoutRpcs } from './punchout.rpc'
import { myPagesRpcs } from './my-pages.rpc'
import { quotesRpcs } from './quotes.rpc'
import { sessionRpcs } from './session.rpc'
import { shellRpcs } from './shell.rpc'
import { shoppingListsRpcs } from './shopping-lists.rpc'
import { storesRpcs } from './stores.rpc'
import { trackingRpcs } from './tracking.rpc'

/** Every RPC the shop answers. */
export const shopApiDefinitions = {
  ...sessionRpcs,
  ...shellRpcs,
  ...catalogRpcs,
  ...cartRpcs,
  ...checkoutRpcs,
  ...cartToolsRpcs,
  ...favouritesRpcs,
  ...shoppingListsRpcs,
  ...ordersRpcs,
  ...quotesRpcs,
  ...financeRpcs,
  ...adminRpcs,
  ...accountRpcs,
  ...myPagesRpcs,
  ...storesRpcs,
  ...contentRpcs,
  ...trackingRpcs,
  ...punchoutRpcs,
}

/** The names of all RPCs. */
export type RpcName = keyof typeof shopApiDefinitions

/** Decoded input of an RPC. */
export type RpcInput<N extends RpcName> = (typeof shopApiDefinitions)[N]['input']['Type']

/** Decoded output of an RPC. */
export type RpcOutput<N extends RpcName> = (typeof shopApiDefinitions)[N]['output']['Type']

/** How one call is made: the browser reports how much of a large body (an upload) has been sent. */
export interface RpcCallOptions {
  /** Called as the request body goes out, with the share sent (0 to 1); in-process calls ignore it. */
  readonly onUploadProgress?: (sent: number) => void
  /** The request outlives the page (fetch keepalive): a call made as the page navigates away. */
  readonly keepalive?: boolean
  /**
   * A read a page waits for (a route loader's): the server waits for the services as long as for a
   * page it renders (PAGE_WAIT_MS); in-process calls have their page's wait already.
   */
  readonly pageRead?: boolean
}

/** The UI's one port to the application: in-process on the server, RPC over fetch in the browser. */
export type ShopApi = {
  readonly [N in RpcName]: (input: RpcInput<N>, options?: RpcCallOptions) => Promise<RpcOutput<N>>
}
