import { z } from 'zod'
import { withMeta, withQuick, type DateField, type DatetimeField, type FieldMeta } from './fieldKind.ts'

/**
 * `format.or(z.literal(''))` without zod (see withQuick). zod checks an ISO string format by its pattern alone, so
 * the quick answer tests the very pattern the schema holds; anything else is the schema's to name.
 */
function isoOrEmpty(format: z.ZodStringFormat) {
  const pattern = format._zod.def.pattern
  const schema = format.or(z.literal(''))
  return pattern ? withQuick(schema, (v) => (typeof v === 'string' && (v === '' || ((pattern.lastIndex = 0), pattern.test(v))) ? v : undefined)) : schema
}

export function date(opts: FieldMeta & { default?: string }): DateField {
  return { kind: 'date', schema: isoOrEmpty(z.iso.date({ error: 'must be a date such as 2026-12-31' })), default: opts.default ?? '', meta: withMeta(opts) }
}

/** Date and time; local (no zone, as a datetime-local input gives it) or with an offset. */
export function datetime(opts: FieldMeta & { default?: string }): DatetimeField {
  const format = z.iso.datetime({ local: true, offset: true, error: 'must be a date and time such as 2026-12-31T23:59' })
  return { kind: 'datetime', schema: isoOrEmpty(format), default: opts.default ?? '', meta: withMeta(opts) }
}
