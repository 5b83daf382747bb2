import { z } from 'zod'
import { Element } from '../../catalogue/model/element.ts'
import { Condition, ConditionsSettings } from '../../catalogue/model/conditions.ts'
import { ReleaseChanges, ReleaseDiff, ReleaseImpact, ReleaseStatusBody } from '../../catalogue/model/entities/release.ts'
import { AddPageBody, AddRecordBody, ReviewItemBody } from '../releases/releaseItemRoutes.ts'
import { RollbackBody } from '../builds/buildRoutes.ts'
import { FormSubmission } from '../../catalogue/model/entities/formSubmission.ts'
import { Field, FieldProperty, MediaItem } from '../../catalogue/model/field.ts'
import { HeadTag, Page } from '../../catalogue/model/page.ts'
import { Annotation, Comment, Review } from '../../catalogue/model/review.ts'
import { DomainRedirect, MenuItem } from '../../catalogue/model/site.ts'
import { ProfileBody, RevokeRequest, SignInForm, TokenRequest } from '../auth/authRoutes.ts'
import { IntrospectRequest } from '../auth/introspection.ts'
import { JobsQuery } from '../builds/buildRoutes.ts'
import type { EntityConfig } from '../entities/EntityConfig.ts'
import { entities } from '../entities/registry.ts'
import { listQuerySchema } from '../entities/listQuery.ts'
import { CopyBody as SpecialCopyBody } from '../entities/specialRoutes.ts'
import { submissionBody } from '../forms/formSchemas.ts'
import { UploadQuery } from '../media/mediaRoutes.ts'
import { teamPaths } from './teamPaths.ts'
import { authPaths, formNames, formPaths, formSchemaName } from './signInAndFormPaths.ts'
import { CreateSchedule, UpdateSchedule, ClockBody } from '../../catalogue/model/schedule.ts'
import { AuditRetention } from '../../catalogue/model/audit.ts'
import { CopyBody, CreatePageBody, PageBody, PageListQuery, PublishBody, ReviewBody, SaveVersionBody, TranslateBody } from '../pages/pageBodies.ts'
import { PressReleaseQuery } from '../pages/pressReleaseRoutes.ts'
import { ScriptOriginsBody } from '../settings/settingsRoutes.ts'
import { PageChecksAnswer, PublishChecksBody } from '../../catalogue/model/pageProblems.ts'
import { LinkTarget, LinkTargetAnswer, LinkTargetQuery } from '../../catalogue/fields/linkTarget.ts'
import { ApiToken, CreateApiTokenBody } from '../tokens/apiTokens.ts'
import { DeliveryAttempt, Webhook, WebhookBody, WebhookDelivery } from '../webhooks/webhookStore.ts'
import { adminRecords, cachePaths, pageAdminPaths } from './adminPaths.ts'
import { sectionPaths, sectionRecords } from './sectionPaths.ts'
import { buildEventWebhooks, metaPaths, settingsPaths, tokenPaths, webhookPaths } from './integrationPaths.ts'
import { answer, body, errors, idParam, ifMatch, int, listOf, pascal, pathParam, publicRead, ref, siteHeader, str, type Json } from './operationParts.ts'
import { queryParameters, schemaComponents } from './schemaComponents.ts'
import { routeAccess } from './routeAccess.ts'


/** What every stored record carries besides its document (entities/entityStore.ts `present`). */
const storedFields = { version: z.number().int(), created_at: z.string(), updated_at: z.string() }
const PageRecord = Page.extend({
  site_id: z.string(),
  version: z.number().int(),
  published_version_id: z.string().nullable(),
  source_page_id: z.string().optional(),
}).strict()

/** A build problem (catalogue/model/buildProblem.ts): what went wrong, whose problem it is (content or internal), and where. */
const problem = {
  type: 'object',
  required: ['message'],
  properties: { message: str, kind: { type: 'string', enum: ['content', 'internal'] }, site: str, page: str, element: str, component: str, field: str },
}

