import { Hono } from 'hono'
import { z } from 'zod'
import { ScriptOrigins } from '../../catalogue/model/entities/headTagRule.ts'
import { requireActor, requireCan, type ApiEnv } from '../auth/guard.ts'
import type { Db } from '../db/openDatabase.ts'
import { ApiError } from '../http/ApiError.ts'
import { etag, readJson } from '../http/parseInput.ts'
import { PublishChecksBody } from '../../catalogue/model/pageProblems.ts'
import { readPublishChecks, writePublishChecks } from './publishChecks.ts'
import { readScriptOrigins, writeScriptOrigins } from './scriptOrigins.ts'

/** The list, tolerating the version a read returned (If-Match decides). */
export const ScriptOriginsBody = ScriptOrigins.extend({ version: z.number().int().optional() }).strict()

/** `If-Match` of a setting: "0" is allowed here, meaning "nothing saved yet". */
function expectedVersion(raw: string | undefined): number {
  if (raw === undefined) throw new ApiError(428, 'This write needs an If-Match header with the version you last read (its ETag; "0" before the first save)')
  const match = /^(?:W\/)?"?(\d{1,15})"?$/.exec(raw.trim())
  if (!match) throw new ApiError(400, 'The If-Match header is not valid: must be the version from the ETag, such as "3"', { issues: [{ path: 'If-Match', message: 'must be the version from the ETag, such as "3"' }] })
  return Number(match[1])
}

/**
 * `GET|PUT /api/settings/publish-checks`: see PublishChecksSettings; read by everyone in the studio, set by admins.
 * `GET|PUT /api/settings/script-origins`: the https origins an admin allows head-tag scripts from. Everyone who
 * works in the studio may read them; only admins change them. A change queues a build, since every page's
 * Content Security Policy and its head scripts follow it.
 */
export function settingsRoutes(db: Db, onChange?: () => Promise<unknown>): Hono<ApiEnv> {
  const routes = new Hono<ApiEnv>()
  routes.get('/script-origins', async (c) => {
    requireCan(c, 'content:read')
    const { version, ...value } = await readScriptOrigins(db)
    c.header('ETag', etag(version))
    return c.json({ ...value, version })
  })
  routes.put('/script-origins', async (c) => {
    const actor = requireActor(c)
    if (actor.role !== 'admin') throw new ApiError(403, `Only an admin may change where head-tag scripts may come from (your role: ${actor.role})`)
    const expected = expectedVersion(c.req.header('if-match'))
    const body = await readJson(c, ScriptOriginsBody)
    const version = await writeScriptOrigins(db, { origins: body.origins }, expected)
    if (onChange) await onChange()
    c.header('ETag', etag(version))
    return c.json({ origins: body.origins, version })
  })
  // The pre-publish checks: whether a link that leads nowhere refuses a publish, and the image weight budget.
  routes.get('/publish-checks', async (c) => {
    requireCan(c, 'content:read')
    const { version, ...value } = await readPublishChecks(db)
    c.header('ETag', etag(version))
    return c.json({ ...value, version })
  })
  routes.put('/publish-checks', async (c) => {
    const actor = requireActor(c)
    if (actor.role !== 'admin') throw new ApiError(403, `Only an admin may change the publish checks (your role: ${actor.role})`)
    const expected = expectedVersion(c.req.header('if-match'))
    const { version: _v, ...value } = await readJson(c, PublishChecksBody)
    const version = await writePublishChecks(db, value, expected)
    c.header('ETag', etag(version))
    return c.json({ ...value, version })
  })
  return routes
}
