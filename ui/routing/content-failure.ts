/**
 * What a content route makes of a failed load: missing content (404) is the shell's not-found page
 * ('Page Not Found: {path}'); an authenticatedOnly page asked for by a visitor is what the guards do
 * for a login-only route — the start page with 'Vänligen logga in' (on the server through the
 * redirect's notice); anything else goes to the route's error page with its status.
 */
import { notFound, redirect } from '@tanstack/react-router'
import type { RootStore } from '../stores/root.store'
import { homeWithNotice, returnPath } from './notices'

/** The status and tag of a failed call, in the browser (ShopApiError) or on the server (RpcFailed). */
function failureOf(error: unknown): { status: number | undefined; tag: string | undefined } {
  const failure = error as { status?: unknown; tag?: unknown; body?: { error?: { tag?: unknown } } } | null
  const tag = failure?.tag ?? failure?.body?.error?.tag
  return {
    status: typeof failure?.status === 'number' ? failure.status : undefined,
    tag: typeof tag === 'string' ? tag : undefined,
  }
}

/** Throws what the route should show for a failed content load. */
export function throwContentFailure(error: unknown, stores: RootStore, href?: string): never {
  const { status, tag } = failureOf(error)
  if (status === 404) throw notFound()
  if (tag === 'ContentLoginRequired') {
    if (typeof window === 'undefined') throw redirect({ href: homeWithNotice('login_required', href) })
    const next = returnPath(href)
    if (next) stores.navigation.rememberReturn(next)
    stores.flash.show('guards.login_required', 'warning')
    throw redirect({ to: '/' })
  }
  throw error
}
