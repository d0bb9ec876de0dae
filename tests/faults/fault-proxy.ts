/**
 * A fault-injecting HTTP proxy in front of the real services (issue 11, faults). Each path prefix
 * has a mode, switched at runtime: pass, down (the connection is reset without an answer), slow
 * (held longer than the shop waits, dropped if the shop gives up), late (forwarded at once, the
 * answer held back), status (5xx), tooMany (429 with Retry-After), malformed (200 with broken
 * JSON). `refuse()` closes the port (connection refused) until `recover()`. Every request is logged
 * with its method, path and what the proxy did, so tests can count attempts. The same switch is on
 * `/__faults__` over HTTP for the journeys, which run the proxy in another process.
 */
import { createServer, request as forward, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo, Socket } from 'node:net'

/** What the proxy does with a request under a prefix. */
export type FaultMode =
  | { readonly kind: 'pass' }
  | { readonly kind: 'down' }
  | { readonly kind: 'slow'; readonly delayMs: number }
  | { readonly kind: 'late'; readonly delayMs: number }
  | { readonly kind: 'status'; readonly status: number }
  | { readonly kind: 'tooMany'; readonly retryAfterSeconds: number }
  | { readonly kind: 'malformed' }

/** One request the proxy saw. */
export interface ProxiedRequest {
  readonly method: string
  readonly path: string
  readonly mode: FaultMode['kind']
}

/** A running proxy. */
export interface FaultProxy {
  readonly url: string
  /** Sets the mode of every path starting with `prefix` (the longest matching prefix wins). */
  set(prefix: string, mode: FaultMode): void
  /** Every prefix back to pass, and the port open again. */
  recover(): Promise<void>
  /** Closes the listening port and every open connection: the next connection is refused. */
  refuse(): Promise<void>
  /** The requests seen since the last `clearLog`, oldest first. */
  log(): readonly ProxiedRequest[]
  /** How many requests matched `method` and a path starting with `prefix`. */
  count(method: string, prefix: string): number
  clearLog(): void
  close(): Promise<void>
}

/** The control path of the proxy over HTTP (for another process). */
export const CONTROL_PATH = '/__faults__'

const pass: FaultMode = { kind: 'pass' }

/** The mode of `path`: the longest prefix set, else pass. */
export function modeFor(rules: ReadonlyMap<string, FaultMode>, path: string): FaultMode {
  let best: [string, FaultMode] | undefined
  for (const [prefix, mode] of rules)
    if (path.startsWith(prefix) && (!best || prefix.length > best[0].length)) best = [prefix, mode]
  return best?.[1] ?? pass
}

/** Forwards a request to `upstream` and hands the answer back after `delayMs`. */
function forwardTo(upstream: URL, req: IncomingMessage, res: ServerResponse, delayMs = 0): void {
  const out = forward(
    {
      host: upstream.hostname,
      port: upstream.port,
      method: req.method,
      path: req.url,
      headers: { ...req.headers, host: upstream.host },
    },
    (answer) => {
      const send = () => {
        if (res.destroyed) return answer.resume()
        res.writeHead(answer.statusCode ?? 502, answer.headers)
        answer.pipe(res)
      }
      if (delayMs > 0) setTimeout(send, delayMs)
      else send()
    },
  )
  out.on('error', () => res.destroy())
  req.pipe(out)
}

/** Answers a request with the fault of `mode`, or forwards it. */
function handle(upstream: URL, mode: FaultMode, req: IncomingMessage, res: ServerResponse): void {
  switch (mode.kind) {
    case 'pass':
      return forwardTo(upstream, req, res)
    case 'down':
      req.socket.destroy()
      return
    case 'slow': {
      // A service that never gets to the request in time: if the shop gives up, nothing reaches it.
      const timer = setTimeout(() => forwardTo(upstream, req, res), mode.delayMs)
      res.on('close', () => clearTimeout(timer))
      return
    }
    case 'late':
      return forwardTo(upstream, req, res, mode.delayMs)
    case 'status':
      req.resume()
      res.writeHead(mode.status, { 'content-type': 'application/json' })
      res.end(JSON.stringify({ error: { message: `Injected ${mode.status}` } }))
      return
    case 'tooMany':
      req.resume()
      res.writeHead(429, {
        'content-type': 'application/json',
        'retry-after': String(mode.retryAfterSeconds),
      })
      res.end(JSON.stringify({ error: { message: 'Too many requests' } }))
      return
    case 'malformed':
      req.resume()
      res.writeHead(200, { 'content-type': 'application/json' })
      res.end('{"data": {"broken": ')
  }
}

/** Reads a JSON body of the control path. */
async function jsonBody(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  return chunks.length === 0 ? {} : (JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown)
}

/** Starts a proxy to `upstreamUrl` on `port` (0: one the system picks). */
export async function startFaultProxy(upstreamUrl: string, port = 0): Promise<FaultProxy> {
  const upstream = new URL(upstreamUrl)
  const rules = new Map<string, FaultMode>()
  let seen: ProxiedRequest[] = []
  const sockets = new Set<Socket>()
  const proxy: Omit<FaultProxy, 'url'> = {
    set: (prefix, mode) => void rules.set(prefix, mode),
    async recover() {
      rules.clear()
      if (!server.listening) await listen(boundPort)
    },
    async refuse() {
      await new Promise<void>((done) => {
        server.close(() => done())
        for (const socket of sockets) socket.destroy()
      })
    },
    log: () => seen,
    count: (method, prefix) => seen.filter((r) => r.method === method && r.path.startsWith(prefix)).length,
    clearLog: () => void (seen = []),
    close: async () => {
      if (server.listening) await proxy.refuse()
    },
  }
  const control = async (req: IncomingMessage, res: ServerResponse) => {
    const body = (await jsonBody(req)) as { prefix?: string; mode?: FaultMode; action?: string }
    if (body.action === 'recover') await proxy.recover()
    else if (body.action === 'clearLog') proxy.clearLog()
    else if (body.prefix && body.mode) proxy.set(body.prefix, body.mode)
    res.writeHead(200, { 'content-type': 'application/json' })
    res.end(JSON.stringify({ log: seen }))
  }
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://proxy').pathname
    if (path === CONTROL_PATH) return void control(req, res)
    const mode = modeFor(rules, path)
    seen.push({ method: req.method ?? 'GET', path, mode: mode.kind })
    handle(upstream, mode, req, res)
  })
  server.on('connection', (socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
  })
  const listen = (at: number) =>
    new Promise<number>((resolve) =>
      server.listen(at, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
    )
  const boundPort = await listen(port)
  return { url: `http://127.0.0.1:${boundPort}`, ...proxy }
}
