/** Configuration of the reference services, validated with one clear line per bad value. */
import { isIP } from 'node:net'
import {
  type BrandCode,
  brandCodes,
  brandShopUrl,
  readBrandHosts,
  readDeploymentBrand,
} from '@proffsbutik/core/domain'
import { isLocalUrl } from './platform/dev-pages'

/** The validated configuration of the services. */
export interface ServicesConfig {
  /** Directory of the embedded PGlite database. */
  readonly dataDir: string
  /** A PostgreSQL server instead of PGlite, when set. */
  readonly databaseUrl?: string
  /** Lifetime of access tokens in seconds. */
  readonly accessTokenSeconds: number
  /** Lifetime of refresh tokens in seconds. */
  readonly refreshTokenSeconds: number
  /** Secret for signing access tokens; generated once and kept in the database when unset. */
  readonly tokenSecret?: string
  /** Port of the standalone services (`npm run services`). */
  readonly port: number
  /** The address `npm run services` listens on (HOST, default 127.0.0.1). */
  readonly host: string
  /** Size of the generated catalogue: 1 is 5,000 variants, 20 is 100,000. */
  readonly seedScale: number
  /** SMTP server for mail (smtp:// or smtps://); unset, mail is kept in the outbox the demo page lists. */
  readonly smtpUrl?: string
  /** Sender of every mail. */
  readonly mailFrom: string
  /** Where sign-up requests go. */
  readonly customerServiceEmail: string
  /** The shop's address, for the links in mails: the address of BRAND, the deployment's own brand. */
  readonly publicUrl: string
  /** BRAND: the brand of a request that names none (X-Brand). */
  readonly brand: BrandCode
  /** Each brand's address for the links in its mails (PUBLIC_URL on the hosts BRAND_HOSTS names: brandShopUrl). */
  readonly brandUrls: Readonly<Record<BrandCode, string>>
  /**
   * The demo pages under /services/dev (outbox, demo procurement system) are on: DEV_PAGES=on, or by
   * default when PUBLIC_URL is this machine. They answer only requests made on this machine.
   */
  readonly devPages: boolean
  /** Bearer token of the content service's delivery API (published content). */
  readonly contentDeliveryToken: string
  /** Bearer token of the content service's preview (drafts with `preview: true`). */
  readonly contentPreviewToken: string
}

/** Where a server listens unless HOST says otherwise: this machine only. */
export const DEFAULT_HOST = '127.0.0.1'

/**
 * The address the shop (and `npm run services`) listens on, HOST: by default loopback only, so that
 * a demo on a laptop is not open to its network by accident; 0.0.0.0 (or ::) listens on every
 * interface, as a server behind a proxy or in a container needs.
 */
export function readListenHost(
  env: Readonly<Record<string, string | undefined>>,
  problems: string[],
): string {
  const host = env['HOST'] || DEFAULT_HOST
  const name = /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/i
  if (isIP(host) === 0 && !name.test(host))
    problems.push(`HOST="${host}" must be an IP address or a host name (0.0.0.0 listens on every interface)`)
  return host
}

/** Either the configuration or every problem with it. */
export type ServicesConfigResult = { ok: true; config: ServicesConfig } | { ok: false; problems: string[] }

