/**
 * Props that only React reads, which preact/compat (ADR 0017) would otherwise write into the page as
 * attributes: TanStack Router puts `suppressHydrationWarning` on the head's tags and React 19's
 * `precedence` on stylesheets. No browser knows either, so each element drops them as it is made,
 * on the server and in the browser alike (both entries import this first).
 */
import { options, type VNode } from 'preact'

const REACT_ONLY = ['suppressHydrationWarning', 'precedence'] as const

const next = options.vnode
options.vnode = (vnode: VNode) => {
  if (typeof vnode.type === 'string') {
    const props = vnode.props as Record<string, unknown>
    for (const name of REACT_ONLY) if (name in props) delete props[name]
  }
  next?.(vnode)
}
