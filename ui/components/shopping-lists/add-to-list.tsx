import { observer } from 'mobx-react-lite'
import { useId, useState } from 'react'
import { useT } from '../../i18n/use-t'
import { onDemand } from '../../routing/on-demand'
import { useStores } from '../../stores/stores-context'

/** What is put in a list: one article with the quantity the buyer types, or the cart's ticked lines. */
export type AddToListProps =
  | { readonly article: { readonly articleNumber: string; readonly name: string } }
  | { readonly items: readonly { readonly articleNumber: string; readonly quantity: number }[] }

/** The form, loaded when it is first opened (or ahead, on hover or focus of the button). */
const panel = onDemand(() => import('./add-to-list-panel'))

/**
 * "Lägg i inköpslista": a button that opens a small form to put articles in one of the shopping
 * lists of the customer the buyer acts for, or in a new one (add-to-list-panel.tsx). Only for a
 * logged-in buyer.
 */
export const AddToList = observer(function AddToList(props: AddToListProps) {
  const t = useT()
  const { session } = useStores()
  const id = useId()
  const [open, setOpen] = useState(false)
  const loaded = panel.use(open)
  if (session.status !== 'authenticated') return null
  return (
    <div className="add-to-list">
      <button
        type="button"
        className="button button--secondary"
        aria-expanded={open}
        aria-controls={loaded ? `${id}-panel` : undefined}
        onPointerEnter={panel.preload}
        onFocus={panel.preload}
        onClick={() => setOpen(!open)}
      >
        {t('lists.add_to_list')}
      </button>
      {loaded ? (
        <loaded.AddToListPanel id={id} shown={open} {...props} />
      ) : (
        open && <p className="add-to-list__panel">{t('lists.loading')}</p>
      )}
    </div>
  )
})
