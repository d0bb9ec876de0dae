/**
 * Access to the content service, as Contentful grants it: a delivery token reads published
 * content, a preview token reads drafts too. The token comes as `Authorization: Bearer <token>` or
 * as the `access_token` query parameter; the space and environment come from the path.
 */
import { createHash, timingSafeEqual } from 'node:crypto'
import type { Context } from 'hono'
import type { ServicesConfig } from '../config'

/** The space the content service serves. */
export const CONTENT_SPACE_ID = 'proffsbutik'

/** The environments of the space; both hold the same content (`stage` is where the shop turns preview on). */
export const CONTENT_ENVIRONMENTS: readonly string[] = ['master', 'stage']

/** What a request's token grants, or why it grants nothing. */
export type ContentAccess = 'delivery' | 'preview' | 'missing' | 'invalid'

const digest = (text: string) => createHash('sha256').update(text).digest()
const same = (a: string, b: string) => timingSafeEqual(digest(a), digest(b))

/** The access a request's token grants. */
export function contentAccess(c: Context, config: ServicesConfig): ContentAccess {
  const header = c.req.header('authorization')
  const token = header === undefined ? c.req.query('access_token') : /^Bearer\s+(\S+)$/i.exec(header)?.[1]
  if (token === undefined || token === '') return header === undefined ? 'missing' : 'invalid'
  if (same(token, config.contentPreviewToken)) return 'preview'
  if (same(token, config.contentDeliveryToken)) return 'delivery'
  return 'invalid'
}

/** Whether the path names the space and one of its environments. */
export function knownPlace(space: string, environment: string): 'ok' | 'space' | 'environment' {
  if (space !== CONTENT_SPACE_ID) return 'space'
  return CONTENT_ENVIRONMENTS.includes(environment) ? 'ok' : 'environment'
}
