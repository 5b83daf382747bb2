import { SectionUsage, SectionVersion, SectionVersionQuery } from '../../catalogue/model/entities/section.ts'
import { queryParameters } from './schemaComponents.ts'
import { answer, errors, idParam, ifMatch, int, listOf, pathParam, ref, type Json } from './operationParts.ts'

/** The output schemas these paths answer with (records of the document). */
export const sectionRecords = { SectionUsage, SectionVersion }

/** Sections beyond the generic record routes (sections/sectionRoutes.ts). */
export function sectionPaths(): Json {
  const tags = ['sections']
  return {
    '/api/sections/{id}/usage': {
      parameters: [idParam],
      get: { tags, summary: 'The pages placing a shared section, and which a change to it rebuilds (the published ones)', responses: { 200: answer('Where it is used', ref('SectionUsage')), ...errors(401, 403, 404) } },
    },
    '/api/sections/{id}/versions': {
      parameters: [idParam],
      get: {
        tags,
        summary: 'Every save of a section (its number, who saved it and when), newest first, at most 50 a page',
        parameters: queryParameters(SectionVersionQuery),
        responses: { 200: answer('A page of versions', listOf(ref('SectionVersion'))), ...errors(400, 401, 403, 404) },
      },
    },
    '/api/sections/{id}/versions/{version}/restore': {
      parameters: [idParam, pathParam('version', { type: 'integer', minimum: 1 })],
      post: {
        tags,
        summary: "Save an earlier version's content again, as a new version (a build follows, as for any save)",
        parameters: [ifMatch],
        responses: {
          200: answer('The section as now stored, and the version restored', { allOf: [ref('Sections'), { type: 'object', properties: { restored: int } }] }),
          ...errors(400, 401, 403, 404, 412, 428),
        },
      },
    },
  }
}
