import pg from 'pg'
import type { Db } from '../db/openDatabase.ts'
import { NoticeBarrier } from './noticeBarrier.ts'

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
 * The page reads one process keeps for one database (GET /api/pages/:id is the hot path). Key: the page id.
 * Invariant: a kept read is answered only when the row's version and updated_at, asked on every read (a few
 * microseconds on SQLite, one small prepared query on PostgreSQL), are those it was made from; what is saved is
 * the parse and the text of the draft. So a read that starts after a save has answered sees that save, on every
 * instance: a change notice from another instance (the trigger of migration 0004) can arrive later than such a
 * read, and is used only to drop what changed sooner. Bound: `maxBytes` of answers, oldest dropped first.
 * Writes through this process drop what they change at once.
 */
export class PageReadCache {
  private readonly entries = new Map<string, KeptRead>()
  private bytes = 0
  /** Bumped on every drop: a read that began before a change must not keep what it read. */
  private generation = 0
  /** PostgreSQL: the change listener is connected. */
  listening = false
  /**
   * Whether every change notice committed before the call has been handled (PostgreSQL, while listening: see
   * noticeBarrier.ts); false when that is not known, and the row is asked instead.
   */
  caughtUp: () => Promise<boolean> = async () => false
  /** The listening connection while there is one (a test holds its notices back by pausing it). */
  listener: pg.Client | undefined

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

/** Keep a connection listening for page changes (reconnecting when lost); its notices drop changed reads sooner. */
function listenForChanges(db: Db, pool: pg.Pool, cache: PageReadCache): void {
  // Sent through the pool: the listening connection only listens, so a notice never waits behind a query of ours.
  // Without waiting for the disk: the notice only orders, it records nothing (the channel and payload are our own
  // hex name and a number, so they are written into the text).
  const barrier = new NoticeBarrier((channel, payload) => pool.query(`begin; set local synchronous_commit = off; select pg_notify('${channel}', '${payload}'); commit`))
  cache.caughtUp = () => (cache.listening ? barrier.caughtUp() : Promise.resolve(false))
  let client: pg.Client | undefined
  let closed = false
  let retry: NodeJS.Timeout | undefined
  const connect = async () => {
    const current = new pg.Client(pool.options)
    client = current
    const lost = () => {
      if (client !== current) return
      client = undefined
      cache.listening = false
      cache.listener = undefined
      barrier.fail()
      cache.dropAll()
      current.end().catch(() => undefined)
      if (!closed) (retry = setTimeout(() => void connect(), 1000)).unref()
    }
    current.on('error', lost)
    current.on('end', lost)
    current.on('notification', (notice) => {
      if (notice.channel === barrier.channel) barrier.heard(notice.payload ?? '')
      else if (notice.payload) cache.drop(notice.payload)
    })
    try {
      await current.connect()
      const { rows } = await current.query<{ schema: string }>('select current_schema() as schema')
      await current.query(`listen "voix_pages_${rows[0]!.schema.replace(/"/g, '""')}"`)
      await current.query(`listen "${barrier.channel}"`)
      if (client !== current) return
      // Whatever was kept before the listener was up may have missed a change.
      cache.dropAll()
      cache.listener = current
      cache.listening = true
    } catch {
      lost()
    }
  }
  db.beforeClose?.add(async () => {
    closed = true
    clearTimeout(retry)
    cache.listening = false
    barrier.fail()
    const current = client
    client = undefined
    await current?.end()
  })
  void connect()
}
