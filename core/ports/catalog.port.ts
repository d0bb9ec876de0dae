import { Context, type Effect } from 'effect'
import type { Breadcrumb, MenuEntry, PriceBracket } from '../domain/catalog'
import type { Stock } from '../domain/variant'
import type { NotLoggedIn } from './credentials.port'
import type { ServiceCallFailed } from './service-call.errors'

type Call<A> = Effect.Effect<A, ServiceCallFailed | NotLoggedIn>

/** The language config: locale, attribute labels and units, the names of sales units. */
export interface LanguageConfig {
  readonly locale: { readonly code: string; readonly name: string; readonly iso: string }
  readonly attributes: Readonly<
    Record<string, { readonly label: string; readonly unit: string | null; readonly filterable: boolean }>
  >
  readonly units: Readonly<Record<string, string>>
}

/**
 * What a catalogue read is answered within: the assortment (the whole range when none), and for a
 * logged-in buyer the customer (and project) they act for, in which the services decide whether
 * they may read another assortment than their customer's (EJ_ANDRA_SORTIMENT).
 */
export interface AssortmentScope {
  readonly assortment?: string | undefined
  readonly customerId?: string | undefined
  readonly projectId?: string | undefined
}

/** Navigation, prices and stock of the product, price and stock services. */
export class CatalogPort extends Context.Service<
  CatalogPort,
  {
    readonly menu: (scope?: AssortmentScope) => Call<readonly MenuEntry[]>
    readonly breadcrumb: (id: string, options?: { images?: boolean } & AssortmentScope) => Call<Breadcrumb>
    readonly breadcrumbs: (
      ids: readonly string[],
      options?: { images?: boolean } & AssortmentScope,
    ) => Call<{
      readonly result: readonly Breadcrumb[]
      readonly errors: readonly { id: string; message: string }[]
    }>
    readonly attributeSequence: (category: string) => Call<readonly string[]>
    readonly languageConfig: () => Call<LanguageConfig>
    readonly priceBrackets: (articleNumber: string, customerId?: string) => Call<readonly PriceBracket[]>
    readonly stock: (
      articleNumbers: readonly string[],
      locationIds?: readonly string[],
    ) => Call<{ readonly stock: readonly Stock[]; readonly unknown: readonly string[] }>
  }
>()('proffsbutik/CatalogPort') {}
