import { I18nProvider } from '@lingui/react'
import { createRootRouteWithContext, HeadContent, Outlet, Scripts, useLocation } from '@tanstack/react-router'
import { useEffect } from 'react'
import { ErrorPage } from '../components/error-page'
import { FlashMessage } from '../components/flash-message'
import { SiteHeader } from '../components/site-header'
import { createI18n } from '../i18n/i18n'
import type { RouterContext } from '../router'
import { StoresProvider } from '../stores/stores-context'

const i18n = createI18n()

/** The document shell of every page: head, header, the route's content and the scripts. */
export const Route = createRootRouteWithContext<RouterContext>()({
  // The session is read once, by the server render; the browser takes it over with the stores.
  beforeLoad: async ({ context }) => {
    if (context.stores.session.status !== 'unknown') return
    try {
      context.stores.session.take(await context.api.session({}))
    } catch {
      context.stores.session.clear()
    }
  },
  head: () => ({
    meta: [
      { charSet: 'utf-8' },
      { name: 'viewport', content: 'width=device-width, initial-scale=1' },
      { title: i18n._('shop.name') },
      { name: 'description', content: i18n._('shop.tagline') },
    ],
  }),
  component: RootDocument,
  errorComponent: () => (
    <Document>
      <ErrorPage status={500} />
    </Document>
  ),
  notFoundComponent: NotFound,
})

function RootDocument() {
  return (
    <Document>
      <Outlet />
    </Document>
  )
}

function NotFound() {
  const { pathname } = useLocation()
  return <ErrorPage status={404} path={pathname} />
}

function Document({ children }: { children: React.ReactNode }) {
  const { stores } = Route.useRouteContext()
  // Effects run only in the browser after hydration: journeys wait for this mark.
  useEffect(() => {
    document.documentElement.dataset['hydrated'] = 'true'
  }, [])
  return (
    <html lang="sv" data-brand={stores.brand}>
      <head>
        <HeadContent />
      </head>
      <body>
        <I18nProvider i18n={i18n}>
          <StoresProvider stores={stores}>
            <SiteHeader />
            <FlashMessage />
            {children}
          </StoresProvider>
        </I18nProvider>
        <Scripts />
      </body>
    </html>
  )
}
