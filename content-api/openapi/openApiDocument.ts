import { z } from 'zod'
import type { EntityConfig } from '../entities/EntityConfig.ts'
import { entities } from '../entities/registry.ts'
import { CopyBody, CreatePageBody, PageBody, PublishBody, ReviewBody, SaveVersionBody, TranslateBody } from '../pages/pageBodies.ts'
import { Page } from '../../catalogue/model/page.ts'
import { FormSubmission } from '../../catalogue/model/entities/formSubmission.ts'
import { formSchemas, submissionBody, type FormName } from '../forms/formSchemas.ts'
import { SubmissionListQuery } from '../forms/formRoutes.ts'
import { ScriptOriginsBody } from '../settings/settingsRoutes.ts'

type Json = Record<string, unknown>

const schema = (s: z.ZodType, io: 'input' | 'output' = 'input'): Json => {
  const { $schema: _drop, ...rest } = z.toJSONSchema(s, { io, unrepresentable: 'any', reused: 'ref' }) as Json
  return rest
}

const ErrorBody = {
  type: 'object',
  required: ['error'],
  properties: {
    error: { type: 'string', description: 'A sentence naming what was wrong.' },
    issues: { type: 'array', items: { type: 'object', properties: { path: { type: 'string' }, message: { type: 'string' } } } },
    current: { type: 'object', description: '412 only: the record as it is now.' },
  },
}

const errors = (...codes: number[]) =>
  Object.fromEntries(codes.map((code) => [String(code), { description: statusText[code], content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } }]))
