/** Small helpers of the service tests: reading an expected answer, finding a seeded article. */
import { sql, type Kysely, type RawBuilder } from 'kysely'
import type { Database } from '../db/schema'

/** The JSON of an answer that must have `status`; anything else fails with the answer's text. */
export async function json<T>(response: Response, status = 200): Promise<T> {
  if (response.status !== status) throw new Error(`${response.status}: ${await response.text()}`)
  return (await response.json()) as T
}

/** The article number of the seeded variant (alias `v`) matching a condition, in article order. */
export async function seededArticle(
  db: Kysely<Database>,
  where: RawBuilder<unknown>,
  offset = 0,
): Promise<string> {
  const { rows } = await sql<{ articleNumber: string }>`
    select v.article_number as "articleNumber" from variants v
    where ${where} order by v.article_number offset ${offset} limit 1`.execute(db)
  if (!rows[0]) throw new Error('No such article in the seed')
  return rows[0].articleNumber
}

/** Ordinary articles: counted in pieces, current, sold online anywhere, with a price. */
export const ordinaryArticle = sql`v.unit = 'ST' and not v.discontinued and not v.only_store
  and not v.must_be_in_stocked_at and not v.ask_for_price`
