import type { Element } from '../element.ts'
import { nestingLimits } from '../nestingLimits.ts'

/** The block that stands for a shared section on a page (catalogue/blocks/global/shared-section). */
export const sectionBlock = 'GlobalSharedSection'

/** The id of the section a placeholder element points at, or undefined for any other element. */
export function sectionIdOf(element: Pick<Element, 'type' | 'component' | 'fields'>): string | undefined {
  if (element.type !== 'slice' || element.component !== sectionBlock) return undefined
  const value = element.fields.find((f) => f.name === 'section')?.value
  return typeof value === 'string' && value ? value : undefined
}

/** The ids of the shared sections an element tree places, at any depth, each once, in order of first use. */
export function sectionsPlaced(elements: readonly Element[]): string[] {
  const found = new Set<string>()
  const walk = (list: readonly Element[]) => {
    for (const el of list) {
      const id = sectionIdOf(el)
      if (id) found.add(id)
      walk(el.elements)
    }
  }
  walk(elements)
  return [...found]
}

/** What expansion needs of a section. */
export interface SectionSource {
  id: string
  name: string
  elements: readonly Element[]
}

/** A content error of expansion, in an editor's words, with the placeholder it is about. */
export class SectionError extends Error {
  constructor(
    message: string,
    readonly element: string,
  ) {
    super(message)
  }
}

// A section's blocks get ids of their own on each page, made from the placeholder's id, so a section placed twice
// (or on a page holding blocks copied from it) never repeats an id; ids are at most 100 characters.
function placedId(placeholder: string, id: string): string {
  const joined = `${placeholder}-${id}`
  if (joined.length <= 100) return joined
  let h = 0
  for (let i = 0; i < joined.length; i++) h = (Math.imul(h, 31) + joined.charCodeAt(i)) | 0
  return `${placeholder.slice(0, 80)}-${(h >>> 0).toString(36)}`
}

function renamed(elements: readonly Element[], placeholder: string): Element[] {
  return elements.map((el) => ({
    ...el,
    id: placedId(placeholder, el.id),
    fields: el.fields.map((f) => ({ ...f, id: placedId(placeholder, f.id) })),
    elements: renamed(el.elements, placeholder),
  }))
}

/**
 * One placeholder as the group of its section's blocks: what the build renders in its place, and what a page keeps
 * when it detaches its copy (so detaching changes nothing the page shows). The group keeps the placeholder's id,
 * slot, switch, tags, conditions and properties; the blocks get ids made from the placeholder's.
 */
export function sectionGroup(placeholder: Element, section: SectionSource): Element {
  const { id, enabled, slot, tags, conditions_settings, properties } = placeholder
  return {
    id,
    type: 'group',
    enabled,
    slot,
    tags,
    ...(conditions_settings ? { conditions_settings } : {}),
    properties,
    fields: [],
    administration: { permissions: [], gui: {} },
    xp_status: 'approved',
    hydration_mode: 'load',
    label: section.name,
    elements: renamed(section.elements, id),
  }
}

/**
 * The tree with every shared section placed in it put in, sections inside sections too. A section that holds
 * itself, directly or through others, or one nested deeper than blocks may be, is refused with a SectionError
 * naming it; so is a placeholder whose section is unknown (deleted, or another site's). Trees without placeholders
 * come back as they are.
 */
export function expandSections(elements: readonly Element[], find: (id: string) => SectionSource | undefined, level = 1, within: readonly string[] = []): Element[] {
  if (level > nestingLimits.elements) throw new SectionError(`Sections can be nested at most ${nestingLimits.elements} blocks deep; move the innermost section up a level`, '')
  let changed = false
  const out = elements.map((el) => {
    const id = sectionIdOf(el)
    if (id === undefined) {
      if (!el.elements.length) return el
      const inner = expandSections(el.elements, find, level + 1, within)
      if (inner === el.elements) return el
      changed = true
      return { ...el, elements: inner }
    }
    const section = find(id)
    const name = el.fields.find((f) => f.name === 'name')?.value
    if (!section) throw new SectionError(`The shared section '${typeof name === 'string' ? name : id}' no longer exists: detach the page's copy or remove the block, then publish again`, el.id)
    if (within.includes(id)) {
      const through = within[within.length - 1] === id ? '' : ' through another section'
      throw new SectionError(`The section '${section.name}' holds itself${through}: a section cannot be placed inside itself`, el.id)
    }
    changed = true
    const group = sectionGroup(el, section)
    return { ...group, elements: expandSections(group.elements, find, level + 1, [...within, id]) }
  })
  return changed ? out : (elements as Element[])
}
