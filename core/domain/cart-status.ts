/** The cart status machine (shop-core §4) and the cart store rules around it. */

/** Where the cart store is. It starts as noCart. */
export type CartStatus = 'noCart' | 'idle' | 'mutating' | 'error'

/** What happens to the cart store. */
export type CartEvent = 'UPDATE' | 'SUCCESS' | 'ERROR' | 'LOGOUT'

/** The spec's transition table; a missing pair is an unknown transition. */
export const cartTransitions: Readonly<Record<CartStatus, Partial<Record<CartEvent, CartStatus>>>> = {
  noCart: { UPDATE: 'mutating' },
  idle: { LOGOUT: 'noCart', SUCCESS: 'idle', UPDATE: 'mutating' },
  mutating: { LOGOUT: 'noCart', ERROR: 'error', SUCCESS: 'idle', UPDATE: 'mutating' },
  error: { LOGOUT: 'noCart', SUCCESS: 'idle', UPDATE: 'mutating' },
}

/** The next status; an unknown transition keeps the status. */
export function nextCartStatus(status: CartStatus, event: CartEvent): CartStatus {
  return cartTransitions[status][event] ?? status
}

/** While a change is in flight, removing an item is ignored. */
export function canRemoveItems(status: CartStatus): boolean {
  return status !== 'mutating'
}

/** The cart store's state: its status and whether a cart has been loaded. */
export interface CartState {
  readonly status: CartStatus
  readonly loaded: boolean
}

/** The state a cart store starts in. */
export const initialCartState: CartState = { status: 'noCart', loaded: false }

/** Applies an event; entering noCart clears the loaded flag, a success marks the cart loaded. */
export function reduceCartState(state: CartState, event: CartEvent): CartState {
  const status = nextCartStatus(state.status, event)
  if (status === 'noCart') return { status, loaded: false }
  return { status, loaded: state.loaded || (event === 'SUCCESS' && status === 'idle') }
}
