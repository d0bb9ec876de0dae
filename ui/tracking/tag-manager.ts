/**
 * Loads the tag manager container (GTM_ID) once per tab, after the page is interactive: the
 * container reads `window.dataLayer`, where the pages' events already wait. By URL, with the page's
 * nonce (the Content-Security-Policy allows the tag manager's hosts only when GTM_ID is set); no npm
 * package, nothing in the bundle. Without GTM_ID nothing is loaded.
 */

let loaded = false

/** The script URL of a tag manager container. */
export function tagManagerUrl(gtmId: string): string {
  return `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(gtmId)}`
}

/** Starts the tag manager of `gtmId` (the gtm.js start event, then the container script). */
export function loadTagManager(gtmId: string): void {
  if (loaded) return
  loaded = true
  const layer = (window.dataLayer ??= [])
  layer.push({ 'gtm.start': Date.now(), event: 'gtm.js' })
  const script = document.createElement('script')
  script.src = tagManagerUrl(gtmId)
  script.async = true
  const nonce = document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce
  if (nonce) script.nonce = nonce
  document.head.append(script)
}
