import { z } from 'zod'
import { Id } from '../model/ids.ts'
import { withMeta, withQuick, type FieldMeta, type SpecialsField } from './fieldKind.ts'

/** An ordered list of special-offer ids; the offers themselves are loaded from the database at build time. */
export function specials(opts: FieldMeta & { maxItems?: number }): SpecialsField {
  const maxItems = opts.maxItems ?? 24
  return {
    kind: 'specials',
    schema: withQuick(
      z
        .array(Id)
        .max(maxItems, `must list at most ${maxItems} specials`)
        .refine((ids) => new Set(ids).size === ids.length, 'must not list the same special twice'),
      // The same without zod: a new array (zod's is a copy), or undefined for the schema to name what is wrong.
      (v) => (Array.isArray(v) && v.length <= maxItems && v.every((id) => typeof id === 'string' && id.length >= 1 && id.length <= 100) && new Set(v).size === v.length ? [...(v as string[])] : undefined),
    ),
    default: [],
    meta: withMeta(opts),
    maxItems,
  }
}
