/**
 * A shop of a journey's own: the built shop as `npm start` serves it (the journeys' web server),
 * with a fresh in-memory database and configuration of its own, for a journey that needs the shop
 * configured otherwise than the journeys' shared one.
 */
import { expect } from '@playwright/test'
import { spawn } from 'node:child_process'
import { createServer } from 'node:net'

/** A running shop of a journey's own. */
export interface OwnShop {
  readonly url: string
  stop(): Promise<void>
}

/** A port nothing listens on now. */
async function freePort(): Promise<number> {
  const probe = createServer()
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve))
  const address = probe.address()
  await new Promise((resolve) => probe.close(resolve))
  if (address === null || typeof address === 'string') throw new Error('No free port')
  return address.port
}

/** Starts a shop on a free port with `env` on top of a fresh in-memory database, once it answers. */
export async function startOwnShop(env: Readonly<Record<string, string>>): Promise<OwnShop> {
  const port = await freePort()
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/start.ts'], {
    env: { ...process.env, PORT: String(port), DATA_DIR: ':memory:', ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  let problems = ''
  server.stderr.on('data', (chunk: Buffer) => (problems += chunk.toString()))
  const ended = new Promise<void>((resolve) => server.once('exit', () => resolve()))
  const url = `http://localhost:${port}`
  await expect
    .poll(
      async () => {
        if (server.exitCode !== null) return `the shop ended (${server.exitCode}): ${problems}`
        return (await fetch(`${url}/healthz`).catch(() => undefined))?.status
      },
      { message: `the shop on ${url} answers /healthz`, timeout: 180_000, intervals: [500] },
    )
    .toBe(200)
  return {
    url,
    async stop() {
      if (server.exitCode === null) server.kill('SIGTERM')
      await ended
    },
  }
}
