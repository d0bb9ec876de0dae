/**
 * The brand a request came through. The shop names it in an X-Brand header on every call (the
 * brand of the host the buyer used); a call that names none is for the deployment's own brand
 * (BRAND). The brand decides the name and the address the services' mails give; it grants nothing.
 */
import type { Context } from 'hono'
import { BRAND_HEADER, type BrandCode, brandCodes, isBrandCode } from '@proffsbutik/core/domain'
import { badRequest } from './service-error'

/** The request's brand: X-Brand's, else `fallback`; a header naming no brand is refused (400). */
export function requestBrand(c: Context, fallback: BrandCode): BrandCode {
  const named = c.req.header(BRAND_HEADER)
  if (named === undefined || named === '') return fallback
  if (!isBrandCode(named))
    throw badRequest([{ field: BRAND_HEADER, message: `One of ${brandCodes.join(', ')}` }])
  return named
}
