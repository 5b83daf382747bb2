import { z } from 'zod'
import type { Breakpoint } from '../model/breakpointSchema.ts'
import { withMeta, withQuick, type FieldMeta, type ImageSize, type MediaField, type MediaValue } from './fieldKind.ts'
import { checkUrl, SafeUrl } from './safeUrl.ts'

export const MediaValueSchema: z.ZodType<MediaValue> = z
  .object({ url: SafeUrl, alt: z.string().max(500, 'must be at most 500 characters').default('') })
  .strict()

/** MediaValueSchema.nullable() for a value of url and alt (see withQuick). */
function quickMedia(v: unknown): MediaValue | null | undefined {
  if (v === null) return null
  if (typeof v !== 'object' || Array.isArray(v)) return undefined
  const value = v as Record<string, unknown>
  for (const key in value) if (!Object.hasOwn(value, key) || (key !== 'url' && key !== 'alt') || value[key] === undefined) return undefined
  const { url, alt } = value
  if (typeof url !== 'string' || url.length > 2048 || (alt !== undefined && (typeof alt !== 'string' || alt.length > 500))) return undefined
  const checked = checkUrl(url)
  return checked.ok ? { url: checked.url, alt: alt ?? '' } : undefined
}

export function media(
  opts: FieldMeta & { sizes: Partial<Record<Breakpoint, ImageSize>>; fit?: 'contain'; default?: MediaValue | null },
): MediaField {
  return {
    kind: 'media',
    schema: withQuick(MediaValueSchema.nullable(), quickMedia),
    default: opts.default ?? null,
    meta: withMeta(opts),
    sizes: opts.sizes,
    ...(opts.fit ? { fit: opts.fit } : {}),
  }
}
