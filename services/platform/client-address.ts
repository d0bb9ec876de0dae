/**
 * The address a request came from, for throttling failed logins. X-Forwarded-For is trusted only
 * when the direct peer is on loopback (the shop server or a local proxy in front of the services).
 */
import { getConnInfo } from '@hono/node-server/conninfo'
import type { Context } from 'hono'

const loopback = /^(127\.|::1$|::ffff:127\.)/

/** The client's address, or 'unknown' when the request did not come over a socket. */
export function clientAddress(c: Context): string {
  let peer = 'unknown'
  try {
    peer = getConnInfo(c).remote.address ?? 'unknown'
  } catch {
    // Requests handed to app.fetch directly (in-process) have no socket.
  }
  const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim()
  return forwarded && (loopback.test(peer) || peer === 'unknown') ? forwarded : peer
}