/** Answers the routes write by hand rather than parse (build/buildQueue.ts, pages/pageStore.ts). */
const handWritten: Record<string, Json> = {
  Error: {
    type: 'object',
    required: ['error'],
    properties: {
      error: { type: 'string', description: 'A sentence naming what was wrong.' },
      code: { type: 'string', description: 'Token errors: invalid_grant.' },
      issues: { type: 'array', items: { type: 'object', required: ['path', 'message'], properties: { path: str, message: str } } },
      current: { type: 'object', description: '412 only: the record as it is now.' },
    },
  },
  Dependents: {
    type: 'object',
    required: ['items'],
    properties: { items: { type: 'array', items: { type: 'object', required: ['entity', 'id', 'label'], properties: { entity: str, id: str, label: str } } } },
  },
  BuildJob: {
    type: 'object',
    required: ['id', 'status', 'publishes', 'queuedAt'],
    properties: {
      id: str,
      status: { type: 'string', enum: ['queued', 'building', 'live', 'failed'] },
      publishes: int,
      error: problem,
      buildId: str,
      queuedAt: str,
      startedAt: str,
      finishedAt: str,
    },
  },
  PageSummary: {
    type: 'object',
    properties: { id: str, site_id: str, path: str, locale: str, title: str, version: int, published: { type: 'boolean' }, published_version_id: { type: ['string', 'null'] }, source_page_id: { type: ['string', 'null'] }, source_version: { type: ['integer', 'null'] }, updated_at: str, author: { type: ['string', 'null'] }, not_live: { type: 'object', description: 'A published page the live build could not make: why, and whether its last good render is what visitors get', required: ['message', 'kept'], properties: { message: str, kept: { type: 'boolean' } } } },
  },
  PageVersionInfo: { type: 'object', properties: { id: str, kind: { type: 'string', enum: ['draft', 'saved', 'published'] }, name: str, created_at: str, created_by: str } },
  Profile: { type: 'object', required: ['id', 'email', 'name', 'role', 'sites'], properties: { id: str, email: str, name: str, role: str, sites: { type: 'array', items: str } } },
  Tokens: { type: 'object', required: ['access_token', 'refresh_token', 'token_type', 'expires_in'], properties: { access_token: str, refresh_token: str, token_type: { type: 'string', enum: ['Bearer'] }, expires_in: int } },
  BuildEvent: {
    type: 'object',
    description: 'The body of a webhook delivery (builds/buildQueue.ts BuildEvent); `build` when live, `error` when failed.',
    required: ['event', 'job'],
    properties: {
      event: { type: 'string', enum: ['build.started', 'build.live', 'build.failed'] },
      job: { type: 'object', required: ['id', 'status', 'publishes'], properties: { id: str, status: { type: 'string', enum: ['queued', 'building', 'live', 'failed'] }, publishes: int } },
      build: {
        type: 'object',
        properties: {
          id: str,
          pages: int,
          rendered: int,
          reused: int,
          changedPaths: { type: 'array', maxItems: 1000, items: { type: 'object', required: ['site', 'path'], properties: { site: str, path: str } } },
          changedCount: int,
          skipped: { type: 'array', items: problem },
        },
      },
      error: problem,
    },
  },
}

function entityPaths(config: EntityConfig): Json {
  const name = pascal(config.name)
  const record = ref(name)
  const security = config.read === 'public' ? publicRead : undefined
  const tags = [config.name]
  const list = { tags, summary: `List ${config.name}`, ...(security ? { security } : {}), parameters: [...queryParameters(listQuerySchema(config)), siteHeader], responses: { 200: answer('A page of records', listOf(record)), ...errors(400, 401, 403) } }
  return {
    [`/api/${config.name}`]:
      config.name === 'media'
        ? {
            get: {
              ...list,
              responses: {
                ...list.responses,
                // Each file of the library's list says how many pages and records use it (media/mediaRoutes.ts).
                200: answer('A page of files, each with its use count', listOf({ allOf: [record, { type: 'object', required: ['used_on'], properties: { used_on: { type: 'object', required: ['pages', 'records'], properties: { pages: int, records: int } } } }] })),
              },
            },
            post: {
              tags,
              summary: 'Upload a file: the body is its bytes; the type is decided from them (SVG is refused); an image is decoded whole within its limits (16,383 pixels a side, 100 megapixels, 300 frames) and stored encoded again without metadata (EXIF, GPS, XMP, IPTC, ICC)',
              parameters: queryParameters(UploadQuery),
              requestBody: { required: true, content: { 'application/octet-stream': { schema: { type: 'string', contentMediaType: 'application/octet-stream' } } } },
              responses: { 201: answer('Stored', record), 200: answer('The same bytes were stored before: that record', record), ...errors(400, 401, 403, 413, 415, 422, 503, 507) },
            },
          }
        : { get: list, post: { tags, summary: `Create a ${config.label}`, parameters: [siteHeader], requestBody: body(`${name}Create`), responses: { 201: answer('Created', record), ...errors(400, 401, 403, 409, 413, 415) } } },
    [`/api/${config.name}/{id}`]: {
      parameters: [idParam, siteHeader],
      get: { tags, summary: `Read a ${config.label}`, ...(security ? { security } : {}), responses: { 200: answer('The record; ETag carries its version', record), ...errors(401, 403, 404) } },
      put: { tags, summary: `Update a ${config.label}`, parameters: [ifMatch], requestBody: body(`${name}Update`), responses: { 200: answer('Updated', record), ...errors(400, 401, 403, 404, 409, 412, 413, 415, 428) } },
      delete: { tags, summary: `Delete a ${config.label}`, parameters: [ifMatch], responses: { 204: answer('Deleted'), ...errors(400, 401, 403, 404, ...(config.name === 'users' ? [409] : []), 412, 428) } },
    },
    [`/api/${config.name}/{id}/dependents`]: {
      parameters: [idParam, siteHeader],
      get: {
        tags,
        summary: `What uses this ${config.label} (asked before a delete): a site's main menu, a resort's specials, fact sheets and booking-code triggers, a brand's resorts`,
        ...(security ? { security } : {}),
        responses: { 200: answer('Each dependent record and a sentence naming it', ref('Dependents')), ...errors(401, 403, 404) },
      },
    },
  }
}

