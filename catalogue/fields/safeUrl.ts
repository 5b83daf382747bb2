import { z } from 'zod'
import { checkUrl } from './checkUrl.ts'

export { allowedUrlSchemes, checkUrl, checkWebUrl, isSafeUrl, sitePathPattern, type UrlCheck, type WebUrlRule } from './checkUrl.ts'

/** A URL that passed `checkUrl`; the message of a failure says why. */
export const SafeUrl = z
  .string()
  .max(2048, 'must be at most 2048 characters')
  .transform((raw, ctx) => {
    const checked = checkUrl(raw)
    if (checked.ok) return checked.url
    ctx.addIssue({ code: 'custom', message: `unsafe URL: ${checked.reason}` })
    return z.NEVER
  })
