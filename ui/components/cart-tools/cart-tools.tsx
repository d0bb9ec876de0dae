import { observer } from 'mobx-react-lite'
import { useId, type ReactNode } from 'react'
import { useT } from '../../i18n/use-t'
import { useStores } from '../../stores/stores-context'
import { AddMethodPicker } from '../catalogue/quick-add'
import { addMethod, useCartToolsSetup, type CartToolsSetup } from './cart-tools-setup'
import { ExportPanel } from './export-panel'
import { QuickOrderPanel } from './quick-order-panel'
import { TransferPanel } from './transfer-panel'
import { UploadPanel } from './upload-panel'
import { ToolMessages } from './tool-message'

/** One tool under its heading: open on its own page, a disclosure in the cart's tools bar. */
function Tool({ title, open, children }: { title: string; open: boolean; children: ReactNode }) {
  const id = useId()
  if (open)
    return (
      <section className="cart-tools__tool" aria-labelledby={id}>
        <h2 id={id}>{title}</h2>
        {children}
      </section>
    )
  return (
    <details className="cart-tools__tool cart-tools__tool--collapsible">
      <summary>
        <h2 id={id}>{title}</h2>
      </summary>
      {children}
    </details>
  )
}

/**
 * The cart tools: quick order and a spreadsheet into one delivery method (picked once for both),
 * and — on the cart page — export to Excel and transfer from another context. On the cart page the
 * tools fold away; on /snabborder (`setup` read by its loader) the two ordering tools stand open.
 */
export const CartTools = observer(function CartTools({
  setup: initial,
  page = 'cart',
}: {
  setup?: CartToolsSetup
  page?: 'cart' | 'quickOrder'
}) {
  const t = useT()
  const { delivery } = useStores()
  const { setup, problem } = useCartToolsSetup(initial)
  const method = addMethod(delivery.method, setup)
  const open = page === 'quickOrder'
  return (
    <div className={`cart-tools cart-tools--${page}`}>
      {setup && (
        <div className="cart-tools__method">
          <AddMethodPicker quickAdd={{ methods: setup.methods, preferred: setup.preferred }} />
        </div>
      )}
      {problem && <ToolMessages messages={[problem]} />}
      <Tool title={t(open ? 'cart_tools.paste' : 'cart_tools.quick_order')} open={open}>
        <QuickOrderPanel setup={setup} method={method} showCartLink={page !== 'cart'} />
      </Tool>
      <Tool title={t('cart_tools.upload')} open={open}>
        <UploadPanel setup={setup} method={method} />
      </Tool>
      {page === 'cart' && (
        <>
          <Tool title={t('cart_tools.export')} open={false}>
            <ExportPanel />
          </Tool>
          <Tool title={t('cart_tools.transfer')} open={false}>
            <TransferPanel setup={setup} />
          </Tool>
        </>
      )}
    </div>
  )
})
