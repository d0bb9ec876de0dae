/**
 * PLACEHOLDER — the products of a selected-products section are built by the catalogue screens
 * (issue 7, in parallel); this file is replaced by theirs on merge. It renders nothing, so the
 * section shows only its heading until then.
 */
import type { Section } from '../../../core/domain/content'

/** The products of a selected-products section (the campaign service's product group). */
export function SelectedProducts(props: {
  readonly section: Extract<Section, { kind: 'selectedProducts' }>
}) {
  void props
  return null
}
