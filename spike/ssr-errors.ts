/** Spike: renders one page through the SSR bundle and prints the errors Preact catches on the way. */
import { options } from 'preact'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { Renderer } from '../server/app'
import { readClientAssets } from '../server/assets'
import { composeShop } from '../server/compose'

const hooked = options as unknown as { __e?: (error: unknown, ...rest: unknown[]) => void }
const original = hooked.__e
hooked.__e = (error, ...rest) => {
  if (!(error instanceof Promise)) console.log('[caught]', error)
  original?.(error, ...rest)
}
const root = process.cwd()
const { render } = (await import(pathToFileURL(join(root, 'dist/server/entry-server.js')).href)) as {
  render: Renderer
}
const clientDir = join(root, 'dist/client')
const shop = await composeShop(
  { ...process.env, DATA_DIR: ':memory:' },
  { render, assets: await readClientAssets(clientDir, 'ui/entry-client.tsx'), clientDir },
)
const response = await shop.app.fetch(new Request(`http://localhost${process.argv[2] ?? '/'}`))
const html = await response.text()
console.log(response.status, html.length, /site-header/.test(html) ? 'header' : 'NO header')
await shop.close()
