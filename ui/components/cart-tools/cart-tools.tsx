import { observer } from 'mobx-react-lite'
import { useId, useState, type ReactNode } from 'react'
import { useT } from '../../i18n/use-t'
import { onDemand } from '../../routing/on-demand'
import { useStores } from '../../stores/stores-context'
import { AddMethodPicker } from '../catalogue/quick-add'
import type * as Panels from './cart-tool-panels'
import { addMethod, useCartToolsSetup, type CartToolsSetup } from './cart-tools-setup'
import { ToolMessages } from './tool-message'

/** The tools' panels: with the page on /snabborder, when first opened on the cart page. */
export type CartToolPanels = typeof Panels

const panelsOnDemand = onDemand(() => import('./cart-tool-panels'))

/**
 * One tool under its heading: open on its own page, a disclosure in the cart's tools bar, whose
 * contents come once the panels have loaded (asked for as it opens, or ahead on hover or focus).
 */
function Tool({
  title,
  open,
  onWanted,
  children,
}: {
  title: string
  open: boolean
  onWanted: () => void
  children: ReactNode
}) {
  const id = useId()
  if (open)
    return (
      <section className="cart-tools__tool" aria-labelledby={id}>
        <h2 id={id}>{title}</h2>
        {children}
      </section>
    )
  return (
    <details
      className="cart-tools__tool cart-tools__tool--collapsible"
      onToggle={(event) => event.currentTarget.open && onWanted()}
    >
      <summary onPointerEnter={panelsOnDemand.preload} onFocus={panelsOnDemand.preload}>
        <h2 id={id}>{title}</h2>
      </summary>
      {children}
    </details>
  )
}

/**
 * The cart tools: quick order and a spreadsheet into one delivery method (picked once for both),
 * and — on the cart page — export to Excel and transfer from another context. On the cart page the
 * tools fold away and their panels load when one is first opened; on /snabborder (`setup` read by
 * its loader, the panels given with the page, quick-order-tools.tsx) the two ordering tools stand open.
 */
export const CartTools = observer(function CartTools({
  setup: initial,
  page = 'cart',
  panels: given,
}: {
  setup?: CartToolsSetup
  page?: 'cart' | 'quickOrder'
  panels?: CartToolPanels
}) {
  const t = useT()
  const { delivery } = useStores()
  const { setup, problem } = useCartToolsSetup(initial)
  const method = addMethod(delivery.method, setup)
  const open = page === 'quickOrder'
  const [wanted, setWanted] = useState(false)
  const loaded = panelsOnDemand.use(wanted && !given)
  const panels = given ?? loaded
  const want = () => setWanted(true)
  const waiting = <p className="cart-tools__loading">{t('cart_tools.loading')}</p>
  return (
    <div className={`cart-tools cart-tools--${page}`}>
      {setup && (
        <div className="cart-tools__method">
          <AddMethodPicker quickAdd={{ methods: setup.methods, preferred: setup.preferred }} />
        </div>
      )}
      {problem && <ToolMessages messages={[problem]} />}
      <Tool title={t(open ? 'cart_tools.paste' : 'cart_tools.quick_order')} open={open} onWanted={want}>
        {panels ? (
          <panels.QuickOrderPanel setup={setup} method={method} showCartLink={page !== 'cart'} />
        ) : (
          waiting
        )}
      </Tool>
      <Tool title={t('cart_tools.upload')} open={open} onWanted={want}>
        {panels ? <panels.UploadPanel setup={setup} method={method} /> : waiting}
      </Tool>
      {page === 'cart' && (
        <>
          <Tool title={t('cart_tools.export')} open={false} onWanted={want}>
            {panels ? <panels.ExportPanel /> : waiting}
          </Tool>
          <Tool title={t('cart_tools.transfer')} open={false} onWanted={want}>
            {panels ? <panels.TransferPanel setup={setup} /> : waiting}
          </Tool>
        </>
      )}
    </div>
  )
})
