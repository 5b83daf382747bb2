import { z } from 'zod'
import { withMeta, type ColorField, type FieldMeta } from './fieldKind.ts'

/** Hex colours only: they are written into style attributes, so nothing that could carry CSS syntax gets through. */
export const HexColor = z
  .string()
  .regex(/^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{4}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$/, 'must be a hex colour such as #0b75c9')

export function color(opts: FieldMeta & { default?: string; picker?: boolean; palette?: boolean }): ColorField {
  return {
    kind: 'color',
    schema: opts.default === '' ? HexColor.or(z.literal('')) : HexColor,
    default: opts.default ?? '',
    meta: withMeta(opts),
    picker: opts.picker ?? true,
    palette: opts.palette ?? true,
  }
}
