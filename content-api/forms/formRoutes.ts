import { getConnInfo } from '@hono/node-server/conninfo'
import { Hono, type Context, type MiddlewareHandler } from 'hono'
import { rateLimiter } from 'hono-rate-limiter'
import { z } from 'zod'
import { requireCan } from '../auth/guard.ts'
import type { Db } from '../db/openDatabase.ts'
import { SiteHeader } from '../http/parseInput.ts'
import { isFormName, submissionBody, formSchemas } from './formSchemas.ts'
import { listSubmissions, saveSubmission } from './formStore.ts'
import { DbRateLimitStore } from './DbRateLimitStore.ts'

export interface FormRoutesOptions {
  /** Guards the admin listing; by default the signed-in user must be an admin (the API's auth middleware runs first). */
  requireAdmin?: MiddlewareHandler
  /** Submissions allowed per client and form in each window; tests use small ones. */
  limit?: number
  windowMs?: number
  /** Identifies the client for rate limiting; by default its socket address. */
  clientKey?: (c: Context) => string
}

type Issue = { path: string; message: string }

function issuesOf(error: z.ZodError): Issue[] {
  return error.issues.flatMap((issue) => {
    const at = issue.path.map(String)
    if (issue.code === 'unrecognized_keys') return issue.keys.map((key) => ({ path: [...at, key].join('.'), message: 'is not a known field' }))
    return [{ path: at.join('.'), message: issue.message }]
  })
}

function socketAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown'
  } catch {
    return 'unknown'
  }
}

/** Submissions hold visitors' personal details: only those who manage users see them. */
const adminOnly: MiddlewareHandler = async (c, next) => {
  requireCan(c, 'users:manage')
  await next()
}

/** The query of the admins' listing; exported for the OpenAPI document. */
export const SubmissionListQuery = z
  .object({
    form: z.string().refine(isFormName, { message: `must be one of ${Object.keys(formSchemas).join(', ')}` }).optional(),
    limit: z.coerce.number().int('must be a whole number').min(1, 'must be at least 1').max(200, 'must be at most 200').default(50),
    offset: z.coerce.number().int('must be a whole number').min(0, 'must be at least 0').default(0),
  })
  .strict()

/**
 * Form submissions, mounted at /api/forms:
 * - `POST /{form}` with JSON `{ "page": "/path", "fields": { … } }` → 201 `{ "id", "message" }`; 400 names every
 *   bad field (as `fields.email`), 404 for an unknown form, 429 past the rate limit (per client and form).
 * - `GET /submissions?form=&limit=&offset=` (admins) → `{ "items": [...], "total", "limit", "offset" }`, newest first.
 */
export function formRoutes(db: Db, options: FormRoutesOptions = {}): Hono {
  const routes = new Hono()
  const clientKey = options.clientKey ?? socketAddress

  routes.get(
    '/submissions',
    options.requireAdmin ?? adminOnly,
    async (c) => {
      const repeated = Object.entries(c.req.queries()).filter(([, values]) => values.length > 1)
      if (repeated.length) {
        const issues = repeated.map(([path]) => ({ path, message: 'must be given once' }))
        return c.json({ error: `The query is not valid: ${issues.map((i) => `${i.path}: ${i.message}`).join('; ')}`, issues }, 400)
      }
      const query = SubmissionListQuery.safeParse(c.req.query())
      if (!query.success) {
        const issues = issuesOf(query.error)
        return c.json({ error: `The query is not valid: ${issues.map((i) => `${i.path}: ${i.message}`).join('; ')}`, issues }, 400)
      }
      const { items, total } = await listSubmissions(db, query.data)
      return c.json({ items, total, limit: query.data.limit, offset: query.data.offset })
    },
  )

  routes.post(
    '/:form',
    async (c, next) => {
      const form = c.req.param('form')
      if (!isFormName(form)) return c.json({ error: `No form named '${form}'; the forms are ${Object.keys(formSchemas).join(', ')}` }, 404)
      await next()
    },
    rateLimiter({
      windowMs: options.windowMs ?? 10 * 60_000,
      limit: options.limit ?? 10,
      standardHeaders: 'draft-7',
      keyGenerator: (c) => `${c.req.param('form')}|${clientKey(c)}`,
      // On PostgreSQL the counts are in the database, so every instance sharing it gives a client one allowance.
      ...(db.dialect === 'postgres' ? { store: new DbRateLimitStore(db) } : {}),
      message: { error: 'Too many submissions from here; please try again in a few minutes' },
    }),
    async (c) => {
      const form = c.req.param('form')
      if (!isFormName(form)) return c.notFound()
      if (!/^application\/json\b/i.test(c.req.header('content-type') ?? ''))
        return c.json({ error: 'The body must be JSON, sent with Content-Type: application/json' }, 415)
      let raw: unknown
      try {
        raw = JSON.parse(await c.req.text())
      } catch (error) {
        return c.json({ error: `The body is not valid JSON: ${(error as Error).message}` }, 400)
      }
      const body = submissionBody(form).safeParse(raw)
      if (!body.success) {
        const issues = issuesOf(body.error)
        return c.json({ error: `The form is not valid: ${issues.map((i) => `${i.path}: ${i.message}`).join('; ')}`, issues }, 400)
      }
      const rawSite = c.req.header('x-voix-site')
      const site = rawSite === undefined ? undefined : SiteHeader.safeParse(rawSite.trim())
      if (site && !site.success) {
        const issues = [{ path: 'X-Voix-Site', message: site.error.issues[0]!.message }]
        return c.json({ error: `The X-Voix-Site header is not valid: ${issues[0]!.message}`, issues }, 400)
      }
      const saved = await saveSubmission(db, {
        form,
        site_id: site && site.data !== '0' ? site.data : null,
        page: body.data.page,
        data: body.data.fields,
      })
      return c.json({ id: saved.id, message: 'Thank you: your form was received' }, 201)
    },
  )
  return routes
}
