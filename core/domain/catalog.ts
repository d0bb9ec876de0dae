/** The catalogue's navigation, search and store entities (shop-core §3 Other; content §3). */
import type { Money } from './money'

/** A menu entry: title, slug, icon and children. */
export interface MenuEntry {
  readonly title: string
  readonly slug: string
  readonly icon: string | null
  readonly children: readonly MenuEntry[]
}

/** A breadcrumb: a category or product with its parents, top first. */
export interface Breadcrumb {
  readonly id: string
  readonly name: string
  readonly slug: string
  readonly type: 'category' | 'product'
  readonly parents: readonly { readonly name: string; readonly slug: string }[]
  readonly image?: string | undefined
}

/** A campaign: isAssortment, name, slug, and when it runs. */
export interface Campaign {
  readonly id: string
  readonly name: string
  readonly slug: string
  readonly isAssortment: boolean
  readonly startsOn: string
  readonly endsOn: string
}

/** A search facet: name, label, items with counts and a selected flag. */
export interface Facet {
  readonly name: string
  readonly label: string
  readonly items: readonly {
    readonly value: string
    readonly label: string
    readonly count: number
    readonly selected: boolean
  }[]
}

/** One variant in a result list. */
export interface SearchHit {
  readonly articleNumber: string
  readonly name: string
  readonly variantSlug: string
  readonly productId: string
  readonly productName: string
  readonly productSlug: string
  readonly brand: string
  readonly ean: string
  readonly image: string
  readonly categoryPath: string
  readonly discontinued: boolean
  readonly filterTags: readonly string[]
}

/** A page of search results. */
export interface SearchResult {
  readonly total: number
  readonly offset: number
  readonly limit: number
  readonly hits: readonly SearchHit[]
  readonly facets: readonly Facet[]
  /** The query actually searched, when the one asked found nothing and was corrected. */
  readonly correctedQuery?: string | undefined
}

/** A store or warehouse. */
export interface Location {
  readonly id: string
  readonly name: string
  readonly type: 'store' | 'central' | 'virtual'
  readonly address: { readonly address1: string; readonly postalCode: string; readonly city: string }
  readonly location: { readonly lat: number; readonly lon: number }
  readonly phone: string | null
  readonly email: string | null
  readonly services: readonly string[]
  /** Per ISO weekday ("1" = Monday): "06:30-17:00", or null when closed. */
  readonly openingHours: Readonly<Record<string, string | null>>
}

/**
 * A row of an article's bracket table (core/domain/pricing `bracketTable`): from a quantity on, the
 * unit price charged (surcharge included), and the net and list prices it comes from.
 */
export interface PriceBracket {
  readonly minQuantity: number
  readonly unitPrice: Money
  readonly netPrice: Money
  readonly listPrice: Money
}
