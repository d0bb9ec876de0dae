/**
 * The reference commerce services: each base mounted at /services/<base>. The shop server mounts
 * them when no external services are configured; `npm run services` runs them on their own.
 */
import { Hono } from 'hono'
import { randomBytes } from 'node:crypto'
import type { Kysely } from 'kysely'
import { authRoutes } from './auth/auth.routes'
import { cartRoutes } from './cart/cart.routes'
import {
  assortmentRoutes,
  campaignRoutes,
  gatewayRoutes,
  locationRoutes,
  priceRoutes,
  productRoutes,
  searchRoutes,
  stockRoutes,
} from './catalogue/catalogue.routes'
import type { ServicesConfig } from './config'
import { contentRoutes } from './content/content.routes'
import { openDatabase, type DatabaseObserver, type OpenDatabase } from './db/database'
import type { Database } from './db/schema'
import { seedIfEmpty } from './db/seed'
import { createMailer } from './mail/mailer'
import { punchoutTestRoutes } from './dev/punchout-test.routes'
import { devRoutes } from './mail/outbox.routes'
import { orderRoutes } from './order/order.routes'
import { serviceBodyLimit } from './platform/body-limits'
import { verifiedCallersOf } from './platform/caller'
import { requestsUnderWay, type RequestsUnderWay } from './platform/requests-under-way'
import { devPagesGuard } from './platform/dev-pages'
import type { ServiceDeps } from './platform/deps'
import { accessTokens } from './platform/tokens'
import { userRoutes } from './user/user.routes'

export { readServicesConfig, type ServicesConfig } from './config'
export { shopRequestEnv } from './platform/caller'
export { requestsUnderWay } from './platform/requests-under-way'

/** What start-up says about the demo pages: where they are and who they answer, or why they are off. */
export function devPagesNotice(config: ServicesConfig): string {
  if (!config.devPages)
    return 'Demo pages off: PUBLIC_URL is not this machine (DEV_PAGES=on turns them on, for requests made on this machine only)'
  const what = config.smtpUrl ? 'the demo procurement system' : 'the outbox and the demo procurement system'
  return `Demo pages on (${what}, under /services/dev): they answer only requests made on this machine (DEV_PAGES=off turns them off)`
}

/** Running services: the HTTP app and the way to stop them. */
export interface Services {
  readonly app: Hono
  readonly database: OpenDatabase
  readonly seeded: boolean
  /** Stops them: waits for the requests under way (at most 10 s), then closes the mailer and database. */
  close(): Promise<void>
}

/** The token secret: configured, or generated once and kept in the database for every instance. */
async function tokenSecret(db: Kysely<Database>, configured: string | undefined): Promise<string> {
  if (configured) return configured
  await db
    .insertInto('serviceSecrets')
    .values({ name: 'access-token', value: randomBytes(48).toString('base64url') })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute()
  const row = await db
    .selectFrom('serviceSecrets')
    .select('value')
    .where('name', '=', 'access-token')
    .executeTakeFirstOrThrow()
  return row.value
}

/** How long stopping the services waits for the requests under way before the database closes. */
const CLOSE_GRACE_MS = 10_000

/** Builds the services' app on an open database; `underWay`, when given, counts its requests. */
export function servicesApp(deps: ServiceDeps, underWay?: RequestsUnderWay): Hono {
  const app = new Hono()
  if (underWay) app.use('/services/*', underWay.middleware)
  // Every base: a body over its limit is refused as it arrives (platform/body-limits.ts).
  app.use('/services/*', serviceBodyLimit)
  // A change to sessions or users (logout, a new password, a user deactivated) may end sessions:
  // callers verified before it in the same request of the shop are verified again after it.
  for (const base of ['/services/auth/*', '/services/user/*'])
    app.use(base, async (c, next) => {
      await next()
      if (c.req.method !== 'GET') verifiedCallersOf(c.env)?.clear()
    })
  app.route('/services/auth', authRoutes(deps))
  app.route('/services/user', userRoutes(deps))
  app.route('/services/cart', cartRoutes(deps))
  app.route('/services/order', orderRoutes(deps))
  app.route('/services/product', productRoutes(deps))
  app.route('/services/price', priceRoutes(deps))
  app.route('/services/stock', stockRoutes(deps))
  app.route('/services/location', locationRoutes(deps))
  app.route('/services/campaign', campaignRoutes(deps))
  app.route('/services/assortment', assortmentRoutes(deps))
  app.route('/services/search', searchRoutes(deps))
  app.route('/services/content', contentRoutes(deps))
  // The demo pages: on this machine only, and only when on (platform/dev-pages.ts).
  app.use(
    '/services/dev/*',
    devPagesGuard(() => deps.config.devPages),
  )
  app.route('/services/dev', devRoutes(deps))
  app.route('/services/dev', punchoutTestRoutes(deps))
  app.route(
    '/services/gateway',
    gatewayRoutes(deps, async (request) => app.fetch(request)),
  )
  return app
}

/** Opens (migrates, seeds) the database and builds the services. */
export async function startServices(
  config: ServicesConfig,
  now: () => Date = () => new Date(),
  observer: DatabaseObserver = {},
): Promise<Services> {
  const database = await openDatabase(config, observer)
  const seeded = await seedIfEmpty(database.db, now(), config.seedScale)
  const tokens = accessTokens(await tokenSecret(database.db, config.tokenSecret), config.accessTokenSeconds)
  const mailer = createMailer(database.db, config, now)
  const underWay = requestsUnderWay()
  const app = servicesApp({ db: database.db, tokens, mailer, config, now }, underWay)
  return {
    app,
    database,
    seeded,
    close: async () => {
      await underWay.settled(CLOSE_GRACE_MS)
      await mailer.close()
      await database.close()
    },
  }
}
