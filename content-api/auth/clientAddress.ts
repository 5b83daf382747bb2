import type { Context } from 'hono'
import { getConnInfo } from '@hono/node-server/conninfo'

/**
 * The address a request came from, for rate limiting: the socket's peer. Behind a reverse proxy
 * (`TRUST_PROXY`) the peer is the proxy, so the last `X-Forwarded-For` entry is used instead: it is the one
 * our proxy appended; entries before it are whatever the client sent and prove nothing.
 */
export function clientAddress(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',').pop()?.trim()
    if (forwarded) return forwarded
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown'
  } catch {
    // No socket (a request made in-process, as tests do).
    return 'unknown'
  }
}
