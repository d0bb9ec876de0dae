/** Every commerce port over HTTP, for one endpoint: what a composition root provides. */
import { Layer } from 'effect'
import { addressesHttp } from './addresses.http'
import { assortmentsHttp } from './assortments.http'
import { campaignsHttp } from './campaigns.http'
import { cartHttp } from './cart.http'
import { catalogHttp } from './catalog.http'
import { commerceGraphHttp } from './commerce-graph.http'
import { customersHttp } from './customers.http'
import { favouritesHttp } from './favourites.http'
import { formsHttp } from './forms.http'
import { gatewayHttp } from './gateway.http'
import { locationsHttp } from './locations.http'
import { ordersHttp } from './orders.http'
import { quotesHttp } from './quotes.http'
import { searchHttp } from './search.http'
import type { ServicesEndpoint } from './service-client'
import { usersHttp } from './users.http'

export type { ServicesEndpoint } from './service-client'
export { authHttp } from './auth.http'

/** The ports that need the session's token (ServiceCredentials) and an ErrorReporter. */
export const sessionPortsHttp = (endpoint: ServicesEndpoint) =>
  Layer.mergeAll(
    usersHttp(endpoint),
    customersHttp(endpoint),
    addressesHttp(endpoint),
    commerceGraphHttp(endpoint),
    cartHttp(endpoint),
    catalogHttp(endpoint),
    searchHttp(endpoint),
    locationsHttp(endpoint),
    campaignsHttp(endpoint),
    assortmentsHttp(endpoint),
    favouritesHttp(endpoint),
    ordersHttp(endpoint),
    quotesHttp(endpoint),
    gatewayHttp(endpoint),
    formsHttp(endpoint),
  )

export {
  addressesHttp,
  assortmentsHttp,
  campaignsHttp,
  cartHttp,
  catalogHttp,
  commerceGraphHttp,
  customersHttp,
  favouritesHttp,
  formsHttp,
  gatewayHttp,
  locationsHttp,
  ordersHttp,
  quotesHttp,
  searchHttp,
  usersHttp,
}
