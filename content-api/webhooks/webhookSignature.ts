import { createHmac, timingSafeEqual } from 'node:crypto'

/** Deliveries older than this are refused by a receiver that follows content-api/README.md (replays). */
export const signatureTolerance = 5 * 60

/**
 * The `Voix-Signature` header of a delivery, as GitHub and Stripe sign theirs: `t=<unix seconds>,v1=<hex
 * HMAC-SHA256 of "<t>.<raw body>">`. The timestamp is signed with the body, so an old delivery cannot be replayed
 * under a new time.
 */
export function signDelivery(secret: string, body: string, at = Math.floor(Date.now() / 1000)): string {
  return `t=${at},v1=${createHmac('sha256', secret).update(`${at}.${body}`).digest('hex')}`
}

/**
 * What a receiver does (the README shows it): recompute, compare in constant time, refuse an old timestamp.
 * Answers why a delivery is refused, or undefined when it is genuine.
 */
export function checkSignature(secret: string, body: string, header: string | undefined | null, nowSeconds = Math.floor(Date.now() / 1000)): string | undefined {
  const parts = new Map<string, string[]>()
  for (const part of (header ?? '').split(',')) {
    const at = part.indexOf('=')
    if (at > 0) parts.set(part.slice(0, at).trim(), [...(parts.get(part.slice(0, at).trim()) ?? []), part.slice(at + 1).trim()])
  }
  const t = Number(parts.get('t')?.[0])
  if (!Number.isInteger(t)) return 'no timestamp'
  if (Math.abs(nowSeconds - t) > signatureTolerance) return 'timestamp too old'
  const expected = Buffer.from(createHmac('sha256', secret).update(`${t}.${body}`).digest('hex'))
  // Several v1 values may be sent while a secret is rotated; one must match.
  const ok = (parts.get('v1') ?? []).some((v) => {
    // Bytes, not characters: a non-ASCII value of the same length would make timingSafeEqual throw.
    const given = Buffer.from(v)
    return given.length === expected.length && timingSafeEqual(given, expected)
  })
  return ok ? undefined : 'signature does not match'
}
