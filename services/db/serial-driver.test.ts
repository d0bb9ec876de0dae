/** Transactions on embedded PGlite stay apart: one's rollback never touches another's writes. */
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase, type OpenDatabase } from './database'

let database: OpenDatabase
beforeAll(async () => {
  database = await openDatabase({ dataDir: ':memory:', databaseUrl: undefined })
  await sql`create table probe (id int primary key, note text)`.execute(database.db)
}, 60_000)
afterAll(() => database.close())

const pause = () => new Promise((resolve) => setTimeout(resolve, 5))

describe('the embedded database', () => {
  it('keeps concurrent transactions apart: a rollback undoes its own writes only', async () => {
    const failing = database.db.transaction().execute(async (trx) => {
      await sql`insert into probe values (1, 'rolled back')`.execute(trx)
      await pause()
      throw new Error('refused')
    })
    const committing = database.db.transaction().execute(async (trx) => {
      await sql`insert into probe values (2, 'kept')`.execute(trx)
      await pause()
      await sql`insert into probe values (3, 'kept')`.execute(trx)
    })
    const plain = sql`insert into probe values (4, 'outside')`.execute(database.db)
    await expect(failing).rejects.toThrow('refused')
    await committing
    await plain
    const { rows } = await sql<{ id: number }>`select id from probe order by id`.execute(database.db)
    expect(rows.map((row) => row.id)).toEqual([2, 3, 4])
  })
})
