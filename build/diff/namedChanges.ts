import { getBlockDefinition } from '../../catalogue/blocks/definitions.ts'
import type { RenderNode } from '../../catalogue/blocks/renderTree.ts'
import type { AnyField } from '../../catalogue/fields/fieldKind.ts'
import { treeLabels } from '../checks/treeLabels.ts'
import type { HeadFacts } from './headFacts.ts'

/** One difference in what people get, named as the studio names it: the block (or part of the page) and its field. */
export interface OutputChange {
  block: string
  field: string
  /** The value before and after, when it is text or a number (cut at 120 characters). */
  before?: string
  after?: string
}

type Key = string | number
interface Difference {
  at: Key[]
  before: unknown
  after: unknown
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null

/** Where two JSON values differ, leaf by leaf (at most `limit`). */
export function differences(a: unknown, b: unknown, limit = 200, at: Key[] = [], out: Difference[] = []): Difference[] {
  if (out.length >= limit || a === b) return out
  if (!isObject(a) || !isObject(b) || Array.isArray(a) !== Array.isArray(b)) {
    out.push({ at, before: a, after: b })
    return out
  }
  for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) differences(a[key], b[key], limit, [...at, Array.isArray(a) ? Number(key) : key], out)
  return out
}

const shown = (v: unknown): string | undefined => {
  if (typeof v !== 'string' && typeof v !== 'number' && typeof v !== 'boolean') return undefined
  const text = String(v)
  return text.length > 120 ? `${text.slice(0, 119)}…` : text
}

/** camelCase and snake_case keys as words: 'percentOff' → 'percent off'. */
const words = (key: string) => key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/[_-]+/g, ' ').toLowerCase()
const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)
/** The rest of a place in a value as words: list items counted from 1. */
const trail = (keys: Key[]) => keys.map((k) => (typeof k === 'number' ? `item ${k + 1}` : words(k))).join(' › ')

const pageFields: Record<string, string> = { title: 'Title', description: 'Description', head: 'Head tags', tags: 'Tags', layout: 'Layout', locale: 'Language', path: 'Path', seo: 'Search and social' }

function fieldLabel(component: string, name: string): string {
  try {
    const field = (getBlockDefinition(component).fields as Record<string, AnyField>)[name]
    if (field) return field.meta.label
  } catch {
    // A block no longer in the catalogue: its field goes by its name.
  }
  return capital(words(name))
}

/** The block a difference inside `tree.nodes` falls in, and the field of it; slots and groups are walked into. */
function inTree(at: Key[], nodes: { before?: RenderNode[]; after?: RenderNode[] }, labels: Map<string, string>): Omit<OutputChange, 'before' | 'after'> {
  const [index, part, ...rest] = at as [number, Key | undefined, ...Key[]]
  const before = nodes.before?.[index]
  const after = nodes.after?.[index]
  const node = after ?? before
  if (!node) return { block: 'Blocks', field: 'Block' }
  const block = labels.get(node.id) ?? (node.kind === 'group' ? 'Group' : node.component)
  if (part === undefined || !before || !after || (before.kind === 'slice' && after.kind === 'slice' && before.component !== after.component))
    return { block, field: !before ? 'Block added' : !after ? 'Block removed' : 'Block replaced' }
  if (part === 'children' && before.kind === 'group' && after.kind === 'group') return inTree(rest, { before: before.children, after: after.children }, labels)
  if (part === 'slots' && before.kind === 'slice' && after.kind === 'slice') {
    const [slot, ...inSlot] = rest as [string, ...Key[]]
    return inTree(inSlot, { before: before.slots[slot] ?? [], after: after.slots[slot] ?? [] }, labels)
  }
  if (part === 'id' || part === 'fieldIds') return { block, field: 'Element id' }
  if (part === 'data') return { block, field: `Records it shows${typeof rest[0] === 'number' ? ` › item ${rest[0] + 1}` : ''}` }
  if (part === 'values' && node.kind === 'slice') {
    const [name, item] = rest as [string, Key | undefined]
    return { block, field: `${fieldLabel(node.component, name)}${typeof item === 'number' ? ` › item ${item + 1}` : ''}` }
  }
  return { block, field: capital(trail([part, ...rest])) }
}

