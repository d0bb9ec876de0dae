/** The PostgreSQL connections the services open. */
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testDatabase, type TestDatabase } from '../testing/test-database'
import { openDatabase, type OpenDatabase } from './database'

let target: TestDatabase
let database: OpenDatabase
beforeAll(async () => {
  target = await testDatabase()
  database = await openDatabase(target.config)
}, 60_000)
afterAll(async () => {
  await database.close()
  await target.drop()
})

describe.runIf(process.env['TEST_DATABASE_URL'])('on PostgreSQL', () => {
  it('compiles no query just in time: the shop’s queries are too short to win it back', async () => {
    const { rows } = await sql<{ jit: string }>`show jit`.execute(database.db)
    expect(rows[0]?.jit).toBe('off')
  })
})
