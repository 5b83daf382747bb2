import { ContentError } from '../../catalogue/blocks/resolveElements.ts'
import type { Element } from '../../catalogue/model/element.ts'
import type { Section } from '../../catalogue/model/entities/section.ts'
import { expandSections, SectionError, sectionBlock, sectionsPlaced } from '../../catalogue/model/sections/expandSections.ts'

/**
 * What a page's text holds when it places a shared section: the placeholder block, and the field naming its section
 * (see sectionIdOf); pages without both are never parsed here. A placeholder without that field places nothing.
 */
const clue = Buffer.from(`"component":"${sectionBlock}"`)
const sectionField = Buffer.from('"name":"section"')

/** A page's dependency on one shared section, as the page index's `uses` lists it (ids may hold commas). */
export const sectionDependency = (id: string) => `section:${encodeURIComponent(id)}`

/** The build's shared sections by id, once a build. */
export type SectionIndex = ReadonlyMap<string, Section>
export const indexSections = (sections: readonly Section[]): SectionIndex => new Map(sections.map((s) => [s.id, s]))

/**
 * A page's text with every shared section it places put in (catalogue/model/sections/expandSections.ts), and the
 * sections it drew on, inside others too, as dependencies; the text as it was when it places none. `placedAt`: the
 * places of the top-level elements holding a section (the element itself, or one inside it), which the fragment cache
 * keeps on first sight. A section that is gone or holds itself fails the page alone, named as an editor would find it.
 */
export function withSections(bytes: Buffer, sections: SectionIndex, path: () => string): { bytes: Buffer; uses: string[]; placedAt: ReadonlySet<number> } {
  if (bytes.indexOf(clue) < 0 || bytes.indexOf(sectionField) < 0) return { bytes, uses: [], placedAt: new Set() }
  const page = JSON.parse(bytes.toString('utf8')) as { elements?: Element[] }
  const used = new Set<string>()
  let elements: Element[]
  try {
    elements = expandSections(page.elements ?? [], (id) => {
      used.add(id)
      return sections.get(id)
    })
  } catch (error) {
    if (error instanceof SectionError) throw new ContentError(error.message, { page: path(), ...(error.element ? { element: error.element, component: sectionBlock } : {}) })
    throw error
  }
  // Placeholders that name no section change nothing: the text as it came, not the same text made again.
  if (elements === page.elements) return { bytes, uses: [], placedAt: new Set() }
  const placedAt = new Set((page.elements ?? []).flatMap((element, i) => (sectionsPlaced([element]).length ? [i] : [])))
  return { bytes: Buffer.from(JSON.stringify({ ...page, elements })), uses: [...used].sort().map(sectionDependency), placedAt }
}

/** A page's JSON text with its shared sections put in, for what reads pages besides the workers; as it was if it cannot be. */
export function textWithSections(json: string, sections: SectionIndex): string {
  if (!json.includes(clue.toString())) return json
  try {
    return withSections(Buffer.from(json), sections, () => '').bytes.toString('utf8')
  } catch {
    return json
  }
}
