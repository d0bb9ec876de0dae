import { createFileRoute } from '@tanstack/react-router'
import { observer } from 'mobx-react-lite'
import { fromMinorUnits, formatSek } from '../../core/domain/money'
import { CartTools } from '../components/cart-tools/cart-tools'
import { useT } from '../i18n/use-t'
import { useStores } from '../stores/stores-context'

const CartPage = observer(function CartPage() {
  const t = useT()
  const { cart } = useStores()
  const view = cart.view
  return (
    <main className="page cart-page">
      <h1>{t('cart.title')}</h1>
      <CartTools />
      {!view || view.lineCount === 0 ? (
        <p className="lead">{t('cart.empty')}</p>
      ) : (
        <>
          {view.deliveries.map((delivery) => (
            <section
              key={delivery.deliveryId}
              className="cart-delivery"
              aria-labelledby={`delivery-${delivery.deliveryId}`}
            >
              <h2 id={`delivery-${delivery.deliveryId}`}>
                {delivery.name}
                {!delivery.included && (
                  <span className="cart-delivery__excluded"> – {t('cart.not_in_order')}</span>
                )}
              </h2>
              <table className="cart-lines">
                <thead>
                  <tr>
                    <th scope="col">{t('cart.article')}</th>
                    <th scope="col" className="cart-lines__number">
                      {t('cart.quantity')}
                    </th>
                    <th scope="col" className="cart-lines__number">
                      {t('cart.amount')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {delivery.lines.map((line) => (
                    <tr key={line.cartItemId}>
                      <td>
                        <span className="cart-lines__name">{line.name}</span>
                        <span className="cart-lines__meta">
                          {t('product.article_number', { articleNumber: line.articleNumber })}
                        </span>
                      </td>
                      <td className="cart-lines__number">{`${line.quantity} ${line.unit}`}</td>
                      <td className="cart-lines__number">
                        {line.amount === null ? '–' : formatSek(fromMinorUnits(line.amount))}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </section>
          ))}
          {view.total !== null && (
            <p className="cart-total">
              {t('cart.total_excluding_vat')} <strong>{formatSek(fromMinorUnits(view.total))}</strong>
            </p>
          )}
        </>
      )}
    </main>
  )
})

/** The cart, checkout step 1 (shop-core §2): login required, a checkout page. */
export const Route = createFileRoute('/cart')({
  staticData: { requiresAuth: true, isCheckoutPage: true },
  loader: ({ context: { stores, api } }) =>
    stores.cart.refresh(() => api.cart({}), stores.session.contextKey),
  head: () => ({ meta: [{ title: 'Varukorg' }] }),
  component: CartPage,
})
