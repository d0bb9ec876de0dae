import { createFileRoute } from '@tanstack/react-router'
import { QuickOrderTools } from '../components/cart-tools/quick-order-tools'
import { pageTitle } from '../i18n/i18n'
import { useT } from '../i18n/use-t'

/** Quick order: many articles at once, pasted or from a spreadsheet (issue 8); login required. */
export const Route = createFileRoute('/snabborder')({
  staticData: { requiresAuth: true },
  loader: async ({ context: { stores, api } }) => {
    const [setup] = await Promise.all([api.cartTools({}), stores.reloadCart(api)])
    return setup
  },
  head: ({ match }) => ({ meta: [{ title: pageTitle(match, 'cart_tools.quick_order') }] }),
  component: QuickOrderPage,
})

function QuickOrderPage() {
  const t = useT()
  const setup = Route.useLoaderData()
  return (
    <main className="page quick-order-page">
      <h1>{t('cart_tools.title')}</h1>
      <p className="lead">{t('cart_tools.lead')}</p>
      <QuickOrderTools setup={setup} />
    </main>
  )
}
