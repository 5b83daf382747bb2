import type { LinkTarget } from './linkTarget.ts'
import type { z } from 'zod'
import type { Breakpoint } from '../model/breakpointSchema.ts'

/** What a studio form needs to lay out a field, shared by every kind. */
export interface FieldMeta {
  label: string
  /** Fields with the same group are shown together under this heading. */
  group?: string
  /** false: the field starts disabled on a new element and the editor must switch it on. */
  enabled?: boolean
  /** The field whose value names the element in the studio's tree. */
  editorLabel?: boolean
  help?: string
}

export interface FieldKindBase<K extends string, T> {
  kind: K
  /** Parses one stored or submitted value of this field. */
  schema: z.ZodType<T>
  default: T
  meta: Required<Pick<FieldMeta, 'label' | 'enabled' | 'editorLabel'>> & Omit<FieldMeta, 'label' | 'enabled' | 'editorLabel'>
}

export interface SelectOption<V extends string = string> {
  value: V
  label: string
}

export interface ImageSize {
  width: number
  height?: number
}

/** `coded`: the value is a code or an address (it has a pattern or is a URL), not words that could name a block. */
export type TextField = FieldKindBase<'text', string> & { maxLength: number; coded?: true }
export type TextareaField = FieldKindBase<'textarea', string> & { maxLength: number }
export type WysiwygField = FieldKindBase<'wysiwyg', string>
export type MediaField = FieldKindBase<'media', MediaValue | null> & {
  sizes: Partial<Record<Breakpoint, ImageSize>>
  fit?: 'contain'
}
export type LinkField = FieldKindBase<'link', LinkValue | null>
export type CheckboxField = FieldKindBase<'checkbox', boolean>
export type SelectField<V extends string = string> = FieldKindBase<'select', V> & { options: readonly SelectOption<V>[] }
export type ColorField = FieldKindBase<'color', string> & { picker: boolean; palette: boolean }
export type NumberField = FieldKindBase<'number', number> & { min?: number; max?: number; step?: number }
export type DateField = FieldKindBase<'date', string>
export type DatetimeField = FieldKindBase<'datetime', string>
export type SpecialsField = FieldKindBase<'specials', string[]> & { maxItems: number }
export type CustomField<T = unknown> = FieldKindBase<'custom', T> & { editor: string }

export type AnyField =
  | TextField
  | TextareaField
  | WysiwygField
  | MediaField
  | LinkField
  | CheckboxField
  | SelectField
  | ColorField
  | NumberField
  | DateField
  | DatetimeField
  | SpecialsField
  | CustomField

export type FieldKindName = AnyField['kind']

/** The stored value of a media field. */
export interface MediaValue {
  url: string
  alt: string
}

/** A link field accepts both stored shapes: {href, text, target, relationship} and {url, text}. */
export type LinkValue =
  | { href: string; text: string; target?: '_self' | '_blank'; relationship?: string; to?: LinkTarget }
  | { url: string; text: string }

export function withMeta(meta: FieldMeta): FieldKindBase<string, unknown>['meta'] {
  return { ...meta, label: meta.label, enabled: meta.enabled ?? true, editorLabel: meta.editorLabel ?? false }
}

// Quick answers by the schema object they stand for: a definition that puts another schema on a kind
// (`{ ...text(…), schema: OptionalSafeUrl }`) so leaves it to its own schema.
const quickParsers = new WeakMap<object, (value: unknown) => unknown>()

/**
 * Gives `schema` a quick answer: what the schema answers for a value in its usual form, made without zod, where
 * that is cheaper than the schema's generic machinery; undefined when it cannot vouch for the value (the schema
 * then decides, and names what is wrong). Never a different answer: `quickParse.test.ts` holds each to its schema.
 */
export function withQuick<S extends z.ZodType>(schema: S, quick: (value: unknown) => z.output<S> | undefined): S {
  quickParsers.set(schema, quick)
  return schema
}

/** The quick answer given to exactly this schema object, if any (see withQuick). */
export function quickParser(schema: object): ((value: unknown) => unknown) | undefined {
  return quickParsers.get(schema)
}
