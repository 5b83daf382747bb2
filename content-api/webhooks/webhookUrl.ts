import { z } from 'zod'
import { hostRefusal } from './webhookAddress.ts'

/**
 * A receiver's address: http or https, no user name or password, and a host that may receive webhooks as far as its
 * text tells (webhookAddress.ts; names are checked again by what they resolve to when a delivery connects).
 */
export function webhookUrl(allowedHosts: readonly string[]) {
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
      else {
        const why = hostRefusal(url.hostname, allowedHosts)
        if (why) ctx.addIssue({ code: 'custom', message: `must be a public address: ${why}; if the receiver is yours, an admin can list its host in WEBHOOK_ALLOWED_HOSTS` })
      }
    })
}
