/** `npm run db:reset`: throws the services' data away and starts again with a fresh seed. */
import { rm } from 'node:fs/promises'
import pg from 'pg'
import { readServicesConfig, startServices } from '../index'

const result = readServicesConfig(process.env)
if (!result.ok) {
  for (const problem of result.problems) console.error(`Configuration: ${problem}`)
  process.exit(1)
}
const { config } = result
if (config.databaseUrl) {
  const client = new pg.Client({ connectionString: config.databaseUrl })
  await client.connect()
  await client.query('drop schema public cascade; create schema public;')
  await client.end()
} else if (config.dataDir !== ':memory:') {
  await rm(config.dataDir, { recursive: true, force: true })
}
const started = Date.now()
const services = await startServices(config)
await services.close()
console.log(`Database reset and seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`)
