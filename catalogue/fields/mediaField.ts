import { z } from 'zod'
import type { Breakpoint } from '../model/breakpointSchema.ts'
import { withMeta, type FieldMeta, type ImageSize, type MediaField, type MediaValue } from './fieldKind.ts'
import { SafeUrl } from './safeUrl.ts'

export const MediaValueSchema: z.ZodType<MediaValue> = z
  .object({ url: SafeUrl, alt: z.string().max(500, 'must be at most 500 characters').default('') })
  .strict()

export function media(
  opts: FieldMeta & { sizes: Partial<Record<Breakpoint, ImageSize>>; fit?: 'contain'; default?: MediaValue | null },
): MediaField {
  return {
    kind: 'media',
    schema: MediaValueSchema.nullable(),
    default: opts.default ?? null,
    meta: withMeta(opts),
    sizes: opts.sizes,
    ...(opts.fit ? { fit: opts.fit } : {}),
  }
}
