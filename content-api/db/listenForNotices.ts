import pg from 'pg'
import type { Db } from './openDatabase.ts'

export interface NoticeHandler {
  /** A notice on the channel, with its payload. */
  notice(payload: string): void
  /** Listening (again): whatever was held while not listening may have missed a notice. */
  listening(): void
  /** No longer listening (the connection was lost); notices may be missed until `listening` again. */
  lost(): void
}

interface Channel {
  handlers: Set<NoticeHandler>
  listening: boolean
}

const channels = new WeakMap<pg.Pool, Map<string, Channel>>()

/**
 * PostgreSQL only: hear the notices other instances send on `name` (sendNotice) for this schema, on one connection
 * per pool and name kept open (and opened again when lost). Answers the function that stops hearing them.
 * The page read cache has its own listener (pages/pageReadCache.ts), older than this.
 */
export function listenForNotices(db: Db, name: string, handler: NoticeHandler): () => void {
  const pool = db.pool
  if (!pool) return () => undefined
  let byName = channels.get(pool)
  if (!byName) channels.set(pool, (byName = new Map()))
  let channel = byName.get(name)
  if (!channel) {
    byName.set(name, (channel = { handlers: new Set(), listening: false }))
    connect(db, pool, name, channel)
  }
  channel.handlers.add(handler)
  if (channel.listening) handler.listening()
  const held = channel
  return () => held.handlers.delete(handler)
}

/** Tell every instance listening on `name` in this schema; nothing on SQLite, where there is one process. */
export async function sendNotice(db: Db, name: string, payload: string): Promise<void> {
  if (!db.pool) return
  await db.pool.query(`select pg_notify('voix_${name}_' || current_schema(), $1)`, [payload])
}

function connect(db: Db, pool: pg.Pool, name: string, channel: Channel): void {
  let client: pg.Client | undefined
  let closed = false
  let retry: NodeJS.Timeout | undefined
  const open = async () => {
    const current = new pg.Client(pool.options)
    client = current
    const lost = () => {
      if (client !== current) return
      client = undefined
      channel.listening = false
      for (const handler of channel.handlers) handler.lost()
      current.end().catch(() => undefined)
      if (!closed) (retry = setTimeout(() => void open(), 1000)).unref()
    }
    current.on('error', lost)
    current.on('end', lost)
    current.on('notification', (notice) => {
      if (notice.payload !== undefined) for (const handler of channel.handlers) handler.notice(notice.payload)
    })
    try {
      await current.connect()
      const { rows } = await current.query<{ schema: string }>('select current_schema() as schema')
      await current.query(`listen "voix_${name}_${rows[0]!.schema.replace(/"/g, '""')}"`)
      if (client !== current) return
      channel.listening = true
      for (const handler of channel.handlers) handler.listening()
    } catch {
      lost()
    }
  }
  db.beforeClose?.add(async () => {
    closed = true
    clearTimeout(retry)
    channel.listening = false
    const current = client
    client = undefined
    await current?.end()
  })
  void open()
}