function pagePaths(): Json {
  const tags = ['pages']
  const write = (summary: string, name: string, status: number, result: Json) => ({
    tags,
    summary,
    parameters: [ifMatch],
    requestBody: body(name),
    responses: { [status]: answer(summary, result), ...errors(400, 401, 403, 404, 409, 412, 413, 415, 428) },
  })
  const versionAnswer = { type: 'object', properties: { version: int, versionId: str } }
  const jobRef = { type: 'object', properties: { id: str, status: str } }
  const copy = (summary: string, name: string) => ({ tags, summary, requestBody: body(name), responses: { 201: answer(summary, ref('Page')), ...errors(400, 401, 403, 404, 409, 415) } })
  return {
    '/api/pages': {
      get: { tags, summary: 'List pages (summaries)', parameters: [...queryParameters(PageListQuery), siteHeader], responses: { 200: answer('A page of summaries', listOf(ref('PageSummary'))), ...errors(400, 401, 403) } },
      post: { tags, summary: 'Create a page', requestBody: body('PageCreate'), responses: { 201: answer('The page', ref('Page')), ...errors(400, 401, 403, 409, 413, 415) } },
    },
    '/api/pages/{id}': {
      parameters: [idParam, siteHeader],
      get: {
        tags,
        summary: 'The working draft',
        parameters: [{ name: 'If-None-Match', in: 'header', required: false, schema: { type: 'string', example: '"3"' }, description: 'The ETag last read: 304 while it is still current.' }],
        responses: { 200: answer('The draft with version, site_id, published_version_id', ref('Page')), 304: answer('Not modified: If-None-Match named the current version'), ...errors(401, 403, 404) },
      },
      put: write('Save draft', 'PageSave', 200, { type: 'object', properties: { version: int } }),
      delete: { tags, summary: 'Unpublish and delete', parameters: [ifMatch], responses: { 200: answer('Deleted; a build is queued if it was published', { type: 'object', properties: { deleted: str, job: jobRef } }), ...errors(400, 401, 403, 404, 412, 428) } },
    },
    '/api/pages/{id}/versions': {
      parameters: [idParam],
      get: { tags, summary: 'Saved and published versions, newest first', responses: { 200: answer('Versions', listOf(ref('PageVersionInfo'))), ...errors(401, 403, 404) } },
      post: write('Save version for later', 'SaveVersion', 201, versionAnswer),
    },
    '/api/pages/{id}/versions/{versionId}': {
      parameters: [idParam, pathParam('versionId')],
      get: { tags, summary: 'One version', responses: { 200: answer('The version and its page', { allOf: [ref('PageVersionInfo'), { type: 'object', properties: { page: ref('Page') } }] }), ...errors(401, 403, 404) } },
    },
    '/api/pages/{id}/publish': {
      parameters: [idParam],
      post: write('Save and publish, or quick save and publish; with the broken-link check on, 409 names every link that leads nowhere', 'Publish', 202, { type: 'object', properties: { version: int, versionId: str, job: jobRef } }),
    },
    '/api/pages/{id}/checks': {
      parameters: [idParam],
      get: { tags, summary: 'The pre-publish checks of the saved draft (as the POST below, without sending the page)', responses: { 200: answer('The problems, each with its block', ref('PageChecks')), ...errors(401, 403, 404, 503) } },
      post: {
        tags,
        summary: 'The pre-publish checks of the page as sent (rendered as the build would, nothing stored): broken links, missing alt text, headings, image weights',
        requestBody: body('PageSave'),
        responses: { 200: answer('The problems, each with its block', ref('PageChecks')), ...errors(400, 401, 403, 404, 413, 415, 503) },
      },
    },
    '/api/pages/{id}/published': { parameters: [idParam], get: { tags, summary: 'The published version as the public site shows it; whole (agents-only content included) for a travel agent of its site or staff, and an agents-only page for them alone', security: publicRead, responses: { 200: answer('The published page', ref('Page')), ...errors(401, 403, 404) } } },
    '/api/pages/{id}/review': { parameters: [idParam], post: write('Change the review', 'ReviewBody', 200, { type: 'object', properties: { version: int } }) },
    '/api/pages/{id}/copy': { parameters: [idParam], post: copy('Copy a page (new ids)', 'Copy') },
    '/api/pages/{id}/translations': { parameters: [idParam], post: copy('Translate a page (a copy linked to its source)', 'Translate') },
    '/api/pages/{id}/mark-up-to-date': {
      parameters: [idParam],
      post: {
        tags,
        summary: "Mark a translation as up to date with its source's current version",
        parameters: [ifMatch],
        responses: { 200: answer('The new version and the source version it matches', { type: 'object', properties: { version: { type: 'integer' }, source_version: { type: 'integer' } } }), ...errors(400, 401, 403, 404, 412, 428) },
      },
    },
    '/api/pages/{id}/link-targets': {
      parameters: [idParam],
      get: { tags, summary: "The link picker: pages of the page's site by title or path, or media library uploads by name (`kind`), or one of them by `id`", parameters: queryParameters(LinkTargetQuery), responses: { 200: answer('What a link can point at', ref('LinkTargetAnswer')), ...errors(400, 401, 403, 404) } },
    },
    '/api/sites/{id}/link-targets': {
      parameters: [idParam],
      get: { tags, summary: "The link picker of what is not a page (a site's menu): the site's pages by title or path, or media library uploads by name (`kind`), or one of them by `id`", parameters: queryParameters(LinkTargetQuery), responses: { 200: answer('What a link can point at', ref('LinkTargetAnswer')), ...errors(400, 401, 403, 404) } },
    },
    '/api/press-releases': {
      get: { tags, summary: "A press release list's entries: the site's published release pages in one language, newest first", parameters: queryParameters(PressReleaseQuery), responses: { 200: answer('The entries', { type: 'array', items: { type: 'object' } }), ...errors(400, 401, 403, 404) } },
    },
    '/api/builds/jobs': { get: { tags: ['builds'], summary: 'Build jobs, newest first', parameters: queryParameters(JobsQuery), responses: { 200: answer('Jobs', listOf(ref('BuildJob'))), ...errors(400, 401, 403) } } },
    '/api/builds/jobs/{id}': { parameters: [idParam], get: { tags: ['builds'], summary: 'One job: queued, building, live or failed with the reason', responses: { 200: answer('The job', ref('BuildJob')), ...errors(401, 403, 404) } } },
    '/api/builds/kept': {
      get: {
        tags: ['builds'],
        summary: 'The builds kept on disk, newest first, and which one is live',
        responses: {
          200: answer('The kept builds', { type: 'object', properties: { live: { type: ['string', 'null'] }, items: { type: 'array', items: { type: 'object', properties: { id: str, made_at: str, pages: { type: 'integer' }, live: { type: 'boolean' }, restorable: { type: 'boolean' } } } } } }),
          ...errors(401, 403),
        },
      },
    },
    '/api/builds/rollback': {
      post: {
        tags: ['builds'],
        summary: 'Publish the content of an earlier kept build again (the one before the live build by default) and queue a build, so it stays live (admins)',
        requestBody: body('BuildRollback'),
        responses: {
          202: answer('What was put back and the build job', { type: 'object', properties: { build_id: str, restored: { type: 'object', properties: { pages: { type: 'integer' }, records: { type: 'integer' }, kept: { type: 'array', items: str } } }, job: { type: 'object', properties: { id: str, status: str } } } }),
          ...errors(400, 401, 403, 404, 409, 415),
        },
      },
    },
    '/api/releases/{id}/rotate-secret': { parameters: [idParam], post: { tags: ['releases'], summary: 'A new preview secret (the old preview link stops working)', parameters: [ifMatch], responses: { 200: answer('The release', ref('Releases')), ...errors(400, 401, 403, 404, 412, 428) } } },
    '/api/releases/{id}/status': { parameters: [idParam], post: { tags: ['releases'], summary: 'Move the status: in_review, draft or cancelled (editors), approved (reviewers too)', parameters: [ifMatch], requestBody: body('ReleaseStatus'), responses: { 200: answer('The release', ref('Releases')), ...errors(400, 401, 403, 404, 409, 412, 415, 428) } } },
    '/api/releases/{id}/changes': {
      parameters: [idParam],
      get: { tags: ['releases'], summary: 'Each page and record of the release against what is live (records field by field), reviewed or not, and what changed since the last approval', responses: { 200: answer('The changes', ref('ReleaseChanges')), ...errors(401, 403, 404) } },
    },
    '/api/releases/{id}/pages': {
      parameters: [idParam],
      post: {
        tags: ['releases'],
        summary: 'Put a page in the release: a saved version, or the page as sent saved as a version (checked before anything is stored); an approved release goes back to review',
        parameters: [ifMatch],
        requestBody: body('ReleaseAddPage'),
        responses: { 200: answer('The release, the version it holds and the page version after a save', { type: 'object', properties: { release: ref('Releases'), version_id: str, page_version: { type: 'integer' } } }), ...errors(400, 401, 403, 404, 409, 412, 415, 428) },
      },
    },
    '/api/releases/{id}/records': {
      parameters: [idParam],
      post: { tags: ['releases'], summary: 'Put a record in the release as it is to go live (the record itself is saved only when the release is published)', parameters: [ifMatch], requestBody: body('ReleaseAddRecord'), responses: { 200: answer('The release', ref('Releases')), ...errors(400, 401, 403, 404, 409, 412, 415, 428) } },
    },
    '/api/releases/{id}/items/{key}': {
      parameters: [idParam, pathParam('key')],
      delete: { tags: ['releases'], summary: 'Take an item out of the release: page:<page id> or <kind>:<record id>', parameters: [ifMatch], responses: { 200: answer('The release', ref('Releases')), ...errors(401, 403, 404, 409, 412, 428) } },
    },
    '/api/releases/{id}/review-item': {
      parameters: [idParam],
      post: { tags: ['releases'], summary: 'Mark an item reviewed (or not) at what it holds now; approval needs every item reviewed', parameters: [ifMatch], requestBody: body('ReleaseReviewItem'), responses: { 200: answer('The release', ref('Releases')), ...errors(400, 401, 403, 404, 409, 412, 415, 428) } },
    },
    '/api/releases/{id}/impact': { parameters: [idParam], get: { tags: ['releases'], summary: "Pages the release adds and changes per site, from the live build's page index", responses: { 200: answer('The impact', ref('ReleaseImpact')), ...errors(401, 403, 404) } } },
    '/api/releases/{id}/publish': {
      parameters: [idParam],
      post: {
        tags: ['releases'],
        summary: 'Publish an approved release: all its pages go live in one build; when a page cannot be made nothing changes and the 409 names page, element and field',
        parameters: [ifMatch],
        responses: { 202: answer('The release and its build job', { type: 'object', properties: { release: ref('Releases'), job: { type: 'object', properties: { id: str, status: str } } } }), ...errors(401, 403, 404, 409, 412, 428) },
      },
    },
    '/api/releases/{id}/diff': {
      parameters: [idParam],
      get: { tags: ['releases'], summary: 'The last visual diff of the release against live', responses: { 200: answer('The diff', ref('ReleaseDiff')), ...errors(401, 403, 404) } },
      post: { tags: ['releases'], summary: 'Run a visual diff against live at phone, tablet and desktop widths (takes a while; the result is kept)', responses: { 200: answer('The diff', ref('ReleaseDiff')), ...errors(401, 403, 404, 409) } },
    },
    '/api/releases/{id}/diff/{file}': {
      parameters: [idParam, pathParam('file')],
      get: { tags: ['releases'], summary: 'One image of the visual diff (live, release or diff)', responses: { 200: { description: 'PNG', content: { 'image/png': { schema: { type: 'string', format: 'binary' } } } }, ...errors(400, 401, 403, 404) } },
    },
    '/api/specials/{id}/copy': { parameters: [idParam], post: { tags: ['specials'], summary: 'Copy a special under a new slug', requestBody: body('SpecialCopy'), responses: { 201: answer('The copy', ref('Specials')), ...errors(400, 401, 403, 404, 409, 415) } } },
  }
}

