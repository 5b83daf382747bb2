import { CacheCleared, CacheSummary } from '../../catalogue/model/caches.ts'
import { answer, errors, idParam, ifMatch, int, listOf, pathParam, ref, str, type Json } from './operationParts.ts'

/** The output schemas these paths answer with (records of the document). */
export const adminRecords = { CacheSummary, CacheCleared }

/** The studio's page administration beyond editing (pages/pageRoutes.ts): authors, restore, unpublish. */
export function pageAdminPaths(): Json {
  const tags = ['pages']
  const jobRef = { type: 'object', properties: { id: str, status: str } }
  return {
    '/api/pages/authors': {
      get: { tags, summary: "Who made pages (emails), for the page list's author filter", responses: { 200: answer('The authors', listOf(str)), ...errors(401, 403) } },
    },
    '/api/pages/{id}/versions/{versionId}/restore': {
      parameters: [idParam, pathParam('versionId')],
      post: {
        tags,
        summary: 'Make an earlier version the draft again (not published by this)',
        parameters: [ifMatch],
        responses: { 200: answer('The new draft version and the version restored', { type: 'object', properties: { version: int, restored: str } }), ...errors(400, 401, 403, 404, 409, 412, 428) },
      },
    },
    '/api/pages/{id}/unpublish': {
      parameters: [idParam],
      post: {
        tags,
        summary: 'Take a page off the public site at the next build; its draft and versions stay',
        parameters: [ifMatch],
        responses: { 202: answer('Unpublished; a build is queued', { type: 'object', properties: { version: int, job: jobRef } }), ...errors(400, 401, 403, 404, 412, 428) },
      },
    },
  }
}

/** The caches screen (caches/cacheRoutes.ts): admins only. */
export function cachePaths(): Json {
  const tags = ['caches']
  return {
    '/api/caches': {
      get: { tags, summary: 'What is cached (build page store, image derivatives, API read cache) and its size (admins)', responses: { 200: answer('The caches', listOf(ref('CacheSummary'))), ...errors(401, 403) } },
    },
    '/api/caches/{id}/clear': {
      parameters: [idParam],
      post: {
        tags,
        summary: 'Clear one cache, keeping whatever the live site serves (admins); refused while a build runs',
        responses: { 200: answer('What was removed, and the cache now', ref('CacheCleared')), ...errors(401, 403, 404, 409) },
      },
    },
  }
}
