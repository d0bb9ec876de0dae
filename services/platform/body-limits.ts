/**
 * How large a request body the services read: 1 MB for JSON, more for a spreadsheet upload (the
 * cart's own 5 MB file limit plus the multipart envelope, also through the gateway) and for the
 * demo procurement page's hand-back. Counted as the body arrives, so a chunked body without
 * Content-Length is cut off at the limit with 413 rather than read whole.
 */
import type { MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import type { ErrorBody } from './service-error'

/** The largest JSON body. */
export const MAX_SERVICE_BODY_BYTES = 1024 * 1024

/** The largest upload or hand-back body (the 5 MB file, or the 4 MB OCI form, with room for the envelope). */
export const MAX_SERVICE_UPLOAD_BYTES = 5 * 1024 * 1024 + 64 * 1024

/** The limit for a request path. */
export function bodyLimitFor(path: string): number {
  return /\/upload$|^\/services\/dev\/punchout\//.test(path)
    ? MAX_SERVICE_UPLOAD_BYTES
    : MAX_SERVICE_BODY_BYTES
}

/** Refuses a body over its path's limit with 413 and a JSON error, before the handler reads it. */
export const serviceBodyLimit: MiddlewareHandler = async (c, next) => {
  const maxSize = bodyLimitFor(c.req.path)
  return bodyLimit({
    maxSize,
    onError: (context) =>
      context.json<ErrorBody>(
        { error: { code: 'payload_too_large', message: `The body may be at most ${maxSize} bytes` } },
        413,
      ),
  })(c, next)
}
