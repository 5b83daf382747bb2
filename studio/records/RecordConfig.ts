import type { ComponentType, ReactNode } from 'react'
import type { z } from 'zod'
import type { AnyField } from '../../catalogue/fields/fieldKind.ts'
import type { Capability } from '../../catalogue/model/capabilities.ts'
import type { EditorProps } from '../editor/fields/editorProps.ts'

/** A record as the list and the form hold it: the document, plus version and timestamps once stored. */
export type RecordDoc = Record<string, unknown> & { id?: string; version?: number }

/** One input of a record's form: a field kind of catalogue/fields, edited by the page editor's field editors. */
export interface RecordField {
  /** The document's key; also where the server's issues for it are shown. */
  key: string
  field: AnyField
  /** The editor's value from the document (when it is not simply `doc[key]`), and back. */
  get?: (doc: RecordDoc) => unknown
  set?: (doc: RecordDoc, value: unknown) => RecordDoc
  /** An editor of our own for a custom field (a menu's items, a site); otherwise the field kind's editor. */
  editor?: ComponentType<EditorProps>
  /** Server issue paths shown with this field besides `key` (e.g. 'imageAlt' with an image). */
  alsoIssues?: string[]
  /** Only on a new record (a user's first password), or only on an existing one. */
  only?: 'create' | 'edit'
}

export interface RecordColumn {
  label: string
  value: (doc: RecordDoc) => ReactNode
  /** The API's sort key for this column, when the list can be sorted by it. */
  sort?: string
  /** The value is a site's id: the list shows the site's name. */
  site?: true
}

/** How a record type plugs into the studio's list and form screens, like a block definition. */
export interface RecordConfig {
  /** The API's entity name (GET /api/<api>) and the studio path (/voix/<path>). */
  api: string
  path: string
  /** Shown as the list's heading and in the navigation: 'Menus'. */
  title: string
  /** The singular noun in sentences: 'menu'. */
  noun: string
  /** The catalogue schema the API validates with: a new record's defaults come from it. */
  schema: z.ZodObject
  columns: RecordColumn[]
  /** What the search box matches, in words ('name'); the API's `q` searches those columns. */
  searchHint: string
  defaultSort: { key: string; order: 'asc' | 'desc' }
  fields: RecordField[]
  /** The name of a record in sentences and headings. */
  name: (doc: RecordDoc) => string
  /** What a new record starts with, besides the schema's defaults. */
  blank?: () => RecordDoc
  /** The capability to see and change these records. */
  read: Capability
  write: Capability
  /** Specials: /copy/{id} makes a copy. */
  copy?: boolean
  /** The settings records (head tags, redirects, users) are at /{id} rather than /edit/{id}. */
  editPath: 'edit' | 'id'
  /** More actions on a stored record's form, beside Save (a post's or a special's scheduling). */
  formActions?: ComponentType<{ doc: RecordDoc; name: string }>
  /** Shown below a stored record's form and its save bar (a section's history): `onStored` puts a record the panel stored into the form. */
  formPanel?: ComponentType<{ doc: RecordDoc; dirty: boolean; onStored: (stored: RecordDoc, text: string) => void }>
  /** Where the public site shows this record (its site, null for the default one, and path), for "see it on the site" after a save. */
  livePath?: (doc: RecordDoc) => { site: string | null; path: string } | undefined
  /** Why a saved record is not on the site yet, and how to put it there; undefined when it is (or never has a page). */
  notLive?: (doc: RecordDoc) => string | undefined
}
