import { I18nProvider } from '@lingui/react'
import {
  createRootRouteWithContext,
  HeadContent,
  notFound,
  Outlet,
  redirect,
  Scripts,
  useMatches,
  type ErrorComponentProps,
  useRouter,
  useRouterState,
} from '@tanstack/react-router'
import { brandProfiles } from '@proffsbutik/core/domain'
import { useEffect } from 'react'
import { brandFontUrls } from '../brands/brand-fonts'
import { brandStylesheetUrls } from '../brands/brand-stylesheets'
import { NotFound } from '../components/error-page'
import { RouteError } from '../components/route-error'
import { PageFrame } from '../components/layout/page-frame'
import { createI18n } from '../i18n/i18n'
import type { RouterContext } from '../router'
import { brandRoutes, servesPage } from '../routing/brand-routes'
import { homeWithNotice, noticeKey, returnPath, withoutNotice } from '../routing/notices'
import { guard, pageMeta } from '../routing/route-meta'
import { StoresProvider } from '../stores/stores-context'
import { startErrorReporting } from '../tracking/error-reporting'
import { whenSettled } from '../tracking/when-settled'
import { HYDRATED_MARK } from '../tracking/marks'

const i18n = createI18n()
const inBrowser = typeof window !== 'undefined'

/** The document shell of every page: head, the layout its route asks for, and the scripts. */
export const Route = createRootRouteWithContext<RouterContext>()({
  beforeLoad: async ({ context, matches, location, preload }) => {
    const { stores } = context
    // The session is read once, by the server render; the browser takes it over with the stores.
    await stores.readSession()
    // A guard's message from a server redirect shows with the page it lands on.
    const notice = noticeKey((location.search as Record<string, unknown>)['notice'])
    if (notice && !inBrowser) stores.flash.show(notice, 'warning')

    // A page the brand does not serve is not found under it.
    if (
      !servesPage(
        brandRoutes[stores.brand],
        matches.map((match) => match.routeId),
      )
    )
      throw notFound()

    const outcome = guard(pageMeta(matches), stores.session.visitor)
    if (outcome.kind === 'pass') return
    // A guarded page is never loaded ahead for someone it would refuse.
    if (preload) throw redirect({ to: '/' })
    const back = stores.navigation.lastHref ?? '/'
    switch (outcome.kind) {
      case 'login': {
        // Once logged in, the buyer goes on to the page they asked for.
        if (!inBrowser) throw redirect({ href: homeWithNotice('login_required', location.href) })
        const next = returnPath(location.href)
        if (next) stores.navigation.rememberReturn(next)
        stores.flash.show(outcome.message, 'warning')
        throw redirect({ to: '/' })
      }
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
  // The frame (menu, banners) is read beside the page's own reads, not before them: a slow frame
  // does not hold the page's own reads back (issue 28). The browser reads a frame the server went
  // without in the background.
  loader: async ({ context }) => {
    const reading = context.stores.readFrame(context.api)
    if (!inBrowser) await reading
  },
  head: ({ match }) => ({
    meta: [
      { charSet: 'utf-8' },
      { name: 'viewport', content: 'width=device-width, initial-scale=1' },
      { title: brandProfiles[match.context.stores.brand].name },
      { name: 'description', content: i18n._('shop.tagline') },
    ],
    // The brand's favicon from its logo entry in the content; the shop draws the same at /favicon.svg.
    links: [
      {
        rel: 'icon',
        type: 'image/svg+xml',
        href: match.context.stores.frame.frame?.logo?.favicon?.url ?? '/favicon.svg',
      },
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

/** A failure no route caught: the error page inside the document. */
function RootError(props: ErrorComponentProps) {
  return (
    <Document>
      <RouteError {...props} />
    </Document>
  )
}

function Document({ children }: { children: React.ReactNode }) {
  const { stores } = Route.useRouteContext()
  const layout = pageMeta(useMatches()).layout
  useEffect(() => {
    // The guard's notice is on screen: the address bar forgets it, so a reload does not repeat it.
    // The page it turned the visitor away from is remembered for after the login.
    const search = new URLSearchParams(window.location.search)
    const next = returnPath(search.get('next'))
    if (next) stores.navigation.rememberReturn(next)
    if (search.has('notice') || search.has('next'))
      window.history.replaceState(window.history.state, '', withoutNotice(window.location.href))
    // What this browser remembers of the delivery choice (the server rendered without it).
    stores.delivery.readStorage()
    // A frame the server had to go without (its services were slow) is read now.
    void stores.readFrame()
    // The tag manager, when GTM_ID is configured, reads the data layer the pages fill.
    const { gtmId } = stores.settings
    if (gtmId) void import('../tracking/tag-manager').then((manager) => manager.loadTagManager(gtmId))
    // Web vitals are measured once the page has settled; the browser keeps what they read meanwhile.
    whenSettled(() => void import('../tracking/web-vitals').then((vitals) => vitals.measureWebVitals()))
    // Error reporting, when SENTRY_DSN is configured.
    if (stores.settings.sentryDsn) startErrorReporting(stores.settings.sentryDsn, stores.brand)
    // shop-core §3: the punch-out settings in browser storage while punching out, gone otherwise.
    stores.punchout.keepInStorage()
    // Effects run only in the browser after hydration: journeys wait for this mark, and the page
    // weight counts the scripts asked for before the performance mark as before interaction.
    document.documentElement.dataset['hydrated'] = 'true'
    performance.mark(HYDRATED_MARK)
  }, [stores])
  // Following a link to another page closes the menu, flyout or suggestions it was in, wherever
  // the link was (a plain link in the suggestions, content text) and whoever handled it.
  const router = useRouter()
  useEffect(
    () =>
      router.subscribe('onBeforeNavigate', ({ hrefChanged }) => {
        if (hrefChanged) stores.overlays.close()
      }),
    [router, stores],
  )
  // While the router reads a page (a navigation, or the page read again after a login or a customer
  // switch) the document says so in data-busy; journeys wait for it before counting requests.
  // (aria-busy is not allowed on <html>.)
  const loading = useRouterState({
    select: (state) => state.isLoading || state.matches.some((match) => match.isFetching !== false),
  })
  return (
    <html lang="sv" data-brand={stores.brand} data-app-mode={stores.settings.appMode} data-busy={loading}>
      <head>
        <link rel="stylesheet" href={brandStylesheetUrls[stores.brand]} />
        <HeadContent />
        <link rel="preload" href={brandFontUrls[stores.brand]} as="font" type="font/woff2" crossOrigin="" />
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
