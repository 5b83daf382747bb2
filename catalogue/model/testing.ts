import type { Element } from './element.ts'
import { newGroup } from './newGroup.ts'
import type { Page } from './page.ts'

/** Builders for tests: a slice or group with every default filled in, and a page holding them. */
export function slice(id: string, extra: Partial<Element> = {}): Element {
  return {
    id,
    type: 'slice',
    component: 'GenericHero',
    enabled: true,
    slot: 'default',
    elements: [],
    tags: [],
    properties: { settings: [] },
    fields: [],
    administration: { permissions: [], gui: {} },
    xp_status: 'approved',
    hydration_mode: 'load',
    ...extra,
  }
}

export function group(id: string, elements: Element[] = []): Element {
  const { label: _label, ...rest } = newGroup('Group', () => id)
  return { ...rest, elements }
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
