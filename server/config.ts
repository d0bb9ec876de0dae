/**
 * Server configuration from environment variables, validated at start with one clear line per bad
 * value. Every variable is listed in the README's configuration table.
 */
import { randomBytes } from 'node:crypto'
import {
  type BrandCode,
  type DeliveryMethodCode,
  type HourWindow,
  isDeliveryMethodCode,
  type OciCompanyRules,
  readBrandHosts,
  readDeploymentBrand,
  readOciCompanyRules,
} from '@proffsbutik/core/domain'
import type { ShopSettingsShape } from '@proffsbutik/core/ports'
// The services' configuration module alone: the CLI reads this file without loading the services.
import { readListenHost } from '@proffsbutik/services/config'

/** The validated configuration of one shop server process. */
export interface ServerConfig {
  readonly port: number
  /** The address the shop listens on (HOST): 127.0.0.1 unless set, so the network cannot reach a demo. */
  readonly host: string
  readonly brand: BrandCode
  readonly cutoffHour: number
  /** The hours in which a delivery method is offered (DELIVERY_WINDOWS); others at every hour. */
  readonly deliveryWindows: Readonly<Partial<Record<DeliveryMethodCode, HourWindow>>>
  readonly production: boolean
  /** External commerce services; when unset the reference services run embedded under /services. */
  readonly servicesUrl?: string
  /**
   * The secret the session cookie is sealed with (at least 32 characters); when unset, one is made
   * at start, so sessions end when the process does and instances cannot share them.
   */
  readonly sessionSecret: string
  /**
   * Earlier session secrets (SESSION_SECRET_PREVIOUS, comma-separated, each at least 32 characters):
   * cookies they sealed still open, and are sealed again with SESSION_SECRET (docs/adr/0020).
   */
  readonly previousSessionSecrets?: readonly string[]
  /** A service token this close to expiry is refreshed before the call (seconds). */
  readonly tokenRefreshMarginSeconds: number
  /**
   * How long a commerce service call may take before it counts as no answer (SERVICES_TIMEOUT_MS);
   * unset, DEFAULT_SERVICES_TIMEOUT_MS.
   */
  readonly servicesTimeoutMs?: number
  /**
   * How long a page's read waits for a service over the network (PAGE_WAIT_MS): a call not
   * answered by then is given up and the page shows what it has (issue 28); unset,
   * DEFAULT_PAGE_WAIT_MS. The browser's other calls keep servicesTimeoutMs.
   */
  readonly pageWaitMs: number
  /** Origins allowed to show the shop in an iframe (punch-out systems), besides the shop itself. */
  readonly frameAncestors: readonly string[]
  /**
   * The OCI export's adjustments per customer id (PUNCHOUT_COMPANY_RULES, e.g.
   * `C400:unit=STK>ST, C500:matgroup=blank, C200:matgroup=breadcrumb`); none when unset.
   */
  readonly ociCompanyRules?: OciCompanyRules
  /** The brand of each host name the shop answers on (`<code>.localhost`, and BRAND_HOSTS); other hosts get `brand`. */
  readonly brandHosts: Readonly<Record<string, BrandCode>>
  /** The external admin site that routes with externalRedirect open for admins (ADMIN_SITE_URL). */
  readonly adminSiteUrl?: string
  /**
   * The browser key of the maps library (MAPS_KEY, Google Maps JavaScript API): with it the store
   * finder shows a map and the pages' policy allows the maps hosts; without it no map and no
   * third-party request.
   */
  readonly mapsKey?: string
  /**
   * Stock shown with the availability colours' rules (STOCK_AVAILABILITY_COLOURS=on, shop-core §4):
   * no stock in the store is gray with 'order product', yellow says 'delivery in x days', and a
   * discontinued article without stock says it is not stocked in the store.
   */
  readonly stockAvailabilityColours?: boolean
  /**
   * The tag manager container (GTM_ID, such as GTM-ABC1234): with it every page loads the tag
   * manager, which reads the data layer; without it the data layer stays in the page.
   */
  readonly gtmId?: string
  /**
   * Where errors are reported (SENTRY_DSN, a Sentry DSN): with it every page loads the Sentry SDK
   * after hydration and the server sends its reports; without it the browser never loads the SDK and
   * the server only logs.
   */
  readonly sentryDsn?: string
  /**
   * The assortment service setting (ASSORTMENT_URL): customer assortments apply only while it is an
   * http(s) address; unset means the services' own assortment base, `off` the whole range for all.
   */
  readonly assortmentService?: string
  /** The content service: unset url means the embedded one (or SERVICES_URL's /content). */
  readonly content: {
    readonly url?: string
    readonly token: string
    readonly previewToken?: string
    readonly environment: string
    readonly space?: string
    /** How long one content request may take (CONTENT_TIMEOUT_MS); unset, the spec's 30 s. */
    readonly timeoutMs?: number
  }
}

/** Either the configuration, or every problem found in the environment. */
export type ConfigResult = { ok: true; config: ServerConfig } | { ok: false; problems: string[] }

