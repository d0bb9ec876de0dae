/** What a refused quantity shows next to its field, on every surface that takes one. */
import { formatQuantity, QUANTITY_MAX, type QuantityProblem } from '@proffsbutik/core/domain'
import type { useT } from '../i18n/use-t'

/**
 * The text for a quantity `readQuantity` refused: the surface's own example for one that is no
 * positive number, the one limit for one over it, and punch-out's 3 decimals for one with more.
 */
export function quantityProblemText(
  t: ReturnType<typeof useT>,
  problem: QuantityProblem,
  invalid: 'cart.quantity_invalid' | 'lists.quantity_invalid' | 'quick_add.quantity_invalid',
): string {
  switch (problem) {
    case 'invalid':
      return t(invalid)
    case 'tooLarge':
      return t('quantity.too_large', { max: formatQuantity(QUANTITY_MAX) })
    case 'tooManyDecimals':
      return t('cart.quantity_decimals_punchout')
  }
}
