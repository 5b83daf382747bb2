type Node = Record<string, unknown>

const isNode = (value: unknown): value is Node => value !== null && typeof value === 'object' && !Array.isArray(value)

/**
 * A tree (nodes holding their children under `key`, `nodes` at level 1) brought within `limit` levels: a node one
 * above the last level keeps every descendant, in document order, as its own children, each then without children.
 * Nothing is dropped, unless the schema caps how many children a node may have (`most`): the first that many are
 * kept then. Iterative, so any depth is safe.
 */
export function liftDeepNodes(nodes: unknown, key: string, limit: number, most = Infinity): unknown {
  if (!Array.isArray(nodes)) return nodes
  const top = nodes.slice()
  const stack: { list: unknown[]; level: number }[] = [{ list: top, level: 1 }]
  while (stack.length) {
    const { list, level } = stack.pop()!
    for (let i = 0; i < list.length; i++) {
      const node = list[i]
      if (!isNode(node) || !Array.isArray(node[key])) continue
      const copy: Node = { ...node }
      list[i] = copy
      if (level < limit - 1) {
        const children = (node[key] as unknown[]).slice()
        copy[key] = children
        stack.push({ list: children, level: level + 1 })
      } else copy[key] = flatten(node[key] as unknown[], key).slice(0, most)
    }
  }
  return top
}

/** Every node under `nodes`, in document order, each without children. */
function flatten(nodes: unknown[], key: string): unknown[] {
  const out: unknown[] = []
  const stack: unknown[] = nodes.slice().reverse()
  while (stack.length) {
    const node = stack.pop()
    if (!isNode(node)) {
      out.push(node)
      continue
    }
    const children = Array.isArray(node[key]) ? (node[key] as unknown[]) : []
    out.push(Array.isArray(node[key]) ? { ...node, [key]: [] } : node)
    for (let i = children.length - 1; i >= 0; i--) stack.push(children[i])
  }
  return out
}
