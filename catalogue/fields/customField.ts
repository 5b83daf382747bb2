import type { z } from 'zod'
import { withMeta, type CustomField, type FieldMeta } from './fieldKind.ts'

/** A field with its own value schema and a named studio editor, such as 'booking-exclude-resorts'. */
export function custom<T>(opts: FieldMeta & { editor: string; schema: z.ZodType<T>; default: T }): CustomField<T> {
  return { kind: 'custom', schema: opts.schema, default: opts.default, meta: withMeta(opts), editor: opts.editor }
}
