import { z } from 'zod'
import { checkWebUrl, type WebUrlRule } from './checkUrl.ts'
import { withMeta, withQuick, type FieldMeta, type TextField, type TextareaField, type WysiwygField } from './fieldKind.ts'

/**
 * A definition's pattern as a whole-value check. Written as `/[a-z]+/` a pattern would only ask that the value
 * *contain* a match ('abc #x' passes '#[a-z]+'), so it is always anchored here, whatever the definition wrote;
 * `g` and `y` are dropped because they make `test` stateful.
 */
export function anchoredPattern(regex: RegExp): RegExp {
  return new RegExp(`^(?:${regex.source})$`, regex.flags.replace(/[gy]/g, ''))
}

/**
 * Text as a page can show it: control characters other than tab and line breaks dropped, and a lone UTF-16
 * surrogate made U+FFFD. The server writes a lone surrogate as U+FFFD while the browser's copy keeps it, so
 * hydration found different text and React threw the page's server HTML away (a blank page); control
 * characters have no place in copy. Cleaned on parse, so what is rendered and what the payload holds agree.
 */
export function cleanText(value: string): string {
  return value
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '')
    .replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd')
}

/** `z.string().max(maxLength).transform(cleanText)` without zod (see withQuick). */
const quickText = (maxLength: number) => (v: unknown) => (typeof v === 'string' && v.length <= maxLength ? cleanText(v) : undefined)

export function text(
  opts: FieldMeta & {
    default?: string
    maxLength?: number
    pattern?: { regex: RegExp; message: string }
    /** The value is a URL that code navigates to or embeds: checked with `checkWebUrl`, so never javascript: and the like. */
    url?: WebUrlRule
  },
): TextField {
  const maxLength = opts.maxLength ?? 500
  const plain = quickText(maxLength)
  let schema: z.ZodType<string> = withQuick(z.string().max(maxLength, `must be at most ${maxLength} characters`).transform(cleanText), plain)
  const whole = opts.pattern && anchoredPattern(opts.pattern.regex)
  const rule = opts.url
  // An empty value is always allowed: it means "not filled in yet".
  if (whole) schema = schema.refine((v) => v === '' || whole.test(v), opts.pattern!.message)
  if (rule)
    schema = schema.superRefine((v, ctx) => {
      if (v === '') return
      const checked = checkWebUrl(v, rule)
      if (!checked.ok) ctx.addIssue({ code: 'custom', message: `unsafe URL: ${checked.reason}` })
    })
  // The same checks in the same order, on the cleaned text as the refinements get it.
  if (whole || rule)
    withQuick(schema, (v) => {
      const cleaned = plain(v)
      if (cleaned === undefined || cleaned === '') return cleaned
      if (whole && !whole.test(cleaned)) return undefined
      return rule && !checkWebUrl(cleaned, rule).ok ? undefined : cleaned
    })
  return {
    kind: 'text',
    schema,
    default: opts.default ?? '',
    meta: withMeta(opts),
    maxLength,
    ...(whole || rule ? { coded: true as const } : {}),
  }
}

export function textarea(opts: FieldMeta & { default?: string; maxLength?: number }): TextareaField {
  const maxLength = opts.maxLength ?? 10_000
  return {
    kind: 'textarea',
    schema: withQuick(z.string().max(maxLength, `must be at most ${maxLength} characters`).transform(cleanText), quickText(maxLength)),
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
    schema: withQuick(z.string().max(200_000, 'must be at most 200000 characters').transform(cleanText), quickText(200_000)),
    default: opts.default ?? '',
    meta: withMeta(opts),
  }
}