/** Reads the services' configuration from the environment; never throws. */
export function readServicesConfig(env: Readonly<Record<string, string | undefined>>): ServicesConfigResult {
  const problems: string[] = []
  const integer = (name: string, fallback: number, min: number, max: number): number => {
    const text = env[name]
    if (text === undefined || text === '') return fallback
    if (!/^\d+$/.test(text) || Number(text) < min || Number(text) > max) {
      problems.push(`${name}="${text}" must be a whole number from ${min} to ${max}`)
      return fallback
    }
    return Number(text)
  }
  const databaseUrl = env['DATABASE_URL'] || undefined
  if (databaseUrl !== undefined && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    problems.push('DATABASE_URL must start with postgres:// or postgresql://')
  }
  const tokenSecret = env['TOKEN_SECRET'] || undefined
  if (tokenSecret !== undefined && tokenSecret.length < 32)
    problems.push('TOKEN_SECRET must be at least 32 characters')
  const smtpUrl = env['SMTP_URL'] || undefined
  if (smtpUrl !== undefined && !/^smtps?:\/\/[^/]+/.test(smtpUrl)) {
    problems.push('SMTP_URL must start with smtp:// or smtps://')
  }
  const publicUrl = env['PUBLIC_URL'] || `http://localhost:${env['PORT'] || '3000'}`
  if (!/^https?:\/\/[^/]+/.test(publicUrl)) problems.push('PUBLIC_URL must start with http:// or https://')
  // The shop's brands and their hosts, read as the shop reads them (server/config.ts).
  const brand = readDeploymentBrand(env['BRAND'], problems)
  const brandHosts = readBrandHosts(env['BRAND_HOSTS'])
  problems.push(...brandHosts.problems)
  const brandUrls = Object.fromEntries(
    brandCodes.map((code) => [
      code,
      /^https?:\/\/[^/]+/.test(publicUrl) ? brandShopUrl(publicUrl, code, { brand, brandHosts }) : publicUrl,
    ]),
  ) as Record<BrandCode, string>
  const devPagesSetting = env['DEV_PAGES'] || undefined
  if (devPagesSetting !== undefined && devPagesSetting !== 'on' && devPagesSetting !== 'off')
    problems.push('DEV_PAGES must be on or off')
  const devPages =
    devPagesSetting === undefined
      ? /^https?:\/\/[^/]+/.test(publicUrl) && isLocalUrl(publicUrl)
      : devPagesSetting === 'on'
  const customerServiceEmail = env['CUSTOMER_SERVICE_EMAIL'] || 'kundservice@proffsbutik.invalid'
  if (!/^[^@\s]+@[^@\s]+$/.test(customerServiceEmail)) {
    problems.push('CUSTOMER_SERVICE_EMAIL must be an e-mail address')
  }
  const contentDeliveryToken = env['CONTENT_DELIVERY_TOKEN'] || 'demo-content-delivery-token'
  const contentPreviewToken = env['CONTENT_PREVIEW_TOKEN'] || 'demo-content-preview-token'
  for (const [name, token] of [
    ['CONTENT_DELIVERY_TOKEN', contentDeliveryToken],
    ['CONTENT_PREVIEW_TOKEN', contentPreviewToken],
  ] as const) {
    if (!/^[\x21-\x7e]{16,200}$/.test(token)) problems.push(`${name} must be 16 to 200 visible characters`)
  }
  if (contentDeliveryToken === contentPreviewToken) {
    problems.push('CONTENT_DELIVERY_TOKEN and CONTENT_PREVIEW_TOKEN must differ')
  }
  const config: ServicesConfig = {
    dataDir: env['DATA_DIR'] || './data',
    ...(databaseUrl === undefined ? {} : { databaseUrl }),
    ...(tokenSecret === undefined ? {} : { tokenSecret }),
    accessTokenSeconds: integer('ACCESS_TOKEN_SECONDS', 900, 30, 86_400),
    refreshTokenSeconds: integer('REFRESH_TOKEN_SECONDS', 30 * 86_400, 60, 365 * 86_400),
    port: integer('SERVICES_PORT', 3001, 1, 65535),
    host: readListenHost(env, problems),
    seedScale: integer('SEED_SCALE', 1, 1, 100),
    ...(smtpUrl === undefined ? {} : { smtpUrl }),
    mailFrom: env['MAIL_FROM'] || 'Proffsbutik <noreply@proffsbutik.invalid>',
    customerServiceEmail,
    publicUrl: publicUrl.replace(/\/+$/, ''),
    brand,
    brandUrls,
    devPages,
    contentDeliveryToken,
    contentPreviewToken,
  }
  return problems.length > 0 ? { ok: false, problems } : { ok: true, config }
}
