import { z } from 'zod'
import { sitePathPattern } from '../../fields/safeUrl.ts'
import { Id } from '../ids.ts'
import { HeadTag } from '../page.ts'

/** A meta, link or (admins only) script tag added to every page of a site (or of every site) whose path starts with `pathPrefix`. */
export const HeadTagRule = z
  .object({
    id: Id,
    site_id: Id.nullable().default(null),
    name: z.string().min(1, 'must not be empty').max(200),
    pathPrefix: z
      .string()
      .max(500)
      .regex(sitePathPattern, "must be a path prefix such as '/' or '/blog'")
      .default('/'),
    tag: HeadTag,
    enabled: z.boolean().default(true),
  })
  .strict()
export type HeadTagRule = z.infer<typeof HeadTagRule>

/** An https origin, exactly as a browser writes it: scheme and host (and a port), no path, no trailing slash. */
export const ScriptOrigin = z
  .string()
  .max(200)
  .refine((raw) => {
    try {
      const url = new URL(raw)
      return url.protocol === 'https:' && url.origin === raw && !url.username && !url.password
    } catch {
      return false
    }
  }, 'must be an https origin such as https://www.googletagmanager.com (no path, no trailing slash)')

/** The origins head-tag scripts may load from; set by an admin (`PUT /api/settings/script-origins`), empty by default. */
export const ScriptOrigins = z
  .object({ origins: z.array(ScriptOrigin).max(50, 'must list at most 50 origins').refine((o) => new Set(o).size === o.length, 'must not list an origin twice') })
  .strict()
export type ScriptOrigins = z.infer<typeof ScriptOrigins>
