import { BuildLocation, BuildProblemKind } from '../../catalogue/model/buildProblem.ts'
import type { BuildJobsTable } from '../db/schema.ts'
import type { BuildJob, JobError } from '../../catalogue/model/buildJob.ts'

/**
 * Runs one build of everything published; injected by the caller (content-api never imports build/). `skipped`:
 * published pages the build could not make (each kept at its last good render, or left out), named for the job.
 * A build that throws an error with `retry: true` (a render worker died under it) is run again.
 */
export type RunBuild = () => Promise<{ buildId: string; skipped?: JobError[] } & BuildFigures>

/** What a finished build knows of itself (build/buildSite.ts BuildResult), passed on to webhooks. */
export interface BuildFigures {
  pages?: number
  rendered?: number
  reused?: number
  /** The paths whose output changed or went away, per site; at most a thousand, `changedCount` says how many in all. */
  changedPaths?: { site: string; path: string }[]
  changedCount?: number
}

export type BuildEventName = 'build.started' | 'build.live' | 'build.failed'

/** What the queue tells its listeners (webhooks) as a job's build starts, goes live or fails. */
export interface BuildEvent {
  event: BuildEventName
  job: { id: string; status: BuildJobsTable['status']; publishes: number }
  build?: { id: string; pages: number; rendered: number; reused: number; changedPaths: { site: string; path: string }[]; changedCount: number; skipped: JobError[] }
  error?: JobError
}

/** How often a build whose render worker died is run again before its job is marked failed. */
export const buildRetries = 2

export type { JobError }

/** A job as the API answers it: one contract with the studio (catalogue/model/buildJob.ts). */
export type { BuildJob }

/**
 * What a failed build reports: its message, whose problem it is and where (the build's BuildError, or a catalogue
 * ContentError). An error that says neither is ours: `internal`.
 */
export function describeFailure(error: unknown): JobError {
  const message = error instanceof Error ? error.message : String(error)
  const { where, kind, name } = (typeof error === 'object' && error !== null ? error : {}) as { where?: Record<string, unknown>; kind?: unknown; name?: unknown }
  const parsedKind = BuildProblemKind.safeParse(kind)
  const problemKind = parsedKind.success ? parsedKind.data : name === 'ContentError' ? 'content' : 'internal'
  const at = BuildLocation.safeParse(Object.fromEntries(Object.entries(where ?? {}).filter(([key]) => key in BuildLocation.shape)))
  if (!where || !at.success) return { message, kind: problemKind }
  const { site, page, ...rest } = at.data
  // Without a site of its own, a page is named '<site slug><path>' (a content error from the render workers).
  const slash = site === undefined && page !== undefined ? page.indexOf('/') : -1
  return {
    message,
    kind: problemKind,
    ...(slash > 0 ? { site: page!.slice(0, slash), page: page!.slice(slash) } : { ...(site ? { site } : {}), ...(page ? { page } : {}) }),
    ...Object.fromEntries(Object.entries(rest).filter(([, value]) => value)),
  }
}

export interface QueueOptions {
  runBuild?: RunBuild
  /** A build starts once no publish has arrived for this long… */
  quietMs?: number
  /** …or this long after the first publish it carries, whichever comes first (the in-process queue). */
  maxWaitMs?: number
}

/**
 * Where publishes queue builds and the studio reads them. Jobs are rows of build_jobs (buildJobRecords.ts) in
 * both implementations: `LocalBuildQueue` runs builds in this process (the embedded SQLite, one process);
 * `PostgresBuildQueue` lets any of several instances on one PostgreSQL database run them, one at a time.
 * `createBuildQueue` chooses by the database.
 */
export interface BuildQueue {
  /** Start running builds, picking up jobs a stopped process left queued or building. */
  resume(): Promise<void>
  /** Record a publish: join the waiting job or queue a new one. */
  enqueue(): Promise<BuildJob>
  list(limit: number, offset?: number): Promise<{ items: BuildJob[]; total: number }>
  get(id: string): Promise<BuildJob | undefined>
  /** Resolves when nothing is queued or building (tests and shutdown wait on it). */
  idle(): Promise<void>
  /** Listen to build events; answers the function that stops listening. A listener must not wait on the build. */
  onEvent(listener: (event: BuildEvent) => void): () => void
  /**
   * Run `fn` while no build runs and none can start (clearing the build caches, which builds write into);
   * answers undefined without running it when a build is running.
   */
  whileNoBuild<T>(fn: () => T | Promise<T>): Promise<T | undefined>
  stop(): Promise<void>
}