/** How long a commerce service call may take by default before it counts as no answer. */
export const DEFAULT_SERVICES_TIMEOUT_MS = 15_000

/**
 * How long a page's read waits by default for a service over the network: with the rendering after
 * it, a page answers within 1.5 s however long a service holds a call.
 */
export const DEFAULT_PAGE_WAIT_MS = 1_200

/** The default order cutoff hour, Stockholm time. */
export const DEFAULT_CUTOFF_HOUR = 15

type Env = Readonly<Record<string, string | undefined>>

/** Reads and validates the configuration; never throws. */
export function readConfig(env: Env): ConfigResult {
  const problems: string[] = []
  const integer = (name: string, fallback: number, min: number, max: number): number => {
    const text = env[name]
    if (text === undefined || text === '') return fallback
    const value = Number(text)
    if (!/^\d+$/.test(text) || value < min || value > max) {
      problems.push(`${name}="${text}" must be a whole number from ${min} to ${max}`)
      return fallback
    }
    return value
  }
  const port = integer('PORT', 3000, 1, 65535)
  const host = readListenHost(env, problems)
  const cutoffHour = integer('CUTOFF_HOUR', DEFAULT_CUTOFF_HOUR, 0, 24)
  const deliveryWindows: Partial<Record<DeliveryMethodCode, HourWindow>> = {}
  for (const pair of (env['DELIVERY_WINDOWS'] ?? '').split(/[\s,]+/).filter((item) => item !== '')) {
    const match = /^([\w-]+)=(\d{1,2})-(\d{1,2})$/.exec(pair)
    const [, code = '', start = '', end = ''] = match ?? []
    if (!match || !isDeliveryMethodCode(code) || Number(start) >= Number(end) || Number(end) > 24)
      problems.push(
        `DELIVERY_WINDOWS has "${pair}": write method=start-end in whole hours, e.g. XXX=6-14 (DBI, EXH, XXX, EXB or 24-12; start before end, end at most 24)`,
      )
    else deliveryWindows[code] = { start: Number(start), end: Number(end) }
  }
  const brand = readDeploymentBrand(env['BRAND'], problems)
  const production = env['NODE_ENV'] !== 'development'
  const tokenRefreshMarginSeconds = integer('TOKEN_REFRESH_MARGIN_SECONDS', 60, 0, 3600)
  const servicesTimeoutMs = integer('SERVICES_TIMEOUT_MS', DEFAULT_SERVICES_TIMEOUT_MS, 100, 120_000)
  const pageWaitMs = integer('PAGE_WAIT_MS', DEFAULT_PAGE_WAIT_MS, 100, 120_000)
  const contentTimeoutMs = env['CONTENT_TIMEOUT_MS']
    ? integer('CONTENT_TIMEOUT_MS', 30_000, 100, 120_000)
    : undefined
  const servicesUrl = env['SERVICES_URL'] || undefined
  if (servicesUrl !== undefined && !/^https?:\/\/[^\s/]+/.test(servicesUrl))
    problems.push(`SERVICES_URL="${servicesUrl}" must be an http(s) URL such as https://services.example.se`)
  const configuredSecret = env['SESSION_SECRET'] || undefined
  if (configuredSecret !== undefined && configuredSecret.length < 32)
    problems.push('SESSION_SECRET must have at least 32 characters')
  const sessionSecret = configuredSecret ?? randomBytes(32).toString('base64url')
  const previousSessionSecrets = (env['SESSION_SECRET_PREVIOUS'] ?? '')
    .split(',')
    .map((secret) => secret.trim())
    .filter((secret) => secret !== '')
  // The secrets themselves are never printed: only where in the list the short one is.
  previousSessionSecrets.forEach((secret, index) => {
    if (secret.length < 32)
      problems.push(
        `SESSION_SECRET_PREVIOUS: secret ${index + 1} of ${previousSessionSecrets.length} must have at least 32 characters (separate secrets with commas)`,
      )
  })
  // Every brand answers at <code>.localhost out of the box (browsers resolve it to this machine), so
  // one machine shows all four; BRAND_HOSTS adds the real host names.
  const { hosts: brandHosts, problems: brandHostProblems } = readBrandHosts(env['BRAND_HOSTS'])
  problems.push(...brandHostProblems)
  const frameAncestors = (env['FRAME_ANCESTORS'] ?? '').split(/[\s,]+/).filter((origin) => origin !== '')
  for (const origin of frameAncestors) {
    if (!/^https:\/\/[a-z0-9.*-]+(:\d+)?$/i.test(origin))
      problems.push(
        `FRAME_ANCESTORS has "${origin}": each must be an https origin such as https://srm.example.se`,
      )
  }
  const companyRules = readOciCompanyRules(env['PUNCHOUT_COMPANY_RULES'])
  if (!companyRules.ok) problems.push(...companyRules.problems)
  const adminSiteUrl = env['ADMIN_SITE_URL'] || undefined
  if (adminSiteUrl !== undefined && !/^https?:\/\/[^\s/]+/.test(adminSiteUrl))
    problems.push(`ADMIN_SITE_URL="${adminSiteUrl}" must be an http(s) URL such as https://admin.example.se`)
  const assortmentService = env['ASSORTMENT_URL'] || undefined
  if (
    assortmentService !== undefined &&
    assortmentService !== 'off' &&
    !/^https?:\/\/[^\s/]+/.test(assortmentService)
  )
    problems.push(`ASSORTMENT_URL="${assortmentService}" must be an http(s) URL, or off`)
  const mapsKey = env['MAPS_KEY'] || undefined
  if (mapsKey !== undefined && !/^[\w-]{10,200}$/.test(mapsKey))
    problems.push('MAPS_KEY must be a maps API key of 10 to 200 letters, digits, - and _ (such as AIza…)')
  const gtmId = env['GTM_ID'] || undefined
  if (gtmId !== undefined && !/^GTM-[A-Z0-9]{4,12}$/.test(gtmId))
    problems.push(`GTM_ID="${gtmId}" must be a tag manager container id such as GTM-ABC1234`)
  const colours = env['STOCK_AVAILABILITY_COLOURS'] || 'off'
  if (colours !== 'on' && colours !== 'off')
    problems.push(`STOCK_AVAILABILITY_COLOURS="${colours}" must be on or off`)
  const sentryDsn = env['SENTRY_DSN'] || undefined
  if (sentryDsn !== undefined && !/^https?:\/\/[\w-]+@[\w.-]+(:\d+)?(\/[\w.-]+)*\/\d+$/.test(sentryDsn))
    problems.push(`SENTRY_DSN="${sentryDsn}" must be a Sentry DSN such as https://key@o1.ingest.sentry.io/2`)
  const contentUrl = env['CONTENT_URL'] || undefined
  if (contentUrl !== undefined && !/^https?:\/\/[^\s/]+/.test(contentUrl))
    problems.push(`CONTENT_URL="${contentUrl}" must be an http(s) URL such as https://graphql.contentful.com`)
  const contentToken = env['CONTENT_TOKEN'] || env['CONTENT_DELIVERY_TOKEN'] || 'demo-content-delivery-token'
  const contentPreviewToken =
    env['CONTENT_PREVIEW_TOKEN'] || (contentUrl ? undefined : 'demo-content-preview-token')
  const contentEnvironment = env['CONTENT_ENVIRONMENT'] || 'master'
  if (!/^[a-z0-9_-]{1,64}$/i.test(contentEnvironment))
    problems.push(
      `CONTENT_ENVIRONMENT="${contentEnvironment}" must be an environment name such as master or stage`,
    )
  const contentSpace = env['CONTENT_SPACE'] || undefined
  if (contentSpace !== undefined && !/^[a-z0-9_-]{1,64}$/i.test(contentSpace))
    problems.push(`CONTENT_SPACE="${contentSpace}" must be a space id (letters, digits, - and _)`)
  const content = {
    token: contentToken,
    environment: contentEnvironment,
    ...(contentUrl ? { url: contentUrl.replace(/\/+$/, '') } : {}),
    ...(contentPreviewToken ? { previewToken: contentPreviewToken } : {}),
    ...(contentSpace ? { space: contentSpace } : {}),
    ...(contentTimeoutMs === undefined ? {} : { timeoutMs: contentTimeoutMs }),
  }
  return problems.length > 0
    ? { ok: false, problems }
    : {
        ok: true,
        config: {
          port,
          host,
          brand,
          cutoffHour,
          deliveryWindows,
          production,
          sessionSecret,
          ...(previousSessionSecrets.length > 0 ? { previousSessionSecrets } : {}),
          tokenRefreshMarginSeconds,
          servicesTimeoutMs,
          pageWaitMs,
          frameAncestors,
          ...(companyRules.ok && Object.keys(companyRules.rules).length > 0
            ? { ociCompanyRules: companyRules.rules }
            : {}),
          brandHosts,
          ...(servicesUrl ? { servicesUrl: servicesUrl.replace(/\/+$/, '') } : {}),
          ...(adminSiteUrl ? { adminSiteUrl } : {}),
          ...(mapsKey ? { mapsKey } : {}),
          ...(gtmId ? { gtmId } : {}),
          ...(colours === 'on' ? { stockAvailabilityColours: true } : {}),
          ...(sentryDsn ? { sentryDsn } : {}),
          ...(assortmentService ? { assortmentService } : {}),
          content,
        },
      }
}

/**
 * The shop's settings as the core reads them (ShopSettings), from the configuration: the web
 * server's and the command line's alike. `brand` is the request's when its host names one.
 */
export function shopSettings(config: ServerConfig, brand: BrandCode = config.brand): ShopSettingsShape {
  return {
    brand,
    cutoffHour: config.cutoffHour,
    deliveryWindows: config.deliveryWindows,
    ...(config.ociCompanyRules ? { ociCompanyRules: config.ociCompanyRules } : {}),
    ...(config.stockAvailabilityColours ? { stockAvailabilityColours: true } : {}),
    ...(config.assortmentService ? { assortmentService: config.assortmentService } : {}),
  }
}
