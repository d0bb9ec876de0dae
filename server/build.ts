/**
 * Builds the client and SSR bundles when they are missing or older than the sources, so that
 * `npm start` on a fresh clone just works. Staleness is a hash of the inputs, not timestamps.
 */
import { createHash } from 'node:crypto'
import { existsSync } from 'node:fs'
import { readdir, readFile, writeFile } from 'node:fs/promises'
import { join, relative } from 'node:path'
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib'
import { serverEntry } from '../vite.config'

const inputDirs = ['ui', 'core/domain']
const inputFiles = ['vite.config.ts', 'lingui.config.ts', 'package-lock.json', 'server/rpc/shop-api.rpc.ts']

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true })
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name))
}

/** A hash over every file the bundles are built from. */
export async function sourceHash(root: string): Promise<string> {
  const files = [
    ...(await Promise.all(inputDirs.map((dir) => listFiles(join(root, dir))))).flat(),
    ...inputFiles.map((file) => join(root, file)).filter((file) => existsSync(file)),
  ]
    .filter((file) => !file.endsWith('routeTree.gen.ts'))
    .sort()
  const hash = createHash('sha256')
  for (const file of files) {
    hash.update(relative(root, file))
    hash.update(await readFile(file))
  }
  return hash.digest('hex')
}

/** The file in dist/ that holds the source hash of the build beside it. */
const stampFileOf = (root: string) => join(root, 'dist', 'build-hash')

/** Builds both bundles unless dist/ already holds a build of the current sources. */
export async function ensureBuild(root: string): Promise<'fresh' | 'built'> {
  const stampFile = stampFileOf(root)
  const hash = await sourceHash(root)
  const stamp = existsSync(stampFile) ? await readFile(stampFile, 'utf8') : ''
  if (stamp === hash && existsSync(join(root, 'dist/server/entry-server.js'))) return 'fresh'
  await buildShop(root, hash)
  return 'built'
}

/**
 * Builds the client and SSR bundles, writes the compressed copies the server sends, and stamps
 * dist/ with `hash` (the sources' own by default). `npm run build` and `ensureBuild` both build
 * here, so that no build leaves dist/ without its compressed copies under a stamp that says fresh.
 */
export async function buildShop(root: string, hash?: string): Promise<void> {
  const stampFile = stampFileOf(root)
  const sources = hash ?? (await sourceHash(root))
  const { build } = await import('vite')
  console.log('Building the shop (client and SSR bundles)…')
  // Always a production build, whoever asks: under vitest NODE_ENV is 'test', and Vite would keep it
  // and bundle the development runtime into dist/.
  const callersNodeEnv = process.env['NODE_ENV']
  process.env['NODE_ENV'] = 'production'
  try {
    await build({ root, mode: 'production', logLevel: 'warn' })
    await build({
      root,
      mode: 'production',
      logLevel: 'warn',
      build: {
        ssr: serverEntry,
        outDir: 'dist/server',
        manifest: false,
        sourcemap: false,
        rollupOptions: { input: serverEntry },
      },
    })
  } finally {
    if (callersNodeEnv === undefined) delete process.env['NODE_ENV']
    else process.env['NODE_ENV'] = callersNodeEnv
  }
  await precompress(join(root, 'dist/client/assets'))
  await writeFile(stampFile, sources)
}

/**
 * Writes a brotli (.br) and a gzip (.gz) copy beside every script, stylesheet and SVG of the client
 * build, at the highest levels: served as they are, they cost no time per request.
 */
export async function precompress(dir: string): Promise<void> {
  if (!existsSync(dir)) return
  const files = (await listFiles(dir)).filter((file) => /\.(js|css|svg|json)$/.test(file))
  await Promise.all(
    files.map(async (file) => {
      const content = await readFile(file)
      await writeFile(
        `${file}.br`,
        brotliCompressSync(content, {
          params: {
            [zlibConstants.BROTLI_PARAM_QUALITY]: 11,
            [zlibConstants.BROTLI_PARAM_SIZE_HINT]: content.length,
          },
        }),
      )
      await writeFile(`${file}.gz`, gzipSync(content, { level: 9 }))
    }),
  )
}
