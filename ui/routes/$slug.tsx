import { readSelectedProducts } from '../components/catalogue/read-selected-products'
import { createFileRoute } from '@tanstack/react-router'
import { ContentPageView } from '../components/content/content-page-view'
import { ListingPageView } from '../components/content/listing-page-view'
import { NotFound } from '../components/error-page'
import { throwContentFailure } from '../routing/content-failure'
import { contentHead } from '../routing/content-head'
import {} from '../i18n/i18n'

/** The query of a listing page: the tag its pages are narrowed to. */
interface ListingSearch {
  readonly tag?: string
}

/**
 * /{slug} (content §2): a content page, or a listing page with its pages (filtered by `?tag=`).
 * Static routes (/cart, /search, /leveransdagar …) win over this one. An unknown slug is the 404
 * page; an authenticatedOnly page sends a visitor to log in, as the guards do.
 */
export const Route = createFileRoute('/$slug')({
  validateSearch: (search: Record<string, unknown>): ListingSearch =>
    // Undefined rather than left out: the router lays this over the raw search (a repeated ?tag=).
    ({ tag: typeof search['tag'] === 'string' && search['tag'] !== '' ? search['tag'] : undefined }),
  loader: async ({ context, params, location }) => {
    const found = await context.api
      .contentPage({ slug: params.slug })
      .catch((error: unknown) => throwContentFailure(error, context.stores, location.href))
    if (found.kind !== 'page') return { ...found, products: null }
    return { ...found, products: await readSelectedProducts(context, found.page.sections) }
  },
  head: ({ match, loaderData }) =>
    !loaderData
      ? {}
      : loaderData.kind === 'page'
        ? contentHead(
            match,
            loaderData.page.title,
            loaderData.page.metaDescription,
            loaderData.page.canonicalLink,
          )
        : contentHead(
            match,
            loaderData.listing.title,
            loaderData.listing.metaDescription,
            `/${loaderData.listing.slug}`,
          ),
  component: ContentRoute,
  notFoundComponent: NotFound,
})

function ContentRoute() {
  const found = Route.useLoaderData()
  const { tag } = Route.useSearch()
  return found.kind === 'page' ? (
    <ContentPageView page={found.page} picks={found.picks} forms={found.forms} products={found.products} />
  ) : (
    <ListingPageView listing={found.listing} tag={tag} />
  )
}
