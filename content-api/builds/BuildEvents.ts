import type { Db } from '../db/openDatabase.ts'
import type { BuildEvent, BuildEventName } from './buildQueue.ts'

/** The listeners of one queue (webhooks), told as the jobs a build carries start, go live or fail. */
export class BuildEvents {
  private readonly listeners = new Set<(event: BuildEvent) => void>()

  constructor(private readonly db: Db) {}

  /** Answers the function that stops listening. A listener must not wait on the build. */
  on(listener: (event: BuildEvent) => void): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  /** One event per job the build carries; read only when someone listens, so the build path stays as it was. */
  async emit(ids: string[], event: BuildEventName, extra: Pick<BuildEvent, 'build' | 'error'>): Promise<void> {
    if (!this.listeners.size) return
    try {
      const rows = await this.db.kysely.selectFrom('build_jobs').select(['id', 'status', 'publishes']).where('id', 'in', ids).execute()
      for (const row of rows)
        for (const listener of this.listeners) listener({ event, job: { id: row.id, status: row.status, publishes: Number(row.publishes) }, ...extra })
    } catch (error) {
      console.error(`voix: could not announce ${event}: ${error instanceof Error ? error.message : String(error)}`)
    }
  }
}
