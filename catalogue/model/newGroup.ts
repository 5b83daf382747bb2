import type { Element } from './element.ts'
import { newId, type IdGenerator } from './ids.ts'

/** An empty group element with every default filled in. */
export function newGroup(label = 'Group', generate: IdGenerator = newId): Element {
  return {
    id: generate(),
    type: 'group',
    enabled: true,
    slot: 'default',
    elements: [],
    tags: [],
    properties: { settings: [] },
    fields: [],
    administration: { permissions: [], gui: {} },
    xp_status: 'approved',
    hydration_mode: 'load',
    label,
  }
}
