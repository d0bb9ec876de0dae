/**
 * Stopping the services waits for the requests under way (platform/requests-under-way.ts): a request
 * still running when they close is answered, not failed on a closed database.
 */
import { afterAll, beforeAll, expect, it } from 'vitest'
import { startServices, type Services } from './index'
import { testDatabase, type TestDatabase } from './testing/test-database'

let database: TestDatabase
let services: Services

beforeAll(async () => {
  database = await testDatabase()
  services = await startServices(database.config)
}, 60_000)

afterAll(async () => {
  await database.drop()
})

it('answers the requests under way before the database closes', async () => {
  const stock = () =>
    services.app.fetch(
      new Request('http://embedded.services/services/stock/stock', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ articles: ['1000006', '1000213'] }),
      }),
    )
  const underWay = Array.from({ length: 8 }, stock)
  await services.close()
  const answers = await Promise.all(underWay)
  expect(answers.map((answer) => answer.status)).toEqual(Array.from({ length: 8 }, () => 200))
})
