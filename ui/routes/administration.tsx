import { createFileRoute } from '@tanstack/react-router'
import { ErrorPage } from '../components/error-page'

/**
 * The external admin site (shop-core §2 externalRedirect): the root guard opens ADMIN_SITE_URL in a
 * new window for an admin and keeps them where they were; others are refused. The page itself shows
 * only when no admin site is configured.
 */
export const Route = createFileRoute('/administration')({
  staticData: { externalRedirect: true },
  component: () => <ErrorPage status={404} path="/administration" />,
})
