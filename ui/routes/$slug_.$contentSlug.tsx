import { readSelectedProducts } from '../components/catalogue/read-selected-products'
import { createFileRoute } from '@tanstack/react-router'
import { ContentPageView } from '../components/content/content-page-view'
import { NotFound } from '../components/error-page'
import { throwContentFailure } from '../routing/content-failure'
import { contentHead } from '../routing/content-head'
import {} from '../i18n/i18n'

/**
 * /{listing}/{page} (content §2 search result link): a content page under the listing page that
 * lists it, with the listing in its breadcrumbs. Not nested in /{slug} (the `_` of the file name):
 * the listing page is not loaded or shown around it. A page the listing does not list is the 404 page.
 */
export const Route = createFileRoute('/$slug_/$contentSlug')({
  loader: async ({ context, params, location }) => {
    const found = await context.api
      .listedPage({ parentSlug: params.slug, slug: params.contentSlug })
      .catch((error: unknown) => throwContentFailure(error, context.stores, location.href))
    return { ...found, products: await readSelectedProducts(context, found.page.sections) }
  },
  head: ({ match, loaderData }) =>
    loaderData
      ? contentHead(
          match,
          loaderData.page.title,
          loaderData.page.metaDescription,
          loaderData.page.canonicalLink,
        )
      : {},
  component: ListedContentRoute,
  notFoundComponent: NotFound,
})

function ListedContentRoute() {
  const { page, picks, forms, products } = Route.useLoaderData()
  const { slug } = Route.useParams()
  const parent = page.listingPages.find((listing) => listing.slug === slug)
  return (
    <ContentPageView
      page={page}
      picks={picks}
      forms={forms}
      products={products}
      parent={parent ?? { slug }}
    />
  )
}
