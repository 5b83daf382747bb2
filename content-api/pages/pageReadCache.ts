import pg from 'pg'
import type { Db } from '../db/openDatabase.ts'

/** A page read as the API answers it: the JSON bytes, with what the route checks and the ETag. */
export interface PageRead {
  body: Uint8Array<ArrayBuffer>
  site_id: string
  version: number
}

export interface KeptRead extends PageRead {
  /** The row's version and updated_at when `body` was made: every write to a page changes both. */
  stamp: string
}

/**
 * The page reads one process keeps for one database (GET /api/pages/:id is the hot path). A kept read is
 * answered only while it is known to match the row:
 * - on SQLite each read asks for the row's version and updated_at (a few microseconds) and compares;
 * - on PostgreSQL, where any query is a round trip, kept reads are answered without one while a listener is
 *   connected that hears every committed change of a page (the trigger of migration 0004); without that
 *   listener (not yet connected, or lost) reads compare the version as on SQLite.
 * Writes through this process drop what they change at once; another process's writes are dropped here when
 * their notice arrives, a moment after they commit.
 */
export class PageReadCache {
  private readonly entries = new Map<string, KeptRead>()
  private bytes = 0
  /** Bumped on every drop: a read that began before a change must not keep what it read. */
  private generation = 0
  /** PostgreSQL: the change listener is connected, so kept reads need no check. */
  trusted = false

  constructor(private readonly maxBytes = 32 * 1024 * 1024) {}

  get(id: string): KeptRead | undefined {
    return this.entries.get(id)
  }

  /** Call before reading a row; pass the answer to `keep` with the read. */
  begin(): number {
    return this.generation
  }

  keep(id: string, read: KeptRead, since: number): void {
    if (since !== this.generation) return
    this.drop(id, false)
    this.entries.set(id, read)
    this.bytes += read.body.length
    // Oldest first: a Map iterates in insertion order.
    for (const [oldest] of this.entries) {
      if (this.bytes <= this.maxBytes) break
      this.drop(oldest, false)
    }
  }

  drop(id: string, changed = true): void {
    if (changed) this.generation++
    const entry = this.entries.get(id)
    if (!entry) return
    this.bytes -= entry.body.length
    this.entries.delete(id)
  }

  /** What is kept now (the caches screen shows it). */
  usage(): { bytes: number; entries: number } {
    return { bytes: this.bytes, entries: this.entries.size }
  }

  dropAll(): void {
    this.generation++
    this.entries.clear()
    this.bytes = 0
  }
}

const caches = new WeakMap<object, PageReadCache>()

/** The cache of a database (the same for every Db value sharing its connection or pool). */
export function pageReadCache(db: Db): PageReadCache {
  const key = db.pool ?? db.sqlite ?? db.kysely
  let cache = caches.get(key)
  if (!cache) {
    caches.set(key, (cache = new PageReadCache()))
    if (db.pool) listenForChanges(db, db.pool, cache)
  }
  return cache
}

/** Keep a connection listening for page changes (reconnecting when lost); the cache is trusted only while it listens. */
function listenForChanges(db: Db, pool: pg.Pool, cache: PageReadCache): void {
  let client: pg.Client | undefined
  let closed = false
  let retry: NodeJS.Timeout | undefined
  const connect = async () => {
    const current = new pg.Client(pool.options)
    client = current
    const lost = () => {
      if (client !== current) return
      client = undefined
      cache.trusted = false
      cache.dropAll()
      current.end().catch(() => undefined)
      if (!closed) (retry = setTimeout(() => void connect(), 1000)).unref()
    }
    current.on('error', lost)
    current.on('end', lost)
    current.on('notification', (notice) => {
      if (notice.payload) cache.drop(notice.payload)
    })
    try {
      await current.connect()
      const { rows } = await current.query<{ schema: string }>('select current_schema() as schema')
      await current.query(`listen "voix_pages_${rows[0]!.schema.replace(/"/g, '""')}"`)
      if (client !== current) return
      // Whatever was kept before the listener was up may have missed a change.
      cache.dropAll()
      cache.trusted = true
    } catch {
      lost()
    }
  }
  db.beforeClose?.add(async () => {
    closed = true
    clearTimeout(retry)
    cache.trusted = false
    const current = client
    client = undefined
    await current?.end()
  })
  void connect()
}
