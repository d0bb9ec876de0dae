import { useMemo } from 'react'
import { ShopApiError } from '../../api-error'
import { cartActionsOf } from '../../stores/cart-actions'
import { useStores } from '../../stores/stores-context'

/** The message key of a failed call, for the buyer: the spec's key the call failed with, else `fallback`. */
export const failureKey = (error: unknown, fallback: string) =>
  error instanceof ShopApiError ? error.key : fallback

/**
 * The cart's changes as the cart page and the flyout make them: the root store's cart actions, the
 * cart read again, and `failed(fallback)`, the handler that shows a failed change as an error toast.
 */
export function useCartActions() {
  const stores = useStores()
  return useMemo(() => {
    const { toasts } = stores
    const cartActions = cartActionsOf(stores)
    return {
      /** Shows a failed change as an error toast: its own message, else `fallback`'s. */
      failed: (fallback: string) => (error: unknown) => {
        toasts.show(failureKey(error, fallback), { severity: 'error' })
      },
      editQuantity: (cartItemId: string, quantity: number) => cartActions.editQuantity(cartItemId, quantity),
      retryEdits: () => cartActions.retryEdits(),
      /** Reads the cart again, with this browser's stores. */
      refresh: () => stores.reloadCart(),
      update: cartActions.update.bind(cartActions),
      remove: cartActions.remove.bind(cartActions),
      empty: cartActions.empty.bind(cartActions),
      include: cartActions.include.bind(cartActions),
      replace: cartActions.replace.bind(cartActions),
    }
  }, [stores])
}

/** The cart actions' type. */
export type CartActions = ReturnType<typeof useCartActions>
