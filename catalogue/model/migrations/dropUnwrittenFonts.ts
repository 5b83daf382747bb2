import { parseFontFamilies } from '../cssValues.ts'

type Node = { elements?: unknown; fields?: unknown }

/**
 * A page's elements with every field's `font` that is not a font family list left out (the rest untouched): the
 * font grammar narrowed (model/cssValues.ts) after a value such as `Arial"` could open a CSS string. Walks with a
 * stack, not recursion, so a tree of any depth is fine; returns new objects only where something changed.
 */
export function dropUnwrittenFonts(elements: unknown): unknown {
  if (!Array.isArray(elements)) return elements
  const copy = structuredClone(elements) as Node[]
  const stack: Node[] = [...copy]
  while (stack.length) {
    const node = stack.pop()!
    if (!node || typeof node !== 'object') continue
    if (Array.isArray(node.fields))
      for (const field of node.fields as { properties?: unknown }[])
        if (field && Array.isArray(field.properties))
          for (const prop of field.properties as { font?: unknown }[])
            if (prop && typeof prop.font === 'string' && prop.font !== '' && parseFontFamilies(prop.font) === undefined) delete prop.font
    if (Array.isArray(node.elements)) stack.push(...(node.elements as Node[]))
  }
  return copy
}

/** A page's search settings with a canonical link or social image that browsers read as another host (//x, /\\x) emptied. */
export function dropOffSitePaths(seo: unknown): unknown {
  if (!seo || typeof seo !== 'object') return seo
  const out = { ...(seo as Record<string, unknown>) }
  for (const key of ['canonical', 'image']) if (typeof out[key] === 'string' && /^\s*\/[/\\]/.test(out[key])) out[key] = ''
  return out
}
