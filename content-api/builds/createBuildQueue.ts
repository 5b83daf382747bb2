import type { Db } from '../db/openDatabase.ts'
import type { BuildQueue } from './buildQueue.ts'
import { LocalBuildQueue } from './LocalBuildQueue.ts'
import { PostgresBuildQueue, type PostgresQueueOptions } from './PostgresBuildQueue.ts'

/**
 * The build queue for a database: on PostgreSQL several instances may share it, so builds go through pg-boss and
 * the build lock (PostgresBuildQueue); the embedded SQLite has one process, which runs its own (LocalBuildQueue).
 */
export function createBuildQueue(db: Db, options: PostgresQueueOptions = {}): BuildQueue {
  return db.dialect === 'postgres' ? new PostgresBuildQueue(db, options) : new LocalBuildQueue(db, options)
}
