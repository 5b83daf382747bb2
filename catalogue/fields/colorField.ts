import { z } from 'zod'
import { withMeta, withQuick, type ColorField, type FieldMeta } from './fieldKind.ts'

/** Hex colours only: they are written into style attributes, so nothing that could carry CSS syntax gets through. */
const hex = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{4}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$/
const hexColor = () => z.string().regex(hex, 'must be a hex colour such as #0b75c9')
export const HexColor = hexColor()

export function color(opts: FieldMeta & { default?: string; picker?: boolean; palette?: boolean }): ColorField {
  return {
    kind: 'color',
    // Its own schema object, so the quick answer (see withQuick) is this kind's alone.
    schema: withQuick(opts.default === '' ? hexColor().or(z.literal('')) : hexColor(), (v) => (typeof v === 'string' && (hex.test(v) || (v === '' && opts.default === '')) ? v : undefined)),
    default: opts.default ?? '',
    meta: withMeta(opts),
    picker: opts.picker ?? true,
    palette: opts.palette ?? true,
  }
}
