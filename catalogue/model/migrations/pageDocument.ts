import { nestingLimits } from '../nestingLimits.ts'
import { documentType } from './DocumentType.ts'
import { dropOffSitePaths, dropUnwrittenFonts } from './dropUnwrittenFonts.ts'
import { liftDeepNodes } from './liftDeepNodes.ts'

/**
 * Pages: the working draft (pages.draft) and every saved or published version (page_versions.document) share
 * one schema, so one list.
 */
export const pageDocument = documentType('page', [
  {
    version: 2,
    why: `blocks nest at most ${nestingLimits.elements} deep (deeper trees overflowed the renderer's stack and stopped every build)`,
    up: (doc) => ({ ...doc, elements: liftDeepNodes(doc.elements, 'elements', nestingLimits.elements) }),
  },
  {
    version: 3,
    why: 'a field\'s font is a font family list (a value such as Arial" opened a CSS string that swallowed the rest of the page\'s styles), and a canonical link or social image is not //host or /\\host (browsers went off-site); such values are dropped',
    up: (doc) => ({ ...doc, elements: dropUnwrittenFonts(doc.elements), ...(doc.seo ? { seo: dropOffSitePaths(doc.seo) } : {}) }),
  },
])
