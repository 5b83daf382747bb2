import { z } from 'zod'
import { custom, media, text } from '../../../catalogue/fields/index.ts'
import type { AnyField, ImageSize } from '../../../catalogue/fields/fieldKind.ts'
import type { Breakpoint } from '../../../catalogue/model/breakpointSchema.ts'
import { ImageAddressEditor } from '../editors/ImageAddressEditor.tsx'
import { SiteEditor } from '../editors/SiteEditor.tsx'
import type { RecordDoc, RecordField } from '../RecordConfig.ts'
import type { ComponentType } from 'react'
import type { EditorProps } from '../../editor/fields/editorProps.ts'

/** A field kept as null when empty (an optional date, a record it may name). */
export const nullWhenEmpty = (key: string, field: AnyField, more: Partial<RecordField> = {}): RecordField => ({
  key,
  field,
  get: (doc) => doc[key] ?? '',
  set: (doc, value) => ({ ...doc, [key]: value === '' || value === undefined ? null : value }),
  ...more,
})

/** An optional URL: left out of the record when empty. */
export const optionalUrl = (key: string, label: string, help?: string): RecordField => ({
  key,
  field: text({ label, help, maxLength: 2048 }),
  get: (doc) => doc[key] ?? '',
  set: (doc, value) => {
    const { [key]: _old, ...rest } = doc
    return value ? { ...rest, [key]: value } : rest
  },
})

/**
 * An optional image the record keeps as its address: chosen or uploaded in the media library, or any address
 * already stored (an older value, a file elsewhere) kept and shown as it is; left out of the record when removed.
 */
export const imageAddress = (key: string, label: string, sizes: Partial<Record<Breakpoint, ImageSize>> = {}): RecordField => ({
  key,
  field: media({ label, sizes }),
  get: (doc) => (typeof doc[key] === 'string' && doc[key] ? { url: doc[key], alt: '' } : null),
  set: (doc, value) => {
    const { [key]: _old, ...rest } = doc
    const url = (value as { url?: unknown } | null)?.url
    return typeof url === 'string' && url ? { ...rest, [key]: url } : rest
  },
  editor: ImageAddressEditor as ComponentType<EditorProps>,
})

/** A date and time as the API stores it (UTC, with Z) from a datetime-local input; empty is null. */
export const utcDatetime = (key: string, field: AnyField): RecordField => ({
  key,
  field,
  get: (doc) => (typeof doc[key] === 'string' ? (doc[key] as string).slice(0, 16) : ''),
  set: (doc, value) => ({ ...doc, [key]: typeof value === 'string' && value ? (value.length === 16 ? `${value}:00Z` : value) : null }),
})

/** The record's site; "Every site" too when `optional`. */
export const siteField = (optional: boolean): RecordField => ({
  key: 'site_id',
  field: custom({ label: 'Site', editor: 'site', schema: optional ? z.string().nullable() : z.string(), default: optional ? null : '' }),
  editor: SiteEditor as ComponentType<EditorProps>,
})

export const plain = (key: string, field: AnyField, more: Partial<RecordField> = {}): RecordField => ({ key, field, ...more })

export const str = (doc: RecordDoc, key: string) => (typeof doc[key] === 'string' ? (doc[key] as string) : '')
