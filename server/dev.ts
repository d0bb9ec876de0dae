/** `npm run dev`: the same app with Vite in middleware mode for HMR and on-the-fly SSR. */
import { getRequestListener } from '@hono/node-server'
import { createServer as createHttpServer } from 'node:http'
import { createServer as createViteServer } from 'vite'
import { clientEntry, serverEntry } from '../vite.config'
import type { Renderer } from './app'
import { createApp } from './app'
import { devAssets } from './assets'
import { readConfig } from './config'

const result = readConfig({ NODE_ENV: 'development', ...process.env })
if (!result.ok) {
  for (const problem of result.problems) console.error(`Configuration: ${problem}`)
  process.exit(1)
}
const { config } = result

const vite = await createViteServer({ server: { middlewareMode: true }, appType: 'custom' })
const render: Renderer = async (request, api, assets) => {
  const module = (await vite.ssrLoadModule(`/${serverEntry}`)) as { render: Renderer }
  return module.render(request, api, assets)
}
const listener = getRequestListener(createApp({ config, render, assets: devAssets(clientEntry) }).fetch)

createHttpServer((req, res) => vite.middlewares(req, res, () => void listener(req, res))).listen(
  config.port,
  () => console.log(`Proffsbutik dev server (${config.brand}) on http://localhost:${config.port}`),
)
