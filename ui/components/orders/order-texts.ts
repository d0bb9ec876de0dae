/**
 * The Swedish names of order history's codes — statuses, sorts, delivery states and why a line
 * cannot be ordered again — each through its own literal catalog id.
 */
import type { OrderStatus } from '@proffsbutik/core/domain'
import type { useT } from '../../i18n/use-t'
import type { OrderSort } from '../../routing/order-search'

type T = ReturnType<typeof useT>

/** The name of an order status. */
export function statusName(t: T, status: OrderStatus): string {
  switch (status) {
    case 'received':
      return t('orders.status.received')
    case 'confirmed':
      return t('orders.status.confirmed')
    case 'picked':
      return t('orders.status.picked')
    case 'shipped':
      return t('orders.status.shipped')
    case 'delivered':
      return t('orders.status.delivered')
    case 'invoiced':
      return t('orders.status.invoiced')
  }
}

/** The name of a sort of order history. */
export function sortName(t: T, sort: OrderSort): string {
  switch (sort) {
    case 'createdAt:desc':
      return t('orders.sort.newest')
    case 'createdAt:asc':
      return t('orders.sort.oldest')
    case 'orderNumber:desc':
      return t('orders.sort.number_desc')
    case 'orderNumber:asc':
      return t('orders.sort.number_asc')
    case 'total:desc':
      return t('orders.sort.total_desc')
    case 'total:asc':
      return t('orders.sort.total_asc')
    case 'requestedDeliveryDate:desc':
      return t('orders.sort.delivery_date')
    case 'reference:asc':
      return t('orders.sort.reference')
  }
}

/** Where a delivery of an order has come. */
export function deliveryStateName(t: T, state: 'planned' | 'shipped' | 'delivered'): string {
  switch (state) {
    case 'planned':
      return t('orders.delivery_state.planned')
    case 'shipped':
      return t('orders.delivery_state.shipped')
    case 'delivered':
      return t('orders.delivery_state.delivered')
  }
}

/** Why a line of an old order cannot be ordered again. */
export function reorderReasonText(t: T, reason: string | undefined): string {
  switch (reason) {
    case 'unknownArticle':
      return t('orders.reorder.reason_unknown_article')
    case 'discontinued':
      return t('orders.reorder.reason_discontinued')
    case 'onlyStore':
      return t('orders.reorder.reason_only_store')
    case 'notStockedAtStore':
      return t('orders.reorder.reason_not_stocked')
    default:
      return t('orders.reorder.reason_other')
  }
}
