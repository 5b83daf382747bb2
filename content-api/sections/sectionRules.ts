import type { Kysely } from 'kysely'
import type { Element } from '../../catalogue/model/element.ts'
import { Section } from '../../catalogue/model/entities/section.ts'
import { expandSections, SectionError, sectionsPlaced, type SectionSource } from '../../catalogue/model/sections/expandSections.ts'
import type { Db } from '../db/openDatabase.ts'
import { ApiError } from '../http/ApiError.ts'
import type { PageProblem } from '../../catalogue/model/pageProblems.ts'

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const anyDb = (db: Db) => db.kysely as unknown as Kysely<any>

/** The stored sections with these ids (those that exist). */
export async function loadSections(db: Db, ids: readonly string[]): Promise<Map<string, Section>> {
  if (!ids.length) return new Map()
  const rows = await anyDb(db).selectFrom('sections').select(['id', 'document']).where('id', 'in', ids).execute()
  return new Map(rows.map((r) => [String(r.id), Section.parse(JSON.parse(String(r.document)))]))
}

/** Every section reachable from `start`, sections inside sections too (a bounded walk: each section is read once). */
async function reachable(db: Db, start: readonly string[], known: Map<string, Section>): Promise<Map<string, Section>> {
  let next = start.filter((id) => !known.has(id))
  while (next.length) {
    const found = await loadSections(db, next)
    for (const [id, section] of found) known.set(id, section)
    next = [...new Set([...found.values()].flatMap((s) => sectionsPlaced(s.elements)))].filter((id) => !known.has(id))
  }
  return known
}

const refused = (message: string, path = 'elements') => new ApiError(400, `The body is not valid: ${path}: ${message}`, { issues: [{ path, message }] })

/**
 * What shared sections a tree of elements (a page's, or a section's own) may place: shared ones (a preset is copied
 * in, not placed), of the tree's site or of every site. `siteId` null: a section for every site, which may place
 * only sections for every site, since it shows on every site's pages.
 */
function checkPlaced(sections: Map<string, Section>, ids: readonly string[], siteId: string | null, whose: string): void {
  for (const id of ids) {
    const section = sections.get(id)
    if (!section) continue
    if (section.kind !== 'shared') throw refused(`the section '${section.name}' is a preset: insert it as a copy instead of placing it`)
    if (section.site_id !== null && section.site_id !== siteId)
      throw refused(`the shared section '${section.name}' belongs to site '${section.site_id}'; ${whose} cannot use it. Use a section of ${siteId ? `site '${siteId}'` : 'every site'} or one for every site`)
  }
}

/** A section about to be stored: the sections it places are its site's or every site's, and none holds it again. */
export async function checkSectionContent(db: Db, doc: Section): Promise<void> {
  const placed = sectionsPlaced(doc.elements)
  const sections = await reachable(db, placed, new Map([[doc.id, doc]]))
  checkPlaced(sections, placed, doc.site_id, doc.site_id ? `a section of site '${doc.site_id}'` : 'a section for every site')
  const missing = placed.find((id) => !sections.has(id))
  if (missing) throw refused(`it places a shared section that does not exist ('${missing}'); remove that block`)
  try {
    expandSections(doc.elements, (id) => sections.get(id), 1, [doc.id])
  } catch (error) {
    if (error instanceof SectionError) throw refused(error.message)
    throw error
  }
}

/**
 * A page's elements about to be saved: every section it places is a shared one of its site or of every site. A
 * placed section that no longer exists is left for the pre-publish checks, which name it (pageSectionProblems),
 * so a draft can still be saved while its editor detaches or removes it.
 */
export async function checkPageSections(db: Db, siteId: string, elements: readonly Element[]): Promise<void> {
  const placed = sectionsPlaced(elements)
  if (!placed.length) return
  checkPlaced(await loadSections(db, placed), placed, siteId, `a page of site '${siteId}'`)
}

/** What is wrong with the sections a page places, as an editor reads it: the first problem, or undefined. */
export async function pageSectionProblem(db: Db, elements: readonly Element[]): Promise<SectionError | undefined> {
  const placed = sectionsPlaced(elements)
  if (!placed.length) return undefined
  const sections = await reachable(db, placed, new Map())
  try {
    expandSections(elements, (id): SectionSource | undefined => sections.get(id))
    return undefined
  } catch (error) {
    if (error instanceof SectionError) return error
    throw error
  }
}

/** A section problem as the pre-publish checks list it, at the placed block it is about. */
export const sectionProblemOf = (error: SectionError): PageProblem => ({ kind: 'shared-section', message: error.message, ...(error.element ? { element: error.element } : {}) })
