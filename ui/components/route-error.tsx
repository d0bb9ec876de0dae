import { useRouterState, type ErrorComponentProps } from '@tanstack/react-router'
import { useEffect } from 'react'
import { claimReload, isChunkLoadError } from '../routing/chunk-reload'
import { ErrorPage } from './error-page'

/** The HTTP status a failed loader carries (a failed RPC's), else 500. */
function statusOf(error: unknown): number {
  const status = (error as { status?: unknown } | null)?.status
  return typeof status === 'number' && status >= 400 && status < 600 ? status : 500
}

/**
 * A route that failed to load. A code chunk that failed to load reloads the page it was for (once
 * in 10 s: state kept in storage survives); anything else is the error page with the failure's status.
 */
export function RouteError({ error }: ErrorComponentProps) {
  const target = useRouterState({ select: (state) => state.location.href })
  const reloading =
    typeof window !== 'undefined' &&
    isChunkLoadError(error) &&
    claimReload(window.sessionStorage, target, Date.now())
  useEffect(() => {
    if (reloading) window.location.assign(target)
  }, [reloading, target])
  return reloading ? null : <ErrorPage status={statusOf(error)} />
}
