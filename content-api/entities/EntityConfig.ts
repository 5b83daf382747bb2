import type { z } from 'zod'
import type { Actor, Capability } from '../auth/permissions.ts'
import type { Db } from '../db/openDatabase.ts'

export interface Column<D> {
  /** The column's value for a document. */
  from: (doc: D) => string | number | null
  type?: 'text' | 'integer' | 'boolean'
  /** The document field clients filter and sort by; the column name when omitted. */
  field?: string
  filter?: boolean
  sort?: boolean
}

export interface WriteContext<D> {
  db: Db
  actor: Actor
  /** The stored document when updating. */
  existing?: D
}

/** One editable entity: its table, its schema, who may touch it, and what clients may filter and sort by. */
export interface EntityConfig<D extends { id: string } = { id: string }> {
  /** URL segment under /api, e.g. 'fact-sheets'. */
  name: string
  /** Singular noun for messages, e.g. 'fact sheet'. */
  label: string
  table: string
  /** The whole stored record (with id), strict. */
  schema: z.ZodType<D>
  /** Body of a create (no id) and of an update; both strict. */
  createBody: z.ZodType
  updateBody: z.ZodType
  /** How a document's `site_id` relates to sites, for scoping by X-Voix-Site and by a user's sites. */
  site: 'required' | 'optional' | 'none' | 'self'
  /** Columns besides id, written on every save; `document` holds the whole record unless `fromRow` rebuilds it. */
  columns: Record<string, Column<D>>
  /** Columns matched by `q`. */
  search: string[]
  defaultSort?: string
  read: Capability | 'public'
  write: Capability
  /** Turn a parsed body into the document to store, plus extra column values; sanitising and server-set fields go here. */
  prepare?: (body: Record<string, unknown>, ctx: WriteContext<D>) => Promise<{ doc: D; extra?: Record<string, unknown> }>
  /**
   * Run in the same transaction as an update (`doc` given) or a delete (no `doc`), before the write: rules that
   * span records (there is always an admin) and what must change with the record (a new password ends sign-ins).
   * Throwing an ApiError refuses the change and writes nothing.
   */
  guard?: (tx: Db, change: { id: string; existing: D; doc?: D; extra?: Record<string, unknown>; actor: Actor }) => Promise<void>
  /** What of a record a reader may not see (a release's preview secret, for someone who may not change it), left out of reads. */
  redact?: (doc: D, actor: Actor | null) => D
  /**
   * Run after a create (`after`), update (both) or delete (`before`) is stored: records that derive from this one.
   * `version` is the stored record's after a create or update, `actor` who made the change.
   */
  afterWrite?: (db: Db, change: { before?: D; after?: D; version?: number; actor?: Actor }) => Promise<void>
  /** Rebuild the document from a row for tables without a document column. */
  fromRow?: (row: Record<string, unknown>) => unknown
  /** No document column (the columns hold everything). */
  noDocument?: boolean
  /** Extra routes (copy, rotate a secret) mounted under /api/<name>. */
}
