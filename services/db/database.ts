/**
 * Opens the services' database: PGlite in DATA_DIR by default, a PostgreSQL server when
 * DATABASE_URL is set (docs/adr/0003). Migrations run on open; the seed runs on an empty database.
 */
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { CamelCasePlugin, Kysely, Migrator, PostgresDialect, type Dialect } from 'kysely'
import { KyselyPGlite } from 'kysely-pglite'
import { mkdirSync } from 'node:fs'
import pg from 'pg'
import type { ServicesConfig } from '../config'
import { migrations } from './migrations'
import { serialDialect } from './serial-driver'
import type { Database } from './schema'

/** An open database and the way to close it. */
export interface OpenDatabase {
  readonly db: Kysely<Database>
  readonly kind: 'pglite' | 'postgres'
  close(): Promise<void>
}

// PostgreSQL numerics come back as exact decimal text: money is never parsed as a float here.
pg.types.setTypeParser(pg.types.builtins.INT8, (text) => Number(text))

function dialectFor(config: Pick<ServicesConfig, 'dataDir' | 'databaseUrl'>): {
  dialect: Dialect
  kind: OpenDatabase['kind']
} {
  if (config.databaseUrl) {
    // JIT compilation off for the shop's connections: its queries are short, and a search whose
    // estimated cost passes jit_above_cost spent 110 ms compiling to save none (docs/performance.md).
    // Options in DATABASE_URL (?options=…) take precedence.
    const pool = new pg.Pool({ connectionString: config.databaseUrl, max: 10, options: '-c jit=off' })
    // An idle connection that the server ends (a restart, a terminated backend) is dropped from the
    // pool and replaced on the next query; without a listener the error would end the process.
    pool.on('error', (error) => console.error(`PostgreSQL connection lost: ${error.message}`))
    // A connection in use when the server goes (a restart) fails its query; the 'error' event it
    // also emits would end the process without a listener of its own (seen in tests/bench/pg-restart.ts).
    pool.on('connect', (client) =>
      client.on('error', (error) => console.error(`PostgreSQL connection lost in use: ${error.message}`)),
    )
    return { dialect: new PostgresDialect({ pool }), kind: 'postgres' }
  }
  const inMemory = config.dataDir === ':memory:'
  if (!inMemory) mkdirSync(config.dataDir, { recursive: true })
  // In memory: no dataDir at all. Given 'memory://', kysely-pglite's dialect made a directory named
  // 'memory:' in the working directory (it creates the client's dataDir, whatever it says).
  const options = { extensions: { pg_trgm } }
  const client = inMemory ? new PGlite(options) : new PGlite(config.dataDir, options)
  return { dialect: serialDialect(new KyselyPGlite(client).dialect), kind: 'pglite' }
}

/** What may watch the database's work: the budget tests count the queries of a page. */
export interface DatabaseObserver {
  /** Called with each query's SQL once it has run. */
  readonly onQuery?: (sql: string) => void
}

/** Opens the database and brings its schema up to date. */
export async function openDatabase(
  config: Pick<ServicesConfig, 'dataDir' | 'databaseUrl'>,
  observer: DatabaseObserver = {},
): Promise<OpenDatabase> {
  const { dialect, kind } = dialectFor(config)
  const { onQuery } = observer
  const db = new Kysely<Database>({
    dialect,
    plugins: [new CamelCasePlugin()],
    ...(onQuery ? { log: (event) => onQuery(event.query.sql) } : {}),
  })
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } })
  const { error, results } = await migrator.migrateToLatest()
  if (error) {
    await db.destroy()
    const failed = results?.find((result) => result.status === 'Error')?.migrationName ?? 'unknown'
    throw new Error(`Migration ${failed} failed: ${error instanceof Error ? error.message : String(error)}`)
  }
  return { db, kind, close: () => db.destroy() }
}
