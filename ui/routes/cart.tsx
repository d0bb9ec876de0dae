import { createFileRoute } from '@tanstack/react-router'
import { observer } from 'mobx-react-lite'
import { useEffect } from 'react'
import { CartBulkBar } from '../components/cart/cart-bulk-bar'
import { CartDelivery } from '../components/cart/cart-delivery'
import { CartSummary } from '../components/cart/cart-summary'
import { CheckoutStepper } from '../components/checkout/checkout-stepper'
import { useCartActions } from '../components/cart/use-cart-actions'
import { CartTools } from '../components/cart-tools/cart-tools'
import { listNames } from '@proffsbutik/core/domain'
import { pageTitle } from '../i18n/i18n'
import { useT } from '../i18n/use-t'
import { trackedLine } from '../tracking/tracked'
import { useCartView, useCheckoutStep } from '../tracking/use-tracking'
import { useStores } from '../stores/stores-context'

/**
 * The cart, checkout step 1: the lines by delivery in the cart's order, each editable; what still
 * needs doing; and the way on to delivery.
 */
const CartPage = observer(function CartPage() {
  const t = useT()
  const stores = useStores()
  const { cart, delivery } = stores
  const actions = useCartActions()
  const tools = Route.useLoaderData()
  const view = cart.view
  const empty = !view || view.lineCount === 0
  // The server read stock at the user's store; this browser may have chosen other stores.
  const chosen = stores.chosenStores.stores
  const tracked = cart.lines.map(trackedLine)
  useCheckoutStep('cart-page', tracked, cart.loaded)
  useCartView(tracked, listNames.cart, cart.loaded)
  useEffect(() => {
    if (!chosen || !cart.view) return
    const differs = cart.view.deliveries.some((d) => {
      const want = d.method === 'EXH' || d.method === 'EXB' ? chosen[d.method] : undefined
      return want !== undefined && d.store?.id !== want
    })
    if (differs) actions.refresh().catch(() => undefined)
  }, [chosen?.EXH, chosen?.EXB, delivery, actions, cart])
  return (
    <main className="page cart-page">
      <CheckoutStepper current={1} />
      <h1>
        {t('cart.title')}
        {view && view.lineCount > 0 && (
          <span className="cart-page__count"> {t('cart.line_count', { count: view.lineCount })}</span>
        )}
      </h1>
      {cart.status === 'error' && !cart.editProblem && (
        <div className="form-problem cart-page__problem" role="alert">
          <p>{t('errors.cart_service_not_available')}</p>
          <button
            type="button"
            className="button"
            onClick={() => void actions.refresh().catch(() => undefined)}
          >
            {t('cart.retry')}
          </button>
        </div>
      )}
      {/* The tools stay in one place whether the cart is empty or not: what an upload into an empty
          cart says (lines added, rows refused) stays on screen as its lines appear. */}
      <div className={empty ? 'cart-layout cart-layout--empty' : 'cart-layout'}>
        <div className="cart-layout__main">
          {empty ? (
            <p className="lead">{t('cart.empty')}</p>
          ) : (
            <>
              <CartBulkBar view={view} actions={actions} />
              {view.deliveries.map((d) => (
                <CartDelivery key={d.deliveryId} delivery={d} methods={view.methods} actions={actions} />
              ))}
            </>
          )}
          <CartTools setup={tools} />
        </div>
        {!empty && <CartSummary view={view} actions={actions} />}
      </div>
    </main>
  )
})

/** The cart, checkout step 1 (shop-core §2): login required, a checkout page. */
export const Route = createFileRoute('/cart')({
  staticData: { requiresAuth: true, isCheckoutPage: true },
  // The tools' setup is read with the cart, so the page reads nothing again once interactive.
  loader: async ({ context: { stores, api } }) => {
    const [tools] = await Promise.all([api.cartTools({}), stores.reloadCart(api)])
    return tools
  },
  head: ({ match }) => ({ meta: [{ title: pageTitle(match, 'cart.title') }] }),
  component: CartPage,
})
