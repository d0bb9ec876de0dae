import { useState } from 'react'
import { useT } from '../../i18n/use-t'
import { onDemand } from '../../routing/on-demand'

/** The dialog, loaded when it is first opened (or ahead, on hover or focus of the button). */
const dialog = onDemand(() => import('./stores-stock-dialog'))

/**
 * "Se lagersaldo i alla butiker": a button that opens a dialog listing the article's stock in every
 * pickup store (stores-stock-dialog.tsx), read when it opens; the page itself does not wait for it.
 */
export function StoresStock({ articleNumber, name }: { articleNumber: string; name: string }) {
  const t = useT()
  const [opened, setOpened] = useState(0)
  const loaded = dialog.use(opened > 0)
  return (
    <>
      <button
        type="button"
        className="link-button stores-stock__open"
        onPointerEnter={dialog.preload}
        onFocus={dialog.preload}
        onClick={() => setOpened((count) => count + 1)}
      >
        {t('stock.all_stores')}
      </button>
      {loaded && <loaded.StoresStockDialog articleNumber={articleNumber} name={name} opened={opened} />}
    </>
  )
}
