import { useRouter } from '@tanstack/react-router'
import { useMemo } from 'react'
import { ShopApiError } from '../../api-error'
import type { RootStore } from '../../stores/root.store'
import type { LineChanges } from '../../stores/cart.store'
import { useStores } from '../../stores/stores-context'

/** The stores this browser chose for the store methods (selectedLocations), as the cart RPCs take them. */
export const chosenStores = (stores: RootStore) => stores.chosenStores

/** The message key of a failed call, for the buyer: the spec's key the call failed with, else `fallback`. */
export const failureKey = (error: unknown, fallback: string) =>
  error instanceof ShopApiError ? error.key : fallback

/**
 * The cart's changes as the cart page and the flyout make them: each is a ShopApi call that answers
 * the cart after it, read with the stores this browser chose, run through the cart store's status
 * machine. Failures are rethrown (a ShopApiError with the spec's message key); `failed(fallback)` is the
 * handler that shows one as an error toast.
 */
export function useCartActions() {
  const stores = useStores()
  const { api } = useRouter().options.context
  return useMemo(() => {
    const { cart, session, toasts } = stores
    const key = () => session.contextKey
    const send = (changes: LineChanges) => api.updateCartLines({ ...chosenStores(stores), changes })
    return {
      /** Shows a failed change as an error toast: its own message, else `fallback`'s. */
      failed: (fallback: string) => (error: unknown) => {
        toasts.show(failureKey(error, fallback), { severity: 'error' })
      },
      /** A typed quantity: batched with the others of the next 500 ms. */
      editQuantity: (cartItemId: string, quantity: number) =>
        cart.editQuantity(cartItemId, quantity, send, key()),
      /** Sends failed quantity edits again. */
      retryEdits: () => cart.retry(),
      /** Reads the cart again, with this browser's stores. */
      refresh: () => stores.reloadCart(),
      /** Changes lines at once (a move or a label). */
      update: (changes: LineChanges) => cart.change(() => send(changes), key()),
      /** Removes lines; false when ignored because a change is in flight. */
      remove: (cartItemIds: readonly string[]) =>
        cart.remove(
          () => api.removeCartLines({ ...chosenStores(stores), cartItemIds: [...cartItemIds] }),
          cartItemIds,
          key(),
        ),
      empty: () =>
        cart.remove(
          () => api.emptyCart(chosenStores(stores)),
          cart.lines.map((l) => l.cartItemId),
          key(),
        ),
      include: (deliveryId: string, included: boolean) =>
        cart.change(() => api.includeDelivery({ ...chosenStores(stores), deliveryId, included }), key()),
      replace: (cartItemId: string, articleNumber: string) =>
        cart.change(() => api.replaceCartLine({ ...chosenStores(stores), cartItemId, articleNumber }), key()),
    }
  }, [stores, api])
}

/** The cart actions' type. */
export type CartActions = ReturnType<typeof useCartActions>
