import { z } from 'zod'
import { SafeUrl } from '../fields/safeUrl.ts'
import { Breakpoint } from './breakpointSchema.ts'
import { Columns, CssLength, FontFamily, FontWeight, TextAlign } from './cssValues.ts'
import { Id } from './ids.ts'

/** Typography and layout overrides of one field at one breakpoint; unset values inherit from smaller breakpoints. Each value keeps to its kind's CSS grammar (cssValues.ts). */
export const FieldProperty = z
  .object({
    breakpoint: Breakpoint,
    font: FontFamily.optional(),
    fontSize: CssLength.optional(),
    fontWeight: FontWeight.optional(),
    letterSpacing: CssLength.optional(),
    lineHeight: CssLength.optional(),
    textAlign: TextAlign.optional(),
    columns: Columns.optional(),
  })
  .strict()
export type FieldProperty = z.infer<typeof FieldProperty>

export const MediaItem = z
  .object({
    url: SafeUrl,
    alt: z.string().max(500).default(''),
    breakpoint: Breakpoint.default('default'),
    width: z.number().int().positive().optional(),
    height: z.number().int().positive().optional(),
  })
  .strict()
export type MediaItem = z.infer<typeof MediaItem>

/**
 * One field of an element or page. `value` is checked against the block definition's field kind, which
 * knows its shape; the model only knows it is there.
 */
/** A field's id is written into the page's style sheet as a selector (`[data-vf="…"]`), so it keeps to a safe alphabet. */
export const FieldId = Id.regex(/^[A-Za-z0-9][A-Za-z0-9_.:-]*$/, 'must be letters, digits, - _ . and : only, starting with a letter or digit')

export const Field = z
  .object({
    id: FieldId,
    name: z.string().min(1, 'must not be empty').max(100),
    type: z.string().min(1, 'must not be empty').max(50),
    enabled: z.boolean().default(true),
    value: z.unknown().optional(),
    media: z.array(MediaItem).default([]),
    properties: z
      .array(FieldProperty)
      .default([])
      .refine(
        (props) => new Set(props.map((p) => p.breakpoint)).size === props.length,
        'must have at most one entry per breakpoint',
      ),
  })
  .strict()
export type Field = z.infer<typeof Field>
export type FieldInput = z.input<typeof Field>
