/**
 * Where each brand's shop is. The shop answers a host as the brand BRAND_HOSTS names for it, every
 * brand at `<code>.localhost` on one machine, and any other host as the deployment's own brand. The
 * services read the same setting to write each brand's address into its mails, so a buyer of one
 * brand is never sent to another's.
 */
import { type BrandCode, brandCodes, defaultBrand, isBrandCode } from './brand'

/**
 * The header the shop names a request's brand in when it calls the services (the brand of the host
 * the buyer came to); the services write that brand's name and address into their mails.
 */
export const BRAND_HEADER = 'x-brand'

/** Reads BRAND, the brand of any host BRAND_HOSTS does not name (dahl when unset); a bad one is a problem. */
export function readDeploymentBrand(text: string | undefined, problems: string[]): BrandCode {
  const brand = text ?? defaultBrand
  if (isBrandCode(brand)) return brand
  problems.push(`BRAND="${brand}" must be one of ${brandCodes.join(', ')}`)
  return defaultBrand
}

/** The brand of each host name: `<code>.localhost` for every brand, and those BRAND_HOSTS adds. */
export interface BrandHosts {
  readonly hosts: Readonly<Record<string, BrandCode>>
  /** The host names BRAND_HOSTS named, in its order (not the `.localhost` ones). */
  readonly named: readonly (readonly [host: string, brand: BrandCode])[]
  /** One line per pair that is not `host=brand`. */
  readonly problems: readonly string[]
}

/** Reads BRAND_HOSTS, comma- or space-separated `host=brand` pairs (`konr.example.se=konr`). */
export function readBrandHosts(text: string | undefined): BrandHosts {
  const hosts: Record<string, BrandCode> = Object.fromEntries(
    brandCodes.map((code) => [`${code}.localhost`, code]),
  )
  const named: [string, BrandCode][] = []
  const problems: string[] = []
  for (const pair of (text ?? '').split(/[\s,]+/).filter((item) => item !== '')) {
    const [host = '', code = '', ...rest] = pair.split('=')
    if (rest.length > 0 || !/^[a-z0-9.-]+$/i.test(host) || !isBrandCode(code)) {
      problems.push(`BRAND_HOSTS has "${pair}": write host=brand, e.g. konr.example.se=konr`)
      continue
    }
    hosts[host.toLowerCase()] = code
    named.push([host.toLowerCase(), code])
  }
  return { hosts, named, problems }
}

const isLocalHost = (host: string) =>
  host === 'localhost' || host.endsWith('.localhost') || /^(127\.|\[::1\]$)/.test(host)

/**
 * The address of a brand's shop, for links written outside a page (mails): `publicUrl` (the
 * deployment's own brand's address) with the host BRAND_HOSTS first names for the brand; on this
 * machine `<code>.localhost`; otherwise `publicUrl` itself. Scheme, port and path stay publicUrl's.
 */
export function brandShopUrl(
  publicUrl: string,
  brand: BrandCode,
  deployment: { readonly brand: BrandCode; readonly brandHosts: BrandHosts },
): string {
  const url = new URL(publicUrl)
  const named = deployment.brandHosts.named.find(([, code]) => code === brand)?.[0]
  if (named !== undefined) url.hostname = named
  else if (brand !== deployment.brand && isLocalHost(url.hostname)) url.hostname = `${brand}.localhost`
  return url.href.replace(/\/+$/, '')
}
