import { formatQuantity } from '@proffsbutik/core/domain'
import { useT } from '../../i18n/use-t'
import type { StockView } from './card-view'

/** The words for a stock display; the tone drives the dot's colour. */
export function stockText(t: (id: string, values?: Record<string, unknown>) => string, stock: StockView) {
  switch (stock.kind) {
    case 'inStock':
      return { tone: 'good', text: t('stock.in_stock', { quantity: formatQuantity(stock.quantity) }) }
    case 'deliveryIn':
      return { tone: 'later', text: t('stock.delivery_in', { from: stock.fromDays, to: stock.toDays }) }
    case 'orderProduct':
      return { tone: 'later', text: t('stock.order_product') }
    case 'notStockedInStore':
      return { tone: 'none', text: t('stock.not_stocked_in_store') }
    case 'outOfStock':
      return { tone: 'none', text: t('stock.out_of_stock') }
    case 'empty':
      return { tone: 'none', text: '-' }
  }
}

/** One line of stock: where, and what it has ('Butik Göteborg: 12 st i lager'). */
export function StockLine({ place, stock }: { place: string; stock: StockView }) {
  const t = useT()
  const { tone, text } = stockText(t, stock)
  return (
    <li className={`stock-line stock-line--${tone}`}>
      <span className="stock-line__place">{place}</span> <span className="stock-line__text">{text}</span>
    </li>
  )
}

/** The store's and the central warehouse's stock of a card. */
export function StockLines({
  storeName,
  storeStock,
  centralStock,
}: {
  storeName: string
  storeStock: StockView | undefined
  centralStock: StockView
}) {
  const t = useT()
  return (
    <ul className="stock-lines">
      {storeStock && <StockLine place={storeName} stock={storeStock} />}
      <StockLine place={t('stock.central')} stock={centralStock} />
    </ul>
  )
}
