import type { AnyField } from '../fields/fieldKind.ts'
import type { Element } from '../model/element.ts'
import type { BlockDefinition } from './defineBlock.ts'
import { getBlockDefinition } from './definitions.ts'

export function definitionOf(element: Pick<Element, 'component'>): BlockDefinition | undefined {
  if (!element.component) return undefined
  try {
    return getBlockDefinition(element.component)
  } catch {
    return undefined
  }
}

/**
 * An element's name in an editor's words: the label the editor gave it, else its label field's value (the
 * editor-label field), else its first text that is not the field's default, else what kind of block it is.
 */
export function elementLabel(element: Element, definition = definitionOf(element)): string {
  // A new slice carries its block's name as its label: only a label the editor changed names it.
  const own = element.label?.trim()
  if (own && own !== definition?.name) return own
  if (definition) {
    const fields = Object.entries(definition.fields) as [string, AnyField][]
    // A field's default ("Book Now" on every offers block) tells one block from another no better than its kind.
    const valueOf = (name: string | undefined) => {
      const value = name ? element.fields.find((f) => f.name === name)?.value : undefined
      if (typeof value !== 'string' || value === (definition.fields as Record<string, AnyField>)[name!]?.default) return ''
      return value.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim()
    }
    const text = valueOf(fields.find(([, f]) => f.meta.editorLabel)?.[0]) || fields.filter(([, f]) => f.kind === 'text' && !f.coded).map(([name]) => valueOf(name)).find(Boolean)
    if (text) return text.length > 60 ? `${text.slice(0, 59)}…` : text
  }
  return elementKind(element, definition)
}

/** What kind of element it is, as the block picker names it: 'Hero', 'Group', 'Query'. */
export function elementKind(element: Pick<Element, 'type' | 'component'>, definition = definitionOf(element)): string {
  if (element.type === 'group') return 'Group'
  return definition?.name ?? (element.type === 'query' ? 'Query' : (element.component ?? 'Block'))
}

/** A field's label as the field panel shows it, or its name when the block is unknown. */
export function fieldLabel(component: string | undefined, name: string): string {
  const field = (component ? definitionOf({ component }) : undefined)?.fields[name] as AnyField | undefined
  return field?.meta.label ?? name
}

/** 'Hero “Welcome”', or just 'Hero' when the element's label is its kind. */
export function elementWhere(element: Element): string {
  const kind = elementKind(element)
  const label = elementLabel(element)
  return label === kind ? kind : `${kind} “${label}”`
}
