import { SectionUsage } from '../../catalogue/model/entities/section.ts'
import { answer, errors, idParam, ref, type Json } from './operationParts.ts'

/** The output schemas these paths answer with (records of the document). */
export const sectionRecords = { SectionUsage }

/** Sections beyond the generic record routes (sections/sectionRoutes.ts). */
export function sectionPaths(): Json {
  return {
    '/api/sections/{id}/usage': {
      parameters: [idParam],
      get: { tags: ['sections'], summary: 'The pages placing a shared section, and which a change to it rebuilds (the published ones)', responses: { 200: answer('Where it is used', ref('SectionUsage')), ...errors(401, 403, 404) } },
    },
  }
}
