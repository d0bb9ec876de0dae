/** Serves an app on a free loopback port for tests that go through real HTTP. */
import { serve } from '@hono/node-server'
import type { Hono } from 'hono'
import type { AddressInfo } from 'node:net'

/** A running loopback server. */
export interface Loopback {
  readonly url: string
  close(): Promise<void>
}

/** Starts `app` on 127.0.0.1 with a port the system picks. */
export function serveOnLoopback(app: Hono): Promise<Loopback> {
  return new Promise((resolve) => {
    const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) => {
      resolve({
        url: `http://127.0.0.1:${info.port}`,
        // A test that is over ends every connection it left open, idle or not.
        close: () =>
          new Promise<void>((done) => {
            server.close(() => done())
            if ('closeAllConnections' in server) server.closeAllConnections()
          }),
      })
    })
    // Clients drop idle connections first (fetch after 4 s): a server closing one at the moment a
    // slow test reuses it would reset the request (seen under load after a LibreOffice conversion).
    if ('keepAliveTimeout' in server) server.keepAliveTimeout = 65_000
  })
}
