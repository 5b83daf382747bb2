import type { Context } from 'hono'
import { z } from 'zod'
import { checkNesting } from '../../catalogue/model/nestingLimits.ts'
import { ApiError, invalid, toIssues } from './ApiError.ts'

/** Parse with a schema or answer 400 naming each bad field of `what`. */
export function parseOr400<S extends z.ZodType>(schema: S, value: unknown, what: string): z.infer<S> {
  const result = schema.safeParse(value)
  if (!result.success) throw invalid(what, toIssues(result.error))
  return result.data
}

/**
 * The JSON body, parsed with a strict schema. Its nesting is measured first (catalogue/model/nestingLimits.ts):
 * the schemas and everything after them recurse, so a tree hundreds deep must never reach them.
 */
export async function readJson<S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S>> {
  const type = c.req.header('content-type') ?? ''
  if (!/^application\/json\b/i.test(type)) throw new ApiError(415, 'The body must be JSON, sent with Content-Type: application/json')
  let value: unknown
  try {
    value = JSON.parse(await c.req.text())
  } catch (error) {
    throw new ApiError(400, `The body is not valid JSON: ${(error as Error).message}`)
  }
  const tooDeep = checkNesting(value)
  // The sentence names the field it is in (its top-level name); the issue keeps the whole path for machines.
  const field = tooDeep?.path.split('.')[0]
  if (tooDeep) throw new ApiError(400, `The body is not valid: ${field ? `${field}: ` : ''}${tooDeep.message}`, { issues: [tooDeep] })
  return parseOr400(schema, value, 'The body')
}

/** A form body (application/x-www-form-urlencoded), every field given once, parsed with a strict schema. */
export async function readForm<S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S>> {
  const type = c.req.header('content-type') ?? ''
  if (!/^application\/x-www-form-urlencoded\b/i.test(type))
    throw new ApiError(415, 'The body must be a form, sent with Content-Type: application/x-www-form-urlencoded')
  return parseOr400(schema, singleValues(new URLSearchParams(await c.req.text())), 'The form')
}

/** The query string, every parameter given once, parsed with a strict schema. */
export function readQuery<S extends z.ZodType>(c: Context, schema: S): z.infer<S> {
  return parseOr400(schema, singleValues(new URL(c.req.url).searchParams), 'The query')
}

function singleValues(params: URLSearchParams): Record<string, string> {
  const out: Record<string, string> = {}
  const repeated: string[] = []
  for (const [key, value] of params) {
    if (key in out) repeated.push(key)
    out[key] = value
  }
  if (repeated.length) throw invalid('The request', repeated.map((key) => ({ path: key, message: 'must be given once' })))
  return out
}

const VersionTag = z
  .string()
  .regex(/^(?:W\/)?"?\d{1,15}"?$/, 'must be the version from the ETag, such as "3"')
  .transform((s) => Number(s.replace(/\D/g, '')))

/** The `If-Match` version of a write: 428 when missing, 400 when malformed. */
export function requireIfMatch(c: Context): number {
  const raw = c.req.header('if-match')
  if (raw === undefined) throw new ApiError(428, 'This write needs an If-Match header with the version you last read (its ETag)')
  const result = VersionTag.safeParse(raw.trim())
  if (!result.success) throw invalid('The If-Match header', [{ path: 'If-Match', message: result.error.issues[0]!.message }])
  return result.data
}

export const SiteHeader = z.string().regex(/^(0|[A-Za-z0-9][\w-]{0,99})$/, "must be a site id, or 0 for none")

/** The site a request is scoped to (platform.md §7: X-Voix-Site, 0 when none); undefined for none. */
export function siteScope(c: Context): string | undefined {
  const raw = c.req.header('x-voix-site')
  if (raw === undefined) return undefined
  const result = SiteHeader.safeParse(raw.trim())
  if (!result.success) throw invalid('The X-Voix-Site header', [{ path: 'X-Voix-Site', message: result.error.issues[0]!.message }])
  return result.data === '0' ? undefined : result.data
}

export const etag = (version: number) => `"${version}"`

/** Whether an If-None-Match header names `tag` (or is `*`); weak tags match too, as RFC 9110 has it for GET. */
export function matchesIfNoneMatch(header: string | undefined, tag: string): boolean {
  if (header === undefined) return false
  return header.split(',').some((candidate) => {
    const value = candidate.trim()
    return value === '*' || value === tag || value === `W/${tag}`
  })
}
