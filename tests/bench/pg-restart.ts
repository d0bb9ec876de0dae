/**
 * PostgreSQL restarted under load (issue 11): the services on a throwaway PostgreSQL server, the
 * shop in-process in front of them, workers adding distinct articles to one buyer's cart through
 * the shop's addToCart RPC, and PostgreSQL stopped and started again in the middle. Checks that
 * every write the client saw succeed is in the database exactly once with its quantity, that no line
 * is doubled, and that the shop serves again by itself; prints the figures for docs/reliability.md.
 *
 *   node --import tsx tests/bench/pg-restart.ts [--writes 240] [--workers 4] [--mode fast|immediate]
 *
 * Needs Debian's postgresql (run as root, the server runs as the `postgres` user).
 */
import { parseArgs } from 'node:util'
import { sql } from 'kysely'
import { startTemporaryPostgres } from '../../scripts/postgres'
import { startFaultWorld } from '../faults/fault-world'

const { values } = parseArgs({
  options: {
    writes: { type: 'string', default: '240' },
    workers: { type: 'string', default: '4' },
    mode: { type: 'string', default: 'fast' },
  },
})
const writes = Number(values.writes)
const workers = Number(values.workers)
const mode = values.mode === 'immediate' ? 'immediate' : 'fast'

/** One write's outcome as the client saw it. */
interface Outcome {
  readonly articleNumber: string
  readonly ok: boolean
  readonly key?: string
  readonly at: number
}

const postgres = startTemporaryPostgres(55_440)
process.env['TEST_DATABASE_URL'] = postgres.url
const world = await startFaultWorld(15_000)
try {
  const buyer = world.browser()
  await buyer.login('anna.berg')
  await buyer.rpc('emptyCart', {})
  const articles = (
    await world.services.database.db
      .selectFrom('variants')
      .select('articleNumber')
      .where('discontinued', '=', false)
      .where('orderMultiple', '=', 1)
      .where('onlyStore', '=', false)
      .orderBy('articleNumber')
      .limit(writes)
      .execute()
  ).map((row) => row.articleNumber)

  const started = Date.now()
  const outcomes: Outcome[] = []
  let next = 0
  let restartedAt = 0
  let restartMs = 0
  const worker = async () => {
    while (next < articles.length) {
      const articleNumber = articles[next++]!
      if (next === Math.floor(articles.length / 3) && restartedAt === 0) {
        restartedAt = Date.now() - started
        // In the middle of the load, with the other workers' writes in flight.
        setImmediate(() => {
          const t = Date.now()
          postgres.restart(mode)
          restartMs = Date.now() - t
        })
      }
      const answer = await buyer.rpc('addToCart', {
        deliveryId: 'DBI',
        lines: [{ articleNumber, quantity: 1 }],
      })
      const key = (answer.body['error'] as { key?: string } | undefined)?.key
      const message = (answer.body['message'] as { key?: string } | null | undefined)?.key
      outcomes.push({
        articleNumber,
        ok: answer.status === 200 && !message,
        ...(key || message ? { key: key ?? message } : {}),
        at: Date.now() - started,
      })
    }
  }
  await Promise.all(Array.from({ length: workers }, worker))
  const loadMs = Date.now() - started

  // The shop recovers by itself: the cart reads again without any restart of the shop or services.
  const recoverFrom = Date.now()
  let cart = await buyer.rpc('cart', {})
  while (cart.status !== 200 && Date.now() - recoverFrom < 60_000) {
    await new Promise((resolve) => setTimeout(resolve, 200))
    cart = await buyer.rpc('cart', {})
  }
  const recoveredAfterLoadMs = Date.now() - recoverFrom

  const rows = await sql<{ articleNumber: string; lines: number; quantity: string }>`
    select i.article_number as "articleNumber", count(*)::int as lines, sum(i.quantity::numeric)::text as quantity
    from cart_items i join carts c on c.id = i.cart_id
    where c.user_id = 'U1001' and c.status = 'ACTIVE'
    group by i.article_number`.execute(world.services.database.db)
  const inDatabase = new Map(rows.rows.map((row) => [row.articleNumber, row]))
  const succeeded = outcomes.filter((o) => o.ok)
  const failed = outcomes.filter((o) => !o.ok)
  const lost = succeeded.filter((o) => !inDatabase.has(o.articleNumber))
  const doubled = rows.rows.filter((row) => row.lines !== 1 || Number(row.quantity) !== 1)
  const landedAnyway = failed.filter((o) => inDatabase.has(o.articleNumber))
  const failureKeys = Object.entries(
    failed.reduce<Record<string, number>>(
      (n, o) => ({ ...n, [o.key ?? '?']: (n[o.key ?? '?'] ?? 0) + 1 }),
      {},
    ),
  )
  const lastFailure = Math.max(0, ...failed.map((o) => o.at))
  const after = await buyer.rpc('addToCart', {
    deliveryId: 'DBI',
    lines: [{ articleNumber: articles[0]!, quantity: 1 }],
  })

  console.log(`PostgreSQL restart (${mode}) under load: ${writes} addToCart writes, ${workers} workers`)
  console.log(`  load ${loadMs} ms; restart began at ${restartedAt} ms and took ${restartMs} ms`)
  console.log(
    `  client saw ${succeeded.length} succeed, ${failed.length} fail: ${JSON.stringify(failureKeys)}`,
  )
  console.log(
    `  last failure at ${lastFailure} ms; cart read again ${recoveredAfterLoadMs} ms after the load`,
  )
  console.log(`  lines in the database: ${rows.rows.length}`)
  console.log(`  lost (succeeded, not in the database): ${lost.length}`)
  console.log(`  doubled (more than one line or quantity != 1): ${doubled.length}`)
  console.log(`  failed but written anyway (outcome unknown to the client): ${landedAnyway.length}`)
  console.log(`  a write after the load: ${after.status}`)
  const held = lost.length === 0 && doubled.length === 0 && cart.status === 200 && after.status === 200
  console.log(held ? 'HELD' : 'BROKEN')
  process.exitCode = held ? 0 : 1
} finally {
  await world.stop()
  postgres.stop()
}
