/** What a refused quantity shows next to its field, on every surface that takes one. */
import { formatQuantity, QUANTITY_MAX, type QuantityProblem } from '@proffsbutik/core/domain'
import type { useT } from '../i18n/use-t'

/**
 * The text for a quantity `readQuantity` refused: the surface's own example for one that is no
 * positive number, the one limit for one over it.
 */
export function quantityProblemText(
  t: ReturnType<typeof useT>,
  problem: QuantityProblem,
  invalid: 'cart.quantity_invalid' | 'lists.quantity_invalid' | 'quick_add.quantity_invalid',
): string {
  return problem === 'invalid' ? t(invalid) : t('quantity.too_large', { max: formatQuantity(QUANTITY_MAX) })
}
