import { AuditEntry, AuditQuery, PageHistory } from '../../catalogue/model/audit.ts'
import { MediaReplaced, MediaUsage } from '../../catalogue/model/entities/media.ts'
import { ClockState, ScheduledJob, ScheduleListQuery } from '../../catalogue/model/schedule.ts'
import { ReplaceQuery } from '../media/mediaRoutes.ts'
import { answer, body, errors, idParam, ifMatch, listOf, pathParam, type Json } from './operationParts.ts'
import { inlineSchema, queryParameters } from './schemaComponents.ts'

// The paths editors work together through: the media library's extras, scheduled publishing, presence, the audit log.

const events = (description: string) => ({ description, content: { 'text/event-stream': { schema: { type: 'string', description: '`event: presence`, `data:` a JSON { you?, items: [{ session, page_id, user_id, name, since, edited_at }] }, sent whenever it changes' } } } })

export function teamPaths(): Json {
  const bytes = { required: true, content: { 'application/octet-stream': { schema: { type: 'string', contentMediaType: 'application/octet-stream' } } } }
  return {
    '/api/media/{id}/usage': {
      parameters: [idParam],
      get: { tags: ['media'], summary: 'Where a file is used: pages (draft, published version) and records, of the sites the reader may work on', responses: { 200: answer('Its uses', inlineSchema(MediaUsage, 'output')), ...errors(401, 403, 404) } },
    },
    '/api/media/{id}/replace': {
      parameters: [idParam, ifMatch],
      post: {
        tags: ['media'],
        summary: 'New bytes for a file, everywhere it is used: drafts and records point at the new file, pages published with it get a new published version, and a build is queued (403 for an editor bound to some sites when the file is used on others)',
        parameters: queryParameters(ReplaceQuery),
        requestBody: bytes,
        responses: { 200: answer('The new record and how many pages and records now use it', inlineSchema(MediaReplaced, 'output')), ...errors(400, 401, 403, 404, 412, 413, 415, 422, 428, 503, 507) },
      },
    },
    '/api/schedules': {
      get: { tags: ['schedules'], summary: 'Scheduled publishing, soonest first (open: queued, running or failed)', parameters: queryParameters(ScheduleListQuery), responses: { 200: answer('A page of scheduled changes', listOf(inlineSchema(ScheduledJob, 'output'))), ...errors(400, 401, 403) } },
      post: { tags: ['schedules'], summary: 'Schedule a page version, a release or a post to go live, or a page or a special to come down', requestBody: body('ScheduleCreate'), responses: { 201: answer('Scheduled', inlineSchema(ScheduledJob, 'output')), ...errors(400, 401, 403, 413, 415) } },
    },
    '/api/schedules/{id}': {
      parameters: [idParam, ifMatch],
      put: { tags: ['schedules'], summary: 'Move a scheduled change to another time (a failed one is queued again)', requestBody: body('ScheduleUpdate'), responses: { 200: answer('Moved', inlineSchema(ScheduledJob, 'output')), ...errors(400, 401, 403, 404, 409, 412, 413, 415, 428) } },
      delete: { tags: ['schedules'], summary: 'Cancel a scheduled change (it stays listed as cancelled)', responses: { 204: answer('Cancelled'), ...errors(401, 403, 404, 409, 412, 428) } },
    },
    '/api/clock': {
      get: { tags: ['schedules'], summary: "The product's clock and whether it can be moved", responses: { 200: answer('Now', inlineSchema(ClockState, 'output')), ...errors(401, 403) } },
      put: { tags: ['schedules'], summary: 'Move the clock (admins, and only on a server started with MOVABLE_CLOCK=1, for tests of scheduled publishing)', parameters: [ifMatch], requestBody: body('ClockMove'), responses: { 200: answer('Moved', inlineSchema(ClockState, 'output')), ...errors(400, 401, 403, 412, 413, 415, 428) } },
    },
    '/api/presence': { get: { tags: ['presence'], summary: 'Who has which page open, as Server-Sent Events (the page list)', responses: { 200: events('A stream of presence events'), ...errors(401, 403) } } },
    '/api/presence/pages/{id}': {
      parameters: [idParam],
      get: { tags: ['presence'], summary: 'Open a page: be shown as there while the stream is open, and see who else is', responses: { 200: events('A stream of presence events for the page'), ...errors(401, 403, 404) } },
    },
    '/api/presence/sessions/{session}/edited': {
      parameters: [pathParam('session')],
      post: { tags: ['presence'], summary: 'Say this open page has been changed, so others read "is editing"', responses: { 204: answer('Noted'), ...errors(401, 403, 404) } },
    },
    '/api/audit': { get: { tags: ['audit'], summary: 'The audit log, newest first, filtered (admins)', parameters: queryParameters(AuditQuery), responses: { 200: answer('A page of entries', listOf(inlineSchema(AuditEntry, 'output'))), ...errors(400, 401, 403) } } },
    '/api/audit/pages/{id}': {
      parameters: [idParam],
      get: { tags: ['audit'], summary: "A page's history: its audit entries and its versions, newest first", responses: { 200: answer('The history', inlineSchema(PageHistory, 'output')), ...errors(401, 403, 404) } },
    },
    '/api/audit/retention': {
      get: { tags: ['audit'], summary: 'How many days audit entries are kept (admins)', responses: { 200: answer("The setting", { type: "object", properties: { days: { type: "integer" }, version: { type: "integer" } } }), ...errors(401, 403) } },
      put: { tags: ['audit'], summary: 'Change how many days audit entries are kept; older ones go at once (admins)', parameters: [ifMatch], requestBody: body('AuditRetention'), responses: { 200: answer('Saved', { type: 'object', properties: { days: { type: 'integer' }, version: { type: 'integer' }, removed: { type: 'integer' } } }), ...errors(400, 401, 403, 412, 413, 415, 428) } },
    },
  }
}
