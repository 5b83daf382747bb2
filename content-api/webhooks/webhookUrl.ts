import { isIP } from 'node:net'
import { z } from 'zod'

/**
 * Whether a host is written as a loopback, private, link-local or unspecified address (or is `localhost`). Only
 * literal addresses are checked: a name that resolves to one is not, which a receiver on a private network
 * behind a public name relies on.
 */
export function isPrivateHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase()
  if (host === 'localhost' || host.endsWith('.localhost')) return true
  const version = isIP(host)
  if (version === 4) {
    const [a, b] = host.split('.').map(Number) as [number, number]
    return a === 0 || a === 10 || a === 127 || (a === 169 && b === 254) || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168) || (a === 100 && b >= 64 && b <= 127)
  }
  if (version === 6) {
    if (host === '::' || host === '::1') return true
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(host)
    if (mapped) return isPrivateHost(mapped[1]!)
    if (/^::ffff:[0-9a-f]{1,4}:[0-9a-f]{1,4}$/.test(host)) {
      const [hi, lo] = host.slice(7).split(':').map((h) => parseInt(h, 16)) as [number, number]
      return isPrivateHost(`${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`)
    }
    return /^f[cd]/.test(host) || /^fe[89ab]/.test(host)
  }
  return false
}

/**
 * Private receivers are allowed unless `WEBHOOK_ALLOW_PRIVATE` is `false` (or `0`, `no`): receivers on the same
 * machine or network, and the tests, are on such addresses. A server whose admins should not reach its private
 * network through webhooks sets it to false.
 */
export function privateAllowed(env: Record<string, string | undefined> = process.env): boolean {
  return !/^(false|0|no|off)$/i.test(env.WEBHOOK_ALLOW_PRIVATE?.trim() ?? '')
}

/** A receiver's address: http or https, no user name or password, and (when private ones are refused) not private. */
export function webhookUrl(allowPrivate: boolean) {
  return z
    .string({ error: 'must be a web address such as https://example.com/hooks/voix' })
    .trim()
    .max(2000, 'must be at most 2000 characters')
    .superRefine((value, ctx) => {
      let url: URL
      try {
        url = new URL(value)
      } catch {
        ctx.addIssue({ code: 'custom', message: 'must be a web address such as https://example.com/hooks/voix' })
        return
      }
      if (url.protocol !== 'https:' && url.protocol !== 'http:') ctx.addIssue({ code: 'custom', message: 'must start with https:// or http://' })
      else if (url.username || url.password) ctx.addIssue({ code: 'custom', message: 'must not contain a user name or password; the signature proves who sends' })
      else if (!allowPrivate && isPrivateHost(url.hostname)) ctx.addIssue({ code: 'custom', message: 'must not be a private or loopback address on this server (WEBHOOK_ALLOW_PRIVATE is off)' })
    })
}
