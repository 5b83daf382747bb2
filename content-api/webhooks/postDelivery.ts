import http from 'node:http'
import https from 'node:https'
import { isIP } from 'node:net'
import { AddressRefused, addressRefusal, checkedLookup, normalHost, type Resolve } from './webhookAddress.ts'

/** How much of a receiver's answer is kept with an attempt: a short excerpt, shown as such, never the whole answer. */
export const responseKept = 300

export interface PostOptions {
  headers: Record<string, string>
  body: string
  timeoutMs: number
  /** Hosts allowed although not public (WEBHOOK_ALLOWED_HOSTS). */
  allowedHosts: readonly string[]
  /** How names are resolved (the system's resolver; tests give their own). */
  resolve?: Resolve
}

/**
 * One POST to a receiver, with node's http client so the connection goes to the address that was checked: a
 * literal address is checked here, a name by the connection's `lookup` (webhookAddress.ts) at connect time.
 * Redirects are not followed (node's client never does); the answer's status, its `Location`, and at most
 * `responseKept` characters of its body are kept.
 */
export function postDelivery(url: URL, options: PostOptions): Promise<{ status: number; location: string | null; excerpt: string }> {
  const host = normalHost(url.hostname)
  if (isIP(host) && !options.allowedHosts.includes(host)) {
    const why = addressRefusal(host)
    if (why) return Promise.reject(new AddressRefused(`${host} is ${why}`))
  }
  const client = url.protocol === 'https:' ? https : http
  return new Promise((resolve, reject) => {
    const deadline = Date.now() + options.timeoutMs
    const req = client.request(url, {
      method: 'POST',
      agent: false,
      lookup: checkedLookup(options.allowedHosts, options.resolve),
      signal: AbortSignal.timeout(options.timeoutMs),
      headers: { ...options.headers, 'Content-Length': String(Buffer.byteLength(options.body)) },
    })
    req.on('error', reject)
    req.on('response', (res) => {
      const decoder = new TextDecoder()
      let text = ''
      const finish = () => {
        res.destroy()
        resolve({ status: res.statusCode ?? 0, location: res.headers.location ?? null, excerpt: text.slice(0, responseKept) })
      }
      res.on('data', (chunk: Buffer) => {
        text += decoder.decode(chunk, { stream: true })
        // No more of the answer is read than is kept.
        if (text.length >= responseKept || Date.now() > deadline) finish()
      })
      res.on('end', finish)
      // An answer cut off half-way: what came is kept.
      res.on('error', finish)
      res.on('aborted', finish)
    })
    req.end(options.body)
  })
}
