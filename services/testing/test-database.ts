/**
 * A fresh database for one test file: PGlite in memory by default, or a new database on the
 * PostgreSQL server named by TEST_DATABASE_URL (the PostgreSQL run of `npm test`), dropped after.
 */
import { randomUUID } from 'node:crypto'
import pg from 'pg'
import { readServicesConfig, type ServicesConfig } from '../config'

/** A test's database configuration and its clean-up. */
export interface TestDatabase {
  readonly config: ServicesConfig
  drop(): Promise<void>
}

async function adminQuery(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    await client.query(sql)
  } finally {
    await client.end()
  }
}

/** Creates the database a test file runs on. */
export async function testDatabase(
  env: Readonly<Record<string, string | undefined>> = process.env,
): Promise<TestDatabase> {
  const admin = env['TEST_DATABASE_URL']
  const base = readServicesConfig({ DATA_DIR: ':memory:' })
  if (!base.ok) throw new Error(base.problems.join('\n'))
  if (!admin) return { config: base.config, drop: async () => {} }
  const name = `test_${randomUUID().replaceAll('-', '')}`
  await adminQuery(admin, `create database ${name}`)
  const url = new URL(admin)
  url.pathname = `/${name}`
  return {
    config: { ...base.config, databaseUrl: url.toString() },
    drop: () => adminQuery(admin, `drop database if exists ${name} with (force)`),
  }
}
