import { z } from 'zod'
import { BuildProblem } from './buildProblem.ts'

/** Why a build (or one page of it) failed, naming where, as the studio shows it. */
export const JobError = BuildProblem
export type JobError = BuildProblem

/** A build job as GET /api/builds/jobs answers it (content-api/builds/buildQueue.ts), polled by the studio. */
export const BuildJob = z.object({
  id: z.string(),
  status: z.enum(['queued', 'building', 'live', 'failed']),
  publishes: z.number().int(),
  error: JobError.optional(),
  buildId: z.string().optional(),
  queuedAt: z.string(),
  startedAt: z.string().optional(),
  finishedAt: z.string().optional(),
})
export type BuildJob = z.infer<typeof BuildJob>

export const BuildJobList = z.object({ items: z.array(BuildJob), total: z.number().int(), limit: z.number().int(), offset: z.number().int() })
