import { I18nProvider } from '@lingui/react'
import {
  createRootRouteWithContext,
  HeadContent,
  Outlet,
  redirect,
  Scripts,
  useLocation,
  useMatches,
  useRouterState,
  type ErrorComponentProps,
} from '@tanstack/react-router'
import { useEffect } from 'react'
import { ErrorPage } from '../components/error-page'
import { PageFrame } from '../components/layout/page-frame'
import { createI18n } from '../i18n/i18n'
import type { RouterContext } from '../router'
import { claimReload, isChunkLoadError } from '../routing/chunk-reload'
import { homeWithNotice, noticeKey, withoutNotice } from '../routing/notices'
import { guard, pageMeta } from '../routing/route-meta'
import { StoresProvider } from '../stores/stores-context'

const i18n = createI18n()
const inBrowser = typeof window !== 'undefined'

/** The document shell of every page: head, the layout its route asks for, and the scripts. */
export const Route = createRootRouteWithContext<RouterContext>()({
  beforeLoad: async ({ context, matches, location, preload }) => {
    const { stores, api } = context
    // The session is read once, by the server render; the browser takes it over with the stores.
    if (stores.session.status === 'unknown') {
      try {
        stores.session.take(await api.session({}))
      } catch {
        stores.session.clear()
      }
    }
    // A guard's message from a server redirect shows with the page it lands on.
    const notice = noticeKey((location.search as Record<string, unknown>)['notice'])
    if (notice && !inBrowser) stores.flash.show(notice, 'warning')

    const outcome = guard(pageMeta(matches), stores.session.visitor)
    if (outcome.kind === 'pass') return
    // A guarded page is never loaded ahead for someone it would refuse.
    if (preload) throw redirect({ to: '/' })
    const back = stores.navigation.lastHref ?? '/'
    switch (outcome.kind) {
      case 'login':
        if (!inBrowser) throw redirect({ href: homeWithNotice('login_required') })
        stores.flash.show(outcome.message, 'warning')
        throw redirect({ to: '/' })
      case 'refuse':
        if (!inBrowser) throw redirect({ href: homeWithNotice('no_access') })
        stores.flash.show(outcome.message, 'warning')
        throw redirect({ href: back })
      case 'external': {
        const site = stores.settings.adminSiteUrl
        if (!site) throw redirect({ href: inBrowser ? back : '/' })
        if (!inBrowser) throw redirect({ href: site })
        window.open(site, '_blank', 'noopener')
        throw redirect({ href: back })
      }
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
  errorComponent: RootError,
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

/**
 * A failure no route caught. A code chunk that failed to load reloads the page it was for (once in
 * 10 s); anything else is the error page with status 500.
 */
function RootError({ error }: ErrorComponentProps) {
  const target = useRouterState({ select: (state) => state.location.href })
  const reloading =
    inBrowser && isChunkLoadError(error) && claimReload(window.sessionStorage, target, Date.now())
  useEffect(() => {
    if (reloading) window.location.assign(target)
  }, [reloading, target])
  return <Document>{reloading ? null : <ErrorPage status={500} />}</Document>
}

function Document({ children }: { children: React.ReactNode }) {
  const { stores } = Route.useRouteContext()
  const layout = pageMeta(useMatches()).layout
  useEffect(() => {
    // The guard's notice is on screen: the address bar forgets it, so a reload does not repeat it.
    if (new URLSearchParams(window.location.search).has('notice'))
      window.history.replaceState(window.history.state, '', withoutNotice(window.location.href))
    // Effects run only in the browser after hydration: journeys wait for this mark.
    document.documentElement.dataset['hydrated'] = 'true'
  }, [])
  return (
    <html lang="sv" data-brand={stores.brand} data-app-mode={stores.settings.appMode}>
      <head>
        <HeadContent />
      </head>
      <body>
        <I18nProvider i18n={i18n}>
          <StoresProvider stores={stores}>
            <PageFrame layout={layout}>{children}</PageFrame>
          </StoresProvider>
        </I18nProvider>
        <Scripts />
      </body>
    </html>
  )
}
