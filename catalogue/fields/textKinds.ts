import { z } from 'zod'
import { withMeta, type FieldMeta, type TextField, type TextareaField, type WysiwygField } from './fieldKind.ts'

export function text(
  opts: FieldMeta & { default?: string; maxLength?: number; pattern?: { regex: RegExp; message: string } },
): TextField {
  const maxLength = opts.maxLength ?? 500
  let schema = z.string().max(maxLength, `must be at most ${maxLength} characters`)
  // An empty value is always allowed: it means "not filled in yet".
  if (opts.pattern) schema = schema.regex(new RegExp(`^$|${opts.pattern.regex.source}`), opts.pattern.message)
  return {
    kind: 'text',
    schema,
    default: opts.default ?? '',
    meta: withMeta(opts),
    maxLength,
  }
}

export function textarea(opts: FieldMeta & { default?: string; maxLength?: number }): TextareaField {
  const maxLength = opts.maxLength ?? 10_000
  return {
    kind: 'textarea',
    schema: z.string().max(maxLength, `must be at most ${maxLength} characters`),
    default: opts.default ?? '',
    meta: withMeta(opts),
    maxLength,
  }
}

/**
 * Rich text as HTML. The content API sanitises it with an allowlist on every save and the build again on
 * load, so renderers may trust it; the schema here only bounds its size.
 */
export function wysiwyg(opts: FieldMeta & { default?: string }): WysiwygField {
  return {
    kind: 'wysiwyg',
    schema: z.string().max(200_000, 'must be at most 200000 characters'),
    default: opts.default ?? '',
    meta: withMeta(opts),
  }
}
