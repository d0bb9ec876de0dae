/** `npm run services`: the reference services on their own, on SERVICES_PORT (default 3001). */
import { serve } from '@hono/node-server'
import { readServicesConfig, startServices } from './index'

const result = readServicesConfig(process.env)
if (!result.ok) {
  for (const problem of result.problems) console.error(`Configuration: ${problem}`)
  process.exit(1)
}
const services = await startServices(result.config)
if (services.seeded)
  console.log(
    `Seeded the demo data in ${result.config.databaseUrl ? 'the PostgreSQL database' : result.config.dataDir}`,
  )
const { host, port } = result.config
const server = serve({ fetch: services.app.fetch, port, hostname: host }, (info) =>
  console.log(
    `Proffsbutik services (${services.database.kind}) on http://localhost:${info.port}/services, listening on ${host}`,
  ),
)
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => server.close(() => void services.close().then(() => process.exit(0))))
}
