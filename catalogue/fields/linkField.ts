import { z } from 'zod'
import { withMeta, type FieldMeta, type LinkField, type LinkValue } from './fieldKind.ts'
import { SafeUrl } from './safeUrl.ts'

const linkText = z.string().max(300, 'must be at most 300 characters')

export const LinkValueSchema: z.ZodType<LinkValue> = z.union([
  z
    .object({
      href: SafeUrl,
      text: linkText,
      target: z.enum(['_self', '_blank']).optional(),
      relationship: z.string().max(100).optional(),
    })
    .strict(),
  z.object({ url: SafeUrl, text: linkText }).strict(),
])

export function link(opts: FieldMeta & { default?: LinkValue | null }): LinkField {
  return { kind: 'link', schema: LinkValueSchema.nullable(), default: opts.default ?? null, meta: withMeta(opts) }
}

export { linkHref } from './linkHref.ts'
