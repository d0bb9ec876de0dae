/**
 * The data-layer, behaviour and search events pages send once they are shown (in the browser, after
 * hydration).
 */
import { useRouterState } from '@tanstack/react-router'
import { useEffect, useRef, type MouseEvent } from 'react'
import {
  type checkoutSteps,
  PROMOTION_VIEW_SHARE,
  searchQuery,
  searchText,
  type TrackedBanner,
  type TrackedVariant,
} from '@proffsbutik/core/domain'
import { sendSearch, trackCheckoutStep, trackItems, trackPromotion } from './track'

/**
 * Sends `view_item_list` for the cards a list shows, once per set of cards (a new page, sort or
 * filter is a new view; a re-render is not).
 */
export function useItemListView(variants: readonly TrackedVariant[], listName: string): void {
  const key = `${listName}:${variants.map((variant) => variant.articleNumber).join(',')}`
  const latest = useRef(variants)
  latest.current = variants
  useEffect(() => {
    if (latest.current.length > 0) trackItems('view_item_list', latest.current, listName)
  }, [key, listName])
}

/**
 * Sends the checkout step of a page once it is shown with its items (`ready` false while they are
 * not known yet, e.g. before the cart is read).
 */
export function useCheckoutStep(
  page: keyof typeof checkoutSteps,
  variants: readonly TrackedVariant[],
  ready = true,
): void {
  const sent = useRef(false)
  const latest = useRef(variants)
  latest.current = variants
  useEffect(() => {
    if (sent.current || !ready) return
    sent.current = true
    trackCheckoutStep(page, latest.current)
  }, [page, ready])
}

/** The most history entries whose search the page remembers. */
const REMEMBERED_ENTRIES = 200
/** The query each history entry showed results for, once its event went out or was not due. */
const searchedEntries = new Map<string, string>()

/**
 * Sends the search event of a results page (content §5) once per search: the query as the search
 * took it, with the count of the results first shown for it. Another page, sort or filter of the
 * same results is not another search, nor is coming back to results already shown (back from a
 * product, back or forward between two searches, each a history entry remembered here), nor the same
 * query sent again from the header. A reload counts anew.
 */
export function useSearchEvent(query: string, resultCount: number): void {
  // Each navigation runs the effect, and its history entry is committed by then.
  const href = useRouterState({ select: (state) => state.location.href })
  const count = useRef(resultCount)
  count.current = resultCount
  const previous = useRef<string | undefined>(undefined)
  const searched = searchQuery(query)
  useEffect(() => {
    // While the next page loads, this one still shows its results: they are not the address's.
    if (
      searched === undefined ||
      searchQuery(searchText(new URL(window.location.href).searchParams.get('q'))) !== searched
    )
      return
    const entry = String((window.history.state as { __TSR_key?: unknown } | null)?.__TSR_key ?? href)
    const due = previous.current !== searched && searchedEntries.get(entry) !== searched
    previous.current = searched
    searchedEntries.delete(entry)
    searchedEntries.set(entry, searched)
    if (searchedEntries.size > REMEMBERED_ENTRIES)
      searchedEntries.delete(searchedEntries.keys().next().value!)
    if (due) sendSearch(searched, count.current)
  }, [searched, href])
}

/** Sends `view_cart` once the cart (page or flyout) is shown with its lines. */
export function useCartView(variants: readonly TrackedVariant[], listName: string, ready = true): void {
  const sent = useRef(false)
  const latest = useRef(variants)
  latest.current = variants
  useEffect(() => {
    if (sent.current || !ready) return
    sent.current = true
    trackItems('view_cart', latest.current, listName)
  }, [listName, ready])
}

/**
 * Tracks a banner: `view_promotion` once when at least 80 % of it is in view, `select_promotion`
 * when a link in it is followed. Banners without a marketing id are not tracked. Answers the ref
 * for the banner's element and its click handler.
 */
export function usePromotion(
  banner: { readonly marketingId?: string | undefined; readonly creative?: string | undefined },
  metaTitle: string | undefined,
) {
  const ref = useRef<HTMLElement>(null)
  const tracked: TrackedBanner = {
    marketingId: banner.marketingId ?? '',
    metaTitle: metaTitle ?? '',
    creative: banner.creative ?? '',
  }
  const latest = useRef(tracked)
  latest.current = tracked
  useEffect(() => {
    const element = ref.current
    if (!element || !latest.current.marketingId || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.intersectionRatio >= PROMOTION_VIEW_SHARE)) return
        observer.disconnect()
        trackPromotion('view_promotion', latest.current)
      },
      { threshold: PROMOTION_VIEW_SHARE },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [tracked.marketingId])
  const onClick = (event: MouseEvent) => {
    if ((event.target as Element).closest('a')) trackPromotion('select_promotion', latest.current)
  }
  return { ref, onClick }
}
