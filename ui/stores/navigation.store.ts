/**
 * Where the buyer has been, as the guards and listings need it: the last page shown (a refused
 * page sends the buyer back there), and the product-history rule of shop-core §2 — entering a
 * category or search page forgets the remembered listing state, except when coming back from a
 * product page to the same listing. The state remembered is where the buyer was on the listing, so
 * that following the product page's link back to its category returns to the same card. Order
 * history and the users list are remembered as last shown, for their pages' links back to them.
 */

/** The path of a listing whose state is remembered. */
const isListing = (path: string) => path.startsWith('/kategorier/') || path === '/search'
const isProduct = (path: string) => path.startsWith('/produkt/')
const pathOf = (href: string) => href.split(/[?#]/)[0] ?? href

/**
 * Whether entering `to` from `from` forgets the remembered listing `listing` (hrefs with their
 * search: a listing with other filters or another page is another listing).
 */
export function resetsProductHistory(from: string | null, to: string, listing: string | null): boolean {
  if (!isListing(pathOf(to))) return false
  const cameBackFromProduct = from !== null && isProduct(pathOf(from))
  return !(cameBackFromProduct && listing === to)
}

/** The lists whose pages lead back to them as the buyer left them (their filters and page). */
export type RememberedList = '/mina-sidor/ordrar' | '/mina-sidor/anvandare'
const rememberedLists: readonly string[] = [
  '/mina-sidor/ordrar',
  '/mina-sidor/anvandare',
] satisfies RememberedList[]

/** Where the buyer was on a listing when they left it. */
export interface ListingPlace {
  readonly scrollY: number
}

/** The browser's navigation history as the shell needs it (not observable: nothing renders it). */
export class NavigationStore {
  /** The href of the page shown last; null before the first page. */
  lastHref: string | null = null
  /** The listing whose state is remembered, and that state. */
  listing: string | null = null
  listingState: ListingPlace | null = null
  /** The href each remembered list was last shown at. */
  private readonly lists = new Map<string, string>()
  /** The login-only page a visitor was turned away from: they go there once logged in. */
  private returnAfterLogin: string | null = null

  /** A visitor was sent to log in from `path` (a same-site path, checked by the caller). */
  rememberReturn(path: string): void {
    this.returnAfterLogin = path
  }

  /** The page to go to now that the buyer logged in, once; null when there is none. */
  takeReturn(): string | null {
    const path = this.returnAfterLogin
    this.returnAfterLogin = null
    return path
  }

  /** The buyer leaves the page at `href`: a listing remembers where they were on it. */
  leaving(href: string, place: ListingPlace): void {
    if (!isListing(pathOf(href))) return
    this.listing = href
    this.listingState = place
  }

  /**
   * A page was shown: apply the product-history rule, then remember it. Answers the place to return
   * to when the buyer came back from a product to the listing they left.
   */
  arrived(href: string): ListingPlace | null {
    const forget = resetsProductHistory(this.lastHref, href, this.listing)
    const back = isListing(pathOf(href)) && !forget ? this.listingState : null
    if (forget) {
      this.listing = href
      this.listingState = null
    }
    this.lastHref = href
    if (rememberedLists.includes(pathOf(href))) this.lists.set(pathOf(href), href)
    return back
  }

  /** Where the list at `path` was last shown, with its filters and page; the list itself before that. */
  listHref(path: RememberedList): string {
    return this.lists.get(path) ?? path
  }
}
