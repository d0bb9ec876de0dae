/**
 * The content configuration (CONTENT_URL, CONTENT_TOKEN, CONTENT_ENVIRONMENT): where the content
 * service is, its tokens and its environment. The `stage` environment turns preview on (content §4):
 * drafts are read with the preview token. Listing content is always read published.
 */
import type { ContentEndpoint as GraphEndpoint } from './content-client'
import type { DeliveryEndpoint } from './delivery-client'

/** The space the shop's content lives in, unless configured otherwise. */
export const DEFAULT_CONTENT_SPACE = 'proffsbutik'

/** The environment whose content is previewed. */
export const PREVIEW_ENVIRONMENT = 'stage'

/** Where the content is and how to ask for it. */
export interface ContentEndpoint {
  /**
   * The content service, e.g. `http://localhost:3000/services/content`: the GraphQL Content API is
   * under `content/v1/spaces/{space}/environments/{environment}`, the delivery API under
   * `spaces/{space}/environments/{environment}`.
   */
  readonly url: string
  /** The delivery token: published content. */
  readonly accessToken: string
  /** The preview token: drafts too, used in the preview environment. */
  readonly previewAccessToken?: string | undefined
  /** `master`, or `stage` for preview. */
  readonly environment: string
  readonly space?: string | undefined
  readonly timeoutMs?: number
  readonly maxAttempts?: number
  readonly requestsPerSecond?: number
  /** The first backoff of a retry; each next one waits twice as long. */
  readonly backoffBaseMs?: number
  /** How requests are sent; the embedded content service is reached in-process. */
  readonly fetch?: typeof globalThis.fetch
  /**
   * The service runs in the shop's own process (the embedded services): a page does not shorten
   * its calls to its wait (PageWait), their time being the shop's own work.
   */
  readonly inProcess?: true
  /** Report links the answers could not resolve, with their ids (outside development, content §8). */
  readonly reportUnresolvable?: boolean
}

/** Whether drafts are read: the preview environment, with a preview token to read them. */
export function isPreview(endpoint: ContentEndpoint): boolean {
  return endpoint.environment === PREVIEW_ENVIRONMENT && endpoint.previewAccessToken !== undefined
}

const place = (endpoint: ContentEndpoint) =>
  `spaces/${encodeURIComponent(endpoint.space ?? DEFAULT_CONTENT_SPACE)}/environments/${encodeURIComponent(endpoint.environment)}`

const limits = (endpoint: ContentEndpoint) => ({
  ...(endpoint.timeoutMs === undefined ? {} : { timeoutMs: endpoint.timeoutMs }),
  ...(endpoint.maxAttempts === undefined ? {} : { maxAttempts: endpoint.maxAttempts }),
  ...(endpoint.requestsPerSecond === undefined ? {} : { requestsPerSecond: endpoint.requestsPerSecond }),
  ...(endpoint.backoffBaseMs === undefined ? {} : { backoffBaseMs: endpoint.backoffBaseMs }),
  ...(endpoint.fetch === undefined ? {} : { fetch: endpoint.fetch }),
  ...(endpoint.inProcess === true ? { inProcess: true as const } : {}),
})

/** The GraphQL endpoint; `published` leaves the preview token out whatever the environment. */
export function graphEndpoint(
  endpoint: ContentEndpoint,
  options: { published?: boolean } = {},
): GraphEndpoint {
  const preview = isPreview(endpoint) && !options.published
  return {
    url: `${endpoint.url.replace(/\/+$/, '')}/content/v1/${place(endpoint)}`,
    accessToken: endpoint.accessToken,
    ...(preview ? { previewAccessToken: endpoint.previewAccessToken } : {}),
    ...limits(endpoint),
  }
}

/** The delivery-API endpoint (each request says whether it reads drafts). */
export function deliveryEndpoint(endpoint: ContentEndpoint): DeliveryEndpoint {
  return {
    url: `${endpoint.url.replace(/\/+$/, '')}/${place(endpoint)}`,
    accessToken: endpoint.accessToken,
    ...(isPreview(endpoint) ? { previewAccessToken: endpoint.previewAccessToken } : {}),
    ...limits(endpoint),
  }
}
