import type { RpcOutput } from '../../../server/rpc/shop-api.rpc'

/** A product card as the listing and product RPCs answer it. */
export type CardView = RpcOutput<'searchPage'>['cards'][number]

/** One page of a listing (a search's answer adds what it may widen to). */
export type ListingView = Omit<RpcOutput<'searchPage'>, 'broader'>

/** What quick add offers a logged-in buyer (null for a visitor). */
export type QuickAddView = ListingView['quickAdd']

/** A stock display (core/domain/stock-display.ts) as the RPCs answer it. */
export type StockView = CardView['centralStock']