const statusText: Record<number, string> = {
  400: 'Bad input; `issues` names every bad field',
  401: 'Not signed in',
  403: 'Not allowed',
  404: 'No such record',
  409: 'Unique clash, or (users) the change would leave no admin',
  412: 'Stale If-Match; `current` holds the record',
  413: 'Body too large',
  415: 'Wrong content type',
  428: 'If-Match missing',
}
const json = (ref: Json) => ({ content: { 'application/json': { schema: ref } } })
const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` })
const ifMatch = { name: 'If-Match', in: 'header', required: true, schema: { type: 'string', example: '"3"' } }
const idParam = { name: 'id', in: 'path', required: true, schema: { type: 'string' } }
const siteHeader = { name: 'X-Voix-Site', in: 'header', required: false, schema: { type: 'string' }, description: 'Scope to one site; 0 for none.' }
const pascal = (name: string) => name.replace(/(^|-)(\w)/g, (_, __, ch: string) => ch.toUpperCase())

function listParameters(config: EntityConfig) {
  const columns = Object.entries(config.columns)
  const sortable = ['created_at', 'updated_at', 'id', ...columns.filter(([, c]) => c.sort).map(([n, c]) => c.field ?? n)]
  return [
    { name: 'limit', in: 'query', schema: { type: 'integer', minimum: 1, maximum: 500, default: 50 } },
    { name: 'offset', in: 'query', schema: { type: 'integer', minimum: 0, default: 0 } },
    { name: 'sort', in: 'query', schema: { type: 'string', enum: sortable } },
    { name: 'order', in: 'query', schema: { type: 'string', enum: ['asc', 'desc'], default: 'asc' } },
    { name: 'q', in: 'query', schema: { type: 'string' }, description: `Text search in ${config.search.join(', ')}` },
    ...columns.filter(([, c]) => c.filter).map(([n, c]) => ({ name: c.field ?? n, in: 'query', schema: { type: 'string' } })),
    siteHeader,
  ]
}

function entityPaths(config: EntityConfig): Json {
  const name = pascal(config.name)
  const record = ref(name)
  const security = config.read === 'public' ? [] : [{ bearer: [] }]
  return {
    [`/api/${config.name}`]: {
      get: { tags: [config.name], summary: `List ${config.name}`, security, parameters: listParameters(config), responses: { 200: { description: 'A page of records', ...json({ type: 'object', properties: { items: { type: 'array', items: record }, total: { type: 'integer' }, limit: { type: 'integer' }, offset: { type: 'integer' } } }) }, ...errors(400, 401, 403) } },
      ...(config.name === 'media'
        ? {}
        : { post: { tags: [config.name], summary: `Create a ${config.label}`, requestBody: { required: true, ...json(ref(`${name}Create`)) }, responses: { 201: { description: 'Created', ...json(record) }, ...errors(400, 401, 403, 409, 413) } } }),
    },
    [`/api/${config.name}/{id}`]: {
      parameters: [idParam],
      get: { tags: [config.name], summary: `Read a ${config.label}`, security, responses: { 200: { description: 'The record; ETag carries its version', ...json(record) }, ...errors(401, 403, 404) } },
      put: { tags: [config.name], summary: `Update a ${config.label}`, parameters: [ifMatch], requestBody: { required: true, ...json(ref(`${name}Update`)) }, responses: { 200: { description: 'Updated', ...json(record) }, ...errors(400, 401, 403, 404, 409, 412, 413, 428) } },
      delete: { tags: [config.name], summary: `Delete a ${config.label}`, parameters: [ifMatch], responses: { 204: { description: 'Deleted' }, ...errors(...(config.name === 'users' ? [401, 403, 404, 409, 412, 428] : [401, 403, 404, 412, 428])) } },
    },
  }
}

const form = (properties: Record<string, Json>, required: string[]) => ({ content: { 'application/x-www-form-urlencoded': { schema: { type: 'object', properties, required } } } })
const str = { type: 'string' }

function pagePaths(): Json {
  const write = (summary: string, body: string, status: number, answer: Json) => ({
    tags: ['pages'],
    summary,
    parameters: [ifMatch],
    requestBody: { required: true, ...json(ref(body)) },
    responses: { [status]: { description: summary, ...json(answer) }, ...errors(400, 401, 403, 404, 409, 412, 413, 428) },
  })
  const versionAnswer = { type: 'object', properties: { version: { type: 'integer' }, versionId: str } }
  return {
    '/api/pages': {
      get: { tags: ['pages'], summary: 'List pages (summaries)', parameters: [siteHeader, ...['limit', 'offset', 'sort', 'order', 'q', 'site_id', 'locale', 'path', 'published', 'source_page_id'].map((n) => ({ name: n, in: 'query', schema: str }))], responses: { 200: { description: 'A page of summaries' }, ...errors(400, 401, 403) } },
      post: { tags: ['pages'], summary: 'Create a page', requestBody: { required: true, ...json(ref('PageCreate')) }, responses: { 201: { description: 'The page', ...json(ref('Page')) }, ...errors(400, 401, 403, 409) } },
    },
    '/api/pages/{id}': {
      parameters: [idParam],
      get: {
        tags: ['pages'],
        summary: 'The working draft',
        parameters: [{ name: 'If-None-Match', in: 'header', required: false, schema: { type: 'string', example: '"3"' }, description: 'The ETag last read: 304 while it is still current.' }],
        responses: { 200: { description: 'The draft with version, site_id, published_version_id', ...json(ref('Page')) }, 304: { description: 'Not modified: If-None-Match named the current version' }, ...errors(401, 403, 404) },
      },
      put: write('Save draft', 'PageSave', 200, { type: 'object', properties: { version: { type: 'integer' } } }),
      delete: { tags: ['pages'], summary: 'Unpublish and delete', parameters: [ifMatch], responses: { 200: { description: 'Deleted; a build is queued if it was published' }, ...errors(401, 403, 404, 412, 428) } },
    },
    '/api/pages/{id}/versions': {
      parameters: [idParam],
      get: { tags: ['pages'], summary: 'Saved and published versions, newest first', responses: { 200: { description: 'Versions' } } },
      post: write('Save version for later', 'SaveVersion', 201, versionAnswer),
    },
    '/api/pages/{id}/versions/{versionId}': { parameters: [idParam, { name: 'versionId', in: 'path', required: true, schema: str }], get: { tags: ['pages'], summary: 'One version', responses: { 200: { description: 'The version and its page' }, ...errors(404) } } },
    '/api/pages/{id}/publish': { parameters: [idParam], post: write('Save and publish, or quick save and publish', 'Publish', 202, { type: 'object', properties: { version: { type: 'integer' }, versionId: str, job: { type: 'object', properties: { id: str, status: str } } } }) },
    '/api/pages/{id}/published': { parameters: [idParam], get: { tags: ['pages'], summary: 'The published version (public)', security: [], responses: { 200: { description: 'The published page' }, ...errors(404) } } },
    '/api/pages/{id}/review': { parameters: [idParam], post: write('Change the review', 'Review', 200, { type: 'object', properties: { version: { type: 'integer' } } }) },
    '/api/pages/{id}/copy': { parameters: [idParam], post: { tags: ['pages'], summary: 'Copy a page (new ids)', requestBody: { required: true, ...json(ref('Copy')) }, responses: { 201: { description: 'The copy' }, ...errors(400, 401, 403, 404, 409) } } },
    '/api/pages/{id}/translations': { parameters: [idParam], post: { tags: ['pages'], summary: 'Translate a page (a copy linked to its source)', requestBody: { required: true, ...json(ref('Translate')) }, responses: { 201: { description: 'The translation' }, ...errors(400, 401, 403, 404, 409) } } },
    '/api/builds/jobs': { get: { tags: ['builds'], summary: 'Build jobs, newest first', parameters: [{ name: 'limit', in: 'query', schema: { type: 'integer', default: 20 } }, { name: 'offset', in: 'query', schema: { type: 'integer', default: 0 } }], responses: { 200: { description: 'Jobs' } } } },
    '/api/builds/jobs/{id}': { parameters: [idParam], get: { tags: ['builds'], summary: 'One job: queued, building, live or failed with the reason', responses: { 200: { description: 'The job' }, ...errors(404) } } },
    '/api/releases/{id}/rotate-secret': { parameters: [idParam], post: { tags: ['releases'], summary: 'A new preview secret', parameters: [ifMatch], responses: { 200: { description: 'The release' }, ...errors(404, 412, 428) } } },
    '/api/press-releases': { get: { tags: ['pages'], summary: "A press release list's entries: the site's published release pages in one language, newest first", parameters: [{ name: 'site', in: 'query', required: true, schema: str }, { name: 'locale', in: 'query', required: true, schema: str }], responses: { 200: { description: 'The entries' }, ...errors(400, 401, 403, 404) } } },
    '/api/media': { post: { tags: ['media'], summary: 'Upload a file (the body is its bytes; type decided by magic bytes; SVG refused)', parameters: [{ name: 'name', in: 'query', required: true, schema: str }, { name: 'alt', in: 'query', schema: str }], requestBody: { required: true, content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } } }, responses: { 201: { description: 'Stored' }, 200: { description: 'Already stored' }, ...errors(400, 401, 403, 413, 415) } } },
  }
}

function authPaths(): Json {
  const params = { response_type: str, client_id: str, redirect_uri: str, code_challenge: str, code_challenge_method: { type: 'string', enum: ['S256'] }, state: str }
  return {
    '/api/auth/authorize': {
      get: { tags: ['auth'], summary: 'The sign-in page', security: [], parameters: Object.keys(params).map((name) => ({ name, in: 'query', required: true, schema: str })), responses: { 200: { description: 'HTML form' }, ...errors(400) } },
      post: { tags: ['auth'], summary: 'Sign in: 302 to redirect_uri?code&state', security: [], requestBody: form({ ...params, email: str, password: str }, [...Object.keys(params), 'email', 'password']), responses: { 302: { description: 'To the redirect URI with code and state' }, 401: { description: 'The form again: Wrong email or password' }, 429: { description: 'Too many failed attempts' } } },
    },
    '/api/auth/token': {
      post: { tags: ['auth'], summary: 'Exchange a code (PKCE S256) or rotate a refresh token', security: [], requestBody: form({ grant_type: { type: 'string', enum: ['authorization_code', 'refresh_token'] }, client_id: str, redirect_uri: str, code_verifier: str, code: str, refresh_token: str }, ['grant_type', 'client_id']), responses: { 200: { description: 'Tokens', ...json({ type: 'object', properties: { access_token: str, refresh_token: str, token_type: str, expires_in: { type: 'integer' } } }) }, ...errors(400) } },
    },
    '/api/auth/revoke': { post: { tags: ['auth'], summary: 'Sign out: revoke the sign-in a token belongs to', security: [], requestBody: form({ token: str }, ['token']), responses: { 200: { description: 'Revoked' } } } },
    '/api/auth/me': { get: { tags: ['auth'], summary: 'The signed-in user', responses: { 200: { description: 'id, email, name, role, sites' }, ...errors(401) } } },
    '/api/health': { get: { tags: ['health'], summary: 'Liveness', security: [], responses: { 200: { description: 'ok' } } } },
  }
}

const formNames = Object.keys(formSchemas) as FormName[]
const formSchemaName = (form: FormName) => `Form${pascal(form)}`

function formPaths(): Json {
  const query = schema(SubmissionListQuery) as { properties: Record<string, Json> }
  return {
    '/api/forms/{form}': {
      post: {
        tags: ['forms'],
        summary: "Submit one of the site's forms (public; 10 per client and form in 10 minutes)",
        security: [],
        parameters: [{ name: 'form', in: 'path', required: true, schema: { type: 'string', enum: formNames } }, siteHeader],
        requestBody: { required: true, ...json({ oneOf: formNames.map((form) => ref(formSchemaName(form))) }) },
        responses: {
          201: { description: 'Received', ...json({ type: 'object', properties: { id: str, message: str } }) },
          ...errors(400, 404, 415),
          429: { description: 'Too many submissions from this client for this form' },
        },
      },
    },
    '/api/forms/submissions': {
      get: {
        tags: ['forms'],
        summary: 'Submissions, newest first (admins)',
        parameters: Object.entries(query.properties).map(([name, value]) => ({ name, in: 'query', schema: value })),
        responses: {
          200: { description: 'A page of submissions', ...json({ type: 'object', properties: { items: { type: 'array', items: schema(FormSubmission, 'output') }, total: { type: 'integer' }, limit: { type: 'integer' }, offset: { type: 'integer' } } }) },
          ...errors(400, 401, 403),
        },
      },
    },
  }
}

let cached: Json | undefined

function settingsPaths(): Json {
  const answer = { type: 'object', properties: { origins: { type: 'array', items: str }, version: { type: 'integer' } } }
  return {
    '/api/settings/script-origins': {
      get: { tags: ['settings'], summary: 'The https origins head-tag scripts may load from (ETag: their version, "0" before the first save)', responses: { 200: { description: 'The origins', ...json(answer) }, ...errors(401, 403) } },
      put: { tags: ['settings'], summary: 'Set the origins (admins only; If-Match "0" for the first save); queues a build', parameters: [ifMatch], requestBody: { required: true, ...json(ref('ScriptOrigins')) }, responses: { 200: { description: 'Saved', ...json(answer) }, ...errors(400, 401, 403, 412, 413, 428) } },
    },
  }
}

/** The OpenAPI 3.1 document of the whole API, generated from the same zod schemas the routes parse with. */
export function openApiDocument(): Json {
  if (cached) return cached
  const schemas: Record<string, Json> = { Error: ErrorBody }
  for (const config of entities) {
    const name = pascal(config.name)
    schemas[name] = schema(config.schema, 'output')
    schemas[`${name}Create`] = schema(config.createBody)
    schemas[`${name}Update`] = schema(config.updateBody)
  }
  Object.assign(schemas, {
    Page: schema(Page, 'output'),
    PageCreate: schema(CreatePageBody),
    PageSave: schema(PageBody),
    SaveVersion: schema(SaveVersionBody),
    Publish: schema(PublishBody),
    Review: schema(ReviewBody),
    Copy: schema(CopyBody),
    Translate: schema(TranslateBody),
    ScriptOrigins: schema(ScriptOriginsBody),
  })
  for (const form of formNames) schemas[formSchemaName(form)] = schema(submissionBody(form))
  cached = {
    openapi: '3.1.0',
    info: { title: 'Voix content API', version: '1', description: 'See content-api/README.md for the conventions, sign-in and the permission table.' },
    servers: [{ url: '/' }],
    security: [{ bearer: [] }],
    paths: { ...authPaths(), ...pagePaths(), ...formPaths(), ...settingsPaths(), ...Object.assign({}, ...entities.map(entityPaths)) },
    components: { schemas, securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
  }
  return cached
}
