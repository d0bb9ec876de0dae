/** Every migration, in order. Names sort by their number; a migration never changes once released. */
import type { Migration } from 'kysely'
import * as identity from './0001-identity'
import * as addresses from './0002-addresses'
import * as catalogue from './0004-catalogue'
import * as mailAndAccounts from './0005-mail-and-accounts'
import * as cartsAndOrders from './0006-carts-and-orders'
import * as favourites from './0007-favourites'
import * as orderDocuments from './0008-order-documents'
import * as formSubmissions from './0009-form-submissions'
import * as quotes from './0010-quotes'
import * as punchoutReceipts from './0010-punchout-receipts'
import * as pendingEmail from './0011-pending-email'
import * as priceSortKeys from './0012-price-sort-keys'
import * as facetValues from './0013-facet-values'
import * as variantCategory from './0014-variant-category'
import * as searchNameLower from './0015-search-name-lower'

/** The migrations by name. */
export const migrations: Record<string, Migration> = {
  '0001-identity': identity,
  '0002-addresses': addresses,
  '0004-catalogue': catalogue,
  '0005-mail-and-accounts': mailAndAccounts,
  '0006-carts-and-orders': cartsAndOrders,
  '0007-favourites': favourites,
  '0008-order-documents': orderDocuments,
  '0009-form-submissions': formSubmissions,
  '0010-quotes': quotes,
  '0010-punchout-receipts': punchoutReceipts,
  '0011-pending-email': pendingEmail,
  '0012-price-sort-keys': priceSortKeys,
  '0013-facet-values': facetValues,
  '0014-variant-category': variantCategory,
  '0015-search-name-lower': searchNameLower,
}
