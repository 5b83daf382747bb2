import { request } from '../api/http.ts'
import type { BuildJob } from '../api/client.ts'

/** A build kept on disk (content-api/builds/buildRoutes.ts, GET /api/builds/kept). */
export interface KeptBuild {
  id: string
  made_at: string
  pages: number
  live: boolean
  restorable: boolean
}

export interface Rolledback {
  build_id: string
  restored: { pages: number; records: number; kept: string[] }
  job: Pick<BuildJob, 'id' | 'status'>
}

export const buildApi = {
  kept: () => request<{ live: string | null; items: KeptBuild[] }>('/builds/kept'),
  rollback: (buildId: string) => request<Rolledback>('/builds/rollback', { method: 'POST', body: { build_id: buildId } }),
}
