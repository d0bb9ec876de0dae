import { useRouter } from '@tanstack/react-router'
import type { MouseEvent, ReactNode } from 'react'
import type { Layout } from '../../routing/route-meta'
import { FlashMessage } from '../flash-message'
import { SiteHeader } from '../site-header'
import { MinimalHeader } from './minimal-header'
import { SiteFooter } from './site-footer'
import { Toasts } from './toasts'

/**
 * A click on a plain link to a page of the shop (in content text, banners, rendered rich text)
 * navigates inside the app instead of loading the page anew. Links that open elsewhere, downloads,
 * modified clicks and links the router already handles are left alone.
 */
function useInAppLinks() {
  const router = useRouter()
  return (event: MouseEvent<HTMLElement>) => {
    if (event.defaultPrevented || event.button !== 0) return
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    const link = (event.target as Element).closest('a[href]')
    if (!(link instanceof HTMLAnchorElement)) return
    if (link.target && link.target !== '_self') return
    if (link.hasAttribute('download') || link.origin !== window.location.origin) return
    if (link.pathname.startsWith('/services/') || link.pathname.startsWith('/api/')) return
    event.preventDefault()
    void router.navigate({ href: `${link.pathname}${link.search}${link.hash}` })
  }
}

/** The frame a page lives in, by its route's layout: default, minimal or plain (shop-core §2). */
export function PageFrame({ layout, children }: { layout: Layout; children: ReactNode }) {
  const onClick = useInAppLinks()
  if (layout === 'plain')
    return (
      <div className="page-frame page-frame--plain" onClick={onClick}>
        {children}
      </div>
    )
  return (
    <div className={`page-frame page-frame--${layout}`} onClick={onClick}>
      {layout === 'minimal' ? <MinimalHeader /> : <SiteHeader />}
      <FlashMessage />
      {children}
      {layout === 'default' && <SiteFooter />}
      <Toasts />
    </div>
  )
}
