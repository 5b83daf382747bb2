import { getBlockDefinition } from '../../catalogue/blocks/definitions.ts'
import type { RenderNode } from '../../catalogue/blocks/renderTree.ts'
import type { AnyField } from '../../catalogue/fields/fieldKind.ts'

const plain = (value: unknown) => (typeof value === 'string' ? value.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim() : '')

/**
 * The placed blocks of a rendered tree by element id, named as the studio's element tree names them when the
 * editor gave no label of their own: the label field's value, else the first text, else the kind of block.
 */
export function treeLabels(nodes: readonly RenderNode[], into = new Map<string, string>()): Map<string, string> {
  for (const node of nodes) {
    if (node.kind === 'group') {
      into.set(node.id, 'Group')
      treeLabels(node.children, into)
      continue
    }
    let label = node.component
    try {
      const definition = getBlockDefinition(node.component)
      const fields = Object.entries(definition.fields) as [string, AnyField][]
      const text =
        plain(node.values[fields.find(([, f]) => f.meta.editorLabel)?.[0] ?? '']) || fields.filter(([, f]) => f.kind === 'text').map(([name]) => plain(node.values[name])).find(Boolean)
      label = text ? (text.length > 60 ? `${text.slice(0, 59)}…` : text) : definition.name
    } catch {
      // A block no longer in the catalogue keeps its component name.
    }
    into.set(node.id, label)
    for (const children of Object.values(node.slots)) treeLabels(children, into)
  }
  return into
}
