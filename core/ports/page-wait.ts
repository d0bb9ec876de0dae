import { Context } from 'effect'

/**
 * How long a call made for a page may wait for a service over the network (issue 28): a page's
 * reads are given up after this long, and the page shows what it has, instead of waiting out the
 * client's own timeout for a service that holds the call. Unset (undefined) outside a page's reads:
 * the client's own timeout. A service in the shop's own process is not waited for over a network,
 * and keeps its own timeout: its time is the shop's work, which a page's wait cannot shorten.
 */
export const PageWait = Context.Reference<number | undefined>('PageWait', { defaultValue: () => undefined })

/** The timeout of one call over the network: the client's own, shortened to the page's wait. */
export const callTimeout = (ownMs: number, pageWait: number | undefined): number =>
  pageWait === undefined ? ownMs : Math.min(ownMs, pageWait)
