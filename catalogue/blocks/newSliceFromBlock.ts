import type { AnyField } from '../fields/fieldKind.ts'
import type { Element } from '../model/element.ts'
import { newId, type IdGenerator } from '../model/ids.ts'
import { getBlockDefinition } from './definitions.ts'

/** A new slice for a block, with one field per definition field: a template's values, else the defaults. */
export function newSliceFromBlock(component: string, values: Record<string, unknown> = {}, generate: IdGenerator = newId): Element {
  const definition = getBlockDefinition(component)
  return {
    id: generate(),
    type: 'slice',
    component,
    enabled: true,
    slot: 'default',
    elements: [],
    tags: [...definition.tags],
    properties: { settings: [] },
    fields: (Object.entries(definition.fields) as [string, AnyField][]).map(([name, kind]) => ({
      id: generate(),
      name,
      type: kind.kind,
      enabled: kind.meta.enabled,
      value: name in values ? values[name] : kind.default,
      media: [],
      properties: [],
    })),
    administration: { permissions: [], gui: {} },
    xp_status: 'approved',
    hydration_mode: 'load',
    label: definition.name,
  }
}
