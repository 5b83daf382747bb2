import type { Element } from './element.ts'
import { newGroup } from './newGroup.ts'
import type { Page } from './page.ts'

/** Builders for tests: a slice or group with every default filled in, and a page holding them. */
/** Element defaults come from newGroup, so the test builders never drift from what the editor creates. */
function bare(id: string): Element {
  const { label: _label, ...rest } = newGroup('Group', () => id)
  return rest
}

export function slice(id: string, extra: Partial<Element> = {}): Element {
  return { ...bare(id), type: 'slice', component: 'GenericHero', ...extra }
}

export function group(id: string, elements: Element[] = []): Element {
  return { ...bare(id), elements }
}

export function pageWith(elements: Element[]): Page {
  return {
    id: 'page-1',
    path: '/',
    locale: 'en',
    title: 'Home',
    description: '',
    layout: 'blocks',
    elements,
    fields: [],
    tags: [],
    head: [],
    review: { status: 'pending', annotations: {} },
  }
}

/** Groups `depth` deep, the innermost holding one slice; ids g1…g<depth>. */
export function nestedGroups(depth: number): Record<string, unknown> {
  let inner: Record<string, unknown> = { id: 'leaf', type: 'slice', component: 'GlobalIntro', label: 'Deepest intro' }
  for (let level = depth; level >= 1; level--) inner = { id: `g${level}`, type: 'group', elements: [inner] }
  return inner
}
