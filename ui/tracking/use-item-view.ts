/**
 * The product page's `view_item` event. Its own module, so that the product page does not load the
 * other pages' tracking hooks (use-tracking.ts) before interaction.
 */
import { useEffect, useRef } from 'react'
import type { TrackedVariant } from '@proffsbutik/core/domain'
import { trackItems } from './track'

/** Sends `view_item` for the product a page shows, once per article (none while there is none). */
export function useItemView(variant: TrackedVariant | null): void {
  const latest = useRef(variant)
  latest.current = variant
  useEffect(() => {
    if (latest.current) trackItems('view_item', [latest.current])
  }, [variant?.articleNumber])
}
