/** `npm run dev`: the same app with Vite in middleware mode for HMR and on-the-fly SSR. */
import { getRequestListener } from '@hono/node-server'
import { createServer as createHttpServer } from 'node:http'
import { createServer as createViteServer } from 'vite'
import { clientEntry, serverEntry } from '../vite.config'
import type { Renderer } from './app'
import { devAssets } from './assets'
import { composeShop, ConfigurationError } from './compose'

const vite = await createViteServer({ server: { middlewareMode: true }, appType: 'custom' })
const render: Renderer = async (request, api, assets, page) => {
  const module = (await vite.ssrLoadModule(`/${serverEntry}`)) as { render: Renderer }
  return module.render(request, api, assets, page)
}

try {
  const shop = await composeShop(
    { NODE_ENV: 'development', ...process.env },
    { render, assets: devAssets(clientEntry) },
  )
  const listener = getRequestListener(shop.fetch)
  createHttpServer((req, res) => vite.middlewares(req, res, () => void listener(req, res))).listen(
    shop.config.port,
    () =>
      console.log(`Proffsbutik dev server (${shop.config.brand}) on http://localhost:${shop.config.port}`),
  )
} catch (error) {
  if (!(error instanceof ConfigurationError)) throw error
  console.error(error.message)
  await vite.close()
  process.exit(1)
}
