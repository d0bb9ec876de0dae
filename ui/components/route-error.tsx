import { useRouterState, type ErrorComponentProps } from '@tanstack/react-router'
import { useEffect } from 'react'
import { claimReload, isChunkLoadError } from '../routing/chunk-reload'
import { statusOf } from '../routing/error-status'
import { ErrorPage } from './error-page'

/**
 * A route that failed to load. A code chunk that failed to load reloads the page it was for (once
 * in 10 s: state kept in storage survives); anything else is the error page with the failure's status
 * (a 404 names the path, as the router's own not-found page does).
 */
export function RouteError({ error }: ErrorComponentProps) {
  const target = useRouterState({ select: (state) => state.location.href })
  const path = useRouterState({ select: (state) => state.location.pathname })
  const reloading =
    typeof window !== 'undefined' &&
    isChunkLoadError(error) &&
    claimReload(window.sessionStorage, target, Date.now())
  useEffect(() => {
    if (reloading) window.location.assign(target)
  }, [reloading, target])
  // What the page was for is not there (an unknown order): the not-found page, naming the path.
  return reloading ? null : <ErrorPage status={statusOf(error)} path={path} />
}
