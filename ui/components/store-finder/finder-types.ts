/** The store finder's data as the page receives it (the storeFinder RPC's output). */
import type { RpcOutput } from '../../../server/rpc/shop-api.rpc'

/** What the store finder loads. */
export type StoreFinderData = RpcOutput<'storeFinder'>

/** A store as listed. */
export type ListedStore = Extract<StoreFinderData['stores'], { status: 'loaded' }>['items'][number]

/** A retailer as listed. */
export type ListedRetailer = Extract<StoreFinderData['retailers'], { status: 'loaded' }>['items'][number]

/** A store's hours today. */
export type TodayHours = ListedStore['today']
