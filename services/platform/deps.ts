/** What every service handler is built from. */
import type { Kysely } from 'kysely'
import type { ServicesConfig } from '../config'
import type { Database } from '../db/schema'
import type { Mailer } from '../mail/mailer'
import type { AccessTokens } from './tokens'

/** The database, token signer, mailer, configuration and clock the services share. */
export interface ServiceDeps {
  readonly db: Kysely<Database>
  readonly tokens: AccessTokens
  readonly mailer: Mailer
  readonly config: ServicesConfig
  readonly now: () => Date
}
