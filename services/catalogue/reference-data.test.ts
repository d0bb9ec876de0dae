/** The catalogue's reference data is read once per while, per database, and a failed read is not kept. */
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase, type OpenDatabase } from '../db/database'
import { testDatabase, type TestDatabase } from '../testing/test-database'
import { REFERENCE_KEPT_MS, referenceData } from './reference-data'

// An empty database (migrated, not seeded), on PostgreSQL in the PostgreSQL run.
let fresh: TestDatabase
let database: OpenDatabase
beforeAll(async () => {
  fresh = await testDatabase()
  database = await openDatabase(fresh.config)
}, 60_000)
afterAll(async () => {
  await database.close()
  await fresh.drop()
})

const category = (id: string, position: number) => ({
  id,
  parentId: null,
  name: `Kategori ${id}`,
  slug: `kategori-${id}`,
  icon: null,
  position,
  attributeSequence: [],
})

describe('referenceData', () => {
  it('answers from its last read until REFERENCE_KEPT_MS has passed, then reads again', async () => {
    const { db } = database
    let now = 1_000
    const clock = () => now
    await db.insertInto('categories').values(category('B', 2)).execute()
    const first = await referenceData(db, clock)
    expect(first.categories.map((c) => c.id)).toEqual(['B'])

    await db.insertInto('categories').values(category('A', 1)).execute()
    now += REFERENCE_KEPT_MS - 1
    expect(await referenceData(db, clock)).toBe(first)

    now += 1
    const second = await referenceData(db, clock)
    // In menu order, with lookups by id.
    expect(second.categories.map((c) => c.id)).toEqual(['A', 'B'])
    expect(second.categoryById.get('A')?.slug).toBe('kategori-A')
  })

  it('does not keep a failed read', async () => {
    const { db } = database
    const clock = () => 10_000_000
    await sql`alter table categories rename to categories_away`.execute(db)
    await expect(referenceData(db, clock)).rejects.toThrow()
    await sql`alter table categories_away rename to categories`.execute(db)
    expect((await referenceData(db, clock)).categories.length).toBe(2)
  })
})
