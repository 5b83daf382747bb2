import { z } from 'zod'
import { withMeta, type DateField, type DatetimeField, type FieldMeta } from './fieldKind.ts'

export function date(opts: FieldMeta & { default?: string }): DateField {
  const schema = z.iso.date({ error: 'must be a date such as 2026-12-31' })
  return { kind: 'date', schema: schema.or(z.literal('')), default: opts.default ?? '', meta: withMeta(opts) }
}

/** Date and time; local (no zone, as a datetime-local input gives it) or with an offset. */
export function datetime(opts: FieldMeta & { default?: string }): DatetimeField {
  const schema = z.iso.datetime({ local: true, offset: true, error: 'must be a date and time such as 2026-12-31T23:59' })
  return { kind: 'datetime', schema: schema.or(z.literal('')), default: opts.default ?? '', meta: withMeta(opts) }
}
