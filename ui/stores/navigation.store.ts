/**
 * Where the buyer has been, as the guards and listings need it: the last page shown (a refused
 * page sends the buyer back there), and the product-history rule — entering a category or search
 * page forgets the remembered listing state, except when coming back from a product page to the
 * same listing (shop-core §2).
 */

/** The path of a listing whose state (loaded pages, scroll) is remembered. */
const isListing = (path: string) => path.startsWith('/kategorier/') || path === '/search'
const isProduct = (path: string) => path.startsWith('/produkt/')

/** Whether entering `to` from `from` forgets the remembered listing `listing` (paths with their search). */
export function resetsProductHistory(from: string | null, to: string, listing: string | null): boolean {
  const toPath = to.split('?')[0] ?? to
  if (!isListing(toPath)) return false
  const cameBackFromProduct = from !== null && isProduct(from.split('?')[0] ?? from)
  return !(cameBackFromProduct && listing === to)
}

/** The browser's navigation history as the shell needs it (not observable: nothing renders it). */
export class NavigationStore {
  /** The href of the page shown last; null before the first page. */
  lastHref: string | null = null
  /** The listing whose state is remembered, and that state. */
  listing: string | null = null
  listingState: unknown = null

  /** A page was shown: apply the product-history rule, then remember it. */
  arrived(href: string): void {
    if (resetsProductHistory(this.lastHref, href, this.listing)) {
      this.listing = href
      this.listingState = null
    }
    this.lastHref = href
  }
}
