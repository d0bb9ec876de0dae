import { createFileRoute } from '@tanstack/react-router'
import { stockholmToday } from '../format'
import { StorePageView } from '../components/content/store-page-view'
import { NotFound } from '../components/error-page'
import { throwContentFailure } from '../routing/content-failure'
import { contentHead } from '../routing/content-head'
import {} from '../i18n/i18n'

/**
 * /butiker/{id} (content §2 store page): the store's page and details, loaded by storeId. Today's
 * date (Stockholm) is read with the data, so the server and the hydrated page mark the same day.
 * An unknown store is the 404 page.
 */
export const Route = createFileRoute('/butiker/$id')({
  loader: async ({ context: { api, stores }, params, location }) => {
    const store = await api
      .storePage({ storeId: params.id })
      .catch((error: unknown) => throwContentFailure(error, stores, location.href))
    return { ...store, today: stockholmToday() }
  },
  head: ({ match, loaderData }) =>
    loaderData
      ? contentHead(
          match,
          loaderData.page.title ?? loaderData.details.name,
          loaderData.page.metaDescription,
          `/butiker/${loaderData.page.storeId}`,
        )
      : {},
  component: StoreRoute,
  notFoundComponent: NotFound,
})

function StoreRoute() {
  const { page, details, picks, today } = Route.useLoaderData()
  return <StorePageView page={page} details={details} picks={picks} today={today} />
}
