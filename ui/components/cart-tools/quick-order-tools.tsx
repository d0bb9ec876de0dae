import * as panels from './cart-tool-panels'
import { CartTools } from './cart-tools'
import type { CartToolsSetup } from './cart-tools-setup'

/** The cart tools on /snabborder: open, with their panels in the page's own chunk. */
export function QuickOrderTools({ setup }: { readonly setup: CartToolsSetup }) {
  return <CartTools setup={setup} page="quickOrder" panels={panels} />
}
