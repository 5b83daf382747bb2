import { z } from 'zod'
import { Id } from '../model/ids.ts'
import { withMeta, type FieldMeta, type SpecialsField } from './fieldKind.ts'

/** An ordered list of special-offer ids; the offers themselves are loaded from the database at build time. */
export function specials(opts: FieldMeta & { maxItems?: number }): SpecialsField {
  const maxItems = opts.maxItems ?? 24
  return {
    kind: 'specials',
    schema: z
      .array(Id)
      .max(maxItems, `must list at most ${maxItems} specials`)
      .refine((ids) => new Set(ids).size === ids.length, 'must not list the same special twice'),
    default: [],
    meta: withMeta(opts),
    maxItems,
  }
}