let cached: Json | undefined

/** The OpenAPI 3.1 document of the whole API, generated from the same zod schemas the routes parse with. */
export function openApiDocument(): Json {
  if (cached) return cached
  const requests: Record<string, z.ZodType> = {}
  const records: Record<string, z.ZodType> = { Page: PageRecord, FormSubmission, ApiToken, Webhook, WebhookDelivery, ...adminRecords, ...sectionRecords }
  for (const config of entities) {
    const name = pascal(config.name)
    records[name] = (config.schema as unknown as z.ZodObject).extend(storedFields).strict()
    if (config.name !== 'media') requests[`${name}Create`] = config.createBody
    requests[`${name}Update`] = config.updateBody
  }
  Object.assign(requests, {
    PageCreate: CreatePageBody,
    PageSave: PageBody,
    SaveVersion: SaveVersionBody,
    Publish: PublishBody,
    ReviewBody,
    Copy: CopyBody,
    Translate: TranslateBody,
    SpecialCopy: SpecialCopyBody,
    ReleaseStatus: ReleaseStatusBody,
    ReleaseAddPage: AddPageBody,
    ReleaseAddRecord: AddRecordBody,
    ReleaseReviewItem: ReviewItemBody,
    BuildRollback: RollbackBody,
    SignInForm,
    TokenRequest,
    RevokeRequest,
    IntrospectRequest,
    ProfileBody,
    ApiTokenCreate: CreateApiTokenBody,
    WebhookSave: WebhookBody,
    ScriptOrigins: ScriptOriginsBody,
    PublishChecks: PublishChecksBody,
    ScheduleCreate: CreateSchedule,
    ScheduleUpdate: UpdateSchedule,
    ClockMove: ClockBody,
    AuditRetention,
  })
  for (const form of formNames) requests[formSchemaName(form)] = submissionBody(form)
  const shared = { ReleaseChanges, ReleaseImpact, ReleaseDiff, Element, Field, FieldProperty, MediaItem, HeadTag, Review, Annotation, Comment, ConditionsSettings, Condition, MenuItem, DomainRedirect, DeliveryAttempt, PageChecks: PageChecksAnswer, LinkTargetAnswer, LinkTarget }
  const schemas = { ...handWritten, ...schemaComponents({ requests, records, shared }) }
  cached = {
    openapi: '3.1.0',
    info: {
      title: 'Voix content API',
      version: '1',
      description:
        'The JSON API of the Voix studio. Conventions (errors, If-Match, lists, site scope), sign-in and the permission table are in content-api/README.md. ' +
        'Reading is public here; to try calls, sign in to the studio at /voix in the same browser: calls made from this page carry its session. ' +
        'Machines send `Authorization: Bearer <access_token>`.',
    },
    servers: [{ url: '/' }],
    security: [{ bearer: [] }, { cookie: [] }],
    tags: ['auth', 'tokens', 'clients', 'webhooks', 'pages', 'builds', 'forms', 'caches', 'meta', 'schedules', 'presence', 'audit', ...entities.map((e) => e.name)].map((name) => ({ name })),
    paths: { ...authPaths(), ...pagePaths(), ...pageAdminPaths(), ...sectionPaths(), ...cachePaths(), ...formPaths(), ...tokenPaths(), ...webhookPaths(), ...settingsPaths(), ...metaPaths(), ...teamPaths(), ...Object.assign({}, ...entities.map(entityPaths)) },
    webhooks: buildEventWebhooks(),
    components: {
      schemas,
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', description: 'An access token from POST /api/auth/token, or an API token (voix_…) from POST /api/tokens.' },
        cookie: { type: 'apiKey', in: 'cookie', name: 'voix-access-token', description: 'The studio session; writes must come from the API origin.' },
      },
    },
  }
  declareAccess(cached.paths as Record<string, Record<string, Json>>)
  return cached
}

/** Each operation's `x-voix-access` (routeAccess.ts): who may call it, and whose site's data it reaches. */
function declareAccess(paths: Record<string, Record<string, Json>>): void {
  for (const [path, item] of Object.entries(paths))
    for (const [method, operation] of Object.entries(item)) {
      const access = routeAccess[`${method.toUpperCase()} ${path}`]
      if (access && operation && typeof operation === 'object' && !Array.isArray(operation)) (operation as Record<string, Json>)['x-voix-access'] = access as unknown as Json
    }
}

