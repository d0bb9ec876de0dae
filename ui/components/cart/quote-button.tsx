import { useState } from 'react'
import { useT } from '../../i18n/use-t'
import { onDemand } from '../../routing/on-demand'
import type { CartView } from '../../stores/cart.store'

/** The quote form, loaded when the button is first pressed (or ahead, on hover or focus). */
const quoteDialog = onDemand(() => import('./quote-dialog'))

/** "Skapa offert": opens the quote form (quote-dialog.tsx) over the cart. */
export function QuoteButton({ view }: { readonly view: CartView }) {
  const t = useT()
  const [openings, setOpenings] = useState(0)
  const loaded = quoteDialog.use(openings > 0)
  return (
    <>
      <button
        type="button"
        className="button cart-summary__quote"
        aria-busy={openings > 0 && !loaded ? true : undefined}
        onPointerEnter={quoteDialog.preload}
        onFocus={quoteDialog.preload}
        onClick={() => setOpenings((count) => count + 1)}
      >
        {t('quote.open')}
      </button>
      {loaded && <loaded.QuoteDialog view={view} openings={openings} />}
    </>
  )
}