/** A page payload's differences (the build id left out), by block and field label. */
export function payloadChanges(before: Record<string, unknown>, after: Record<string, unknown>): OutputChange[] {
  const treeOf = (p: Record<string, unknown>) => (isObject(p.tree) && Array.isArray(p.tree.nodes) ? (p.tree.nodes as RenderNode[]) : [])
  const nodes = { before: treeOf(before), after: treeOf(after) }
  const labels = treeLabels(nodes.before, treeLabels(nodes.after))
  const changes = differences({ ...before, buildId: 0 }, { ...after, buildId: 0 }).map(({ at, before: was, after: now }): OutputChange => {
    const [top, key, ...rest] = at
    const named =
      top === 'page' && typeof key === 'string'
        ? { block: 'Page settings', field: `${pageFields[key] ?? capital(words(key))}${rest.length ? ` › ${trail(rest)}` : ''}` }
        : top === 'site' && key !== undefined
          ? { block: 'Site', field: capital(trail([key])) }
          : top === 'tree' && key === 'nodes' && rest.length
            ? inTree(rest, nodes, labels)
            : top === 'tree' && key === 'css'
              ? { block: 'Page styles', field: 'Responsive CSS' }
              : { block: 'Page', field: capital(trail(at)) }
    return { ...named, ...withValues(was, now) }
  })
  return collapseIds(changes)
}

function withValues(was: unknown, now: unknown): Pick<OutputChange, 'before' | 'after'> {
  const before = shown(was)
  const after = shown(now)
  return { ...(before !== undefined ? { before } : {}), ...(after !== undefined ? { after } : {}) }
}

/** New element ids are one change however many blocks they touch: nothing anyone reads. */
function collapseIds(changes: OutputChange[]): OutputChange[] {
  const ids = new Set(changes.filter((c) => c.field === 'Element id').map((c) => c.block))
  const rest = changes.filter((c) => c.field !== 'Element id')
  return ids.size ? [...rest, { block: ids.size === 1 ? [...ids][0]! : `${ids.size} blocks`, field: ids.size === 1 ? 'Element id' : 'Element ids' }] : rest
}

/** The name a piece of structured data goes by: its type and its name or headline. */
function thingName(thing: unknown): string {
  if (!isObject(thing)) return 'Structured data'
  const type = Array.isArray(thing['@type']) ? thing['@type'].join(', ') : String(thing['@type'] ?? 'item')
  const name = thing.name ?? thing.headline
  return `Structured data: ${type}${typeof name === 'string' ? ` “${name}”` : ''}`
}

/** Differences of the head's tags and of the structured data, which the payload does not carry. */
export function headChanges(before: HeadFacts, after: HeadFacts): OutputChange[] {
  const changes: OutputChange[] = []
  for (const tag of new Set([...before.tags.keys(), ...after.tags.keys()]))
    if (before.tags.get(tag) !== after.tags.get(tag)) changes.push({ block: 'Page head', field: tag, ...withValues(before.tags.get(tag), after.tags.get(tag)) })
  const count = Math.max(before.structuredData.length, after.structuredData.length)
  for (let i = 0; i < count; i++) {
    const was = before.structuredData[i]
    const now = after.structuredData[i]
    const block = thingName(was ?? now)
    if (was === undefined || now === undefined) changes.push({ block, field: was === undefined ? 'Added' : 'Removed' })
    else for (const d of differences(was, now, 20)) changes.push({ block, field: d.at.length ? trail(d.at) : 'Value', ...withValues(d.before, d.after) })
  }
  return changes
}

/** Where two HTML texts first differ, a little either side: for a change nothing else names. */
export function firstDifference(before: string, after: string): Pick<OutputChange, 'before' | 'after'> {
  let at = 0
  while (at < before.length && before[at] === after[at]) at++
  const from = Math.max(0, at - 40)
  return { before: before.slice(from, at + 60), after: after.slice(from, at + 60) }
}
