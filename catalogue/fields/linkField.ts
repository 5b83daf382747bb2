import { z } from 'zod'
import { withMeta, withQuick, type FieldMeta, type LinkField, type LinkValue } from './fieldKind.ts'
import { checkUrl, SafeUrl } from './safeUrl.ts'
import { LinkTarget } from './linkTarget.ts'

const linkText = z.string().max(300, 'must be at most 300 characters')

export const LinkValueSchema: z.ZodType<LinkValue> = z.union([
  z
    .object({
      href: SafeUrl,
      text: linkText,
      target: z.enum(['_self', '_blank']).optional(),
      relationship: z.string().max(100).optional(),
      // A link by identity: `href` is the target's address when it was picked, kept current by the build.
      to: LinkTarget.optional(),
    })
    .strict(),
  z.object({ url: SafeUrl, text: linkText }).strict(),
])

/** LinkValueSchema.nullable() for a link of the first shape, {href, text, target, relationship} (see withQuick). */
function quickLink(v: unknown): LinkValue | null | undefined {
  if (v === null) return null
  if (typeof v !== 'object' || Array.isArray(v)) return undefined
  const value = v as Record<string, unknown>
  for (const key in value)
    if (!Object.hasOwn(value, key) || (key !== 'href' && key !== 'text' && key !== 'target' && key !== 'relationship') || value[key] === undefined) return undefined
  const { href, text, target, relationship } = value
  if (typeof href !== 'string' || href.length > 2048 || typeof text !== 'string' || text.length > 300) return undefined
  if (target !== undefined && target !== '_self' && target !== '_blank') return undefined
  if (relationship !== undefined && (typeof relationship !== 'string' || relationship.length > 100)) return undefined
  const checked = checkUrl(href)
  if (!checked.ok) return undefined
  return { href: checked.url, text, ...(target !== undefined ? { target } : {}), ...(relationship !== undefined ? { relationship } : {}) }
}

export function link(opts: FieldMeta & { default?: LinkValue | null }): LinkField {
  return { kind: 'link', schema: withQuick(LinkValueSchema.nullable(), quickLink), default: opts.default ?? null, meta: withMeta(opts) }
}

export { linkHref } from './linkHref.ts'
