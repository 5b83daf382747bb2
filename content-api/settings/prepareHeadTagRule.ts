import { headTagProblems } from '../../catalogue/fields/headTagCheck.ts'
import { HeadTagRule } from '../../catalogue/model/entities/headTagRule.ts'
import type { WriteContext } from '../entities/EntityConfig.ts'
import { ApiError, invalid } from '../http/ApiError.ts'
import { readScriptOrigins } from './scriptOrigins.ts'

/**
 * Head-tag records that load a script: only admins may add, change or re-point them, and only from an origin
 * the admin allowed (`/api/settings/script-origins`). The body was already checked against the allowlist.
 */
export async function prepareHeadTagRule(body: Record<string, unknown>, ctx: WriteContext<HeadTagRule>): Promise<{ doc: HeadTagRule }> {
  const doc = HeadTagRule.parse(body)
  const script = doc.tag.tag === 'script' || ctx.existing?.tag.tag === 'script'
  if (script && ctx.actor.role !== 'admin') throw new ApiError(403, `Only an admin may add or change a head tag that loads a script (your role: ${ctx.actor.role})`)
  if (doc.tag.tag === 'script') {
    const { origins } = await readScriptOrigins(ctx.db)
    const problems = headTagProblems(doc.tag, { scriptOrigins: origins })
    if (problems.length) throw invalid(`Head tag '${doc.name}'`, problems.map((p) => ({ path: ['tag', ...p.path].join('.'), message: p.message })))
  }
  return { doc }
}
