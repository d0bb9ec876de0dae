/**
 * The browser's address, handed to the services as X-Forwarded-For so that their login and
 * password-reset throttling counts each client on its own (the shop calls the embedded services
 * in-process, where they would otherwise see no address at all and count everyone as one). A
 * forwarded address is believed only from a proxy on the same machine, as the services do.
 */
import { getConnInfo } from '@hono/node-server/conninfo'
import type { Context } from 'hono'

const loopback = /^(127\.|::1$|::ffff:127\.)/

/** The client's address from the socket peer and the X-Forwarded-For header it came with. */
export function forwardedClientAddress(
  peer: string | undefined,
  forwardedFor: string | undefined,
): string | undefined {
  const forwarded = forwardedFor?.split(',')[0]?.trim()
  // Without a socket (a request handed to the app in-process, as tests do) only the header says.
  if (forwarded && (peer === undefined || loopback.test(peer))) return forwarded
  return peer
}

/** The address of the client of a request to the shop. */
export function clientAddressOf(c: Context): string | undefined {
  let peer: string | undefined
  try {
    peer = getConnInfo(c).remote.address
  } catch {
    // No socket: the request was handed to the app directly.
  }
  return forwardedClientAddress(peer, c.req.header('x-forwarded-for'))
}
