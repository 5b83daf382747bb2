import { definitionOf } from '../../../catalogue/blocks/elementLabel.ts'
import { isSafeUrl } from '../../../catalogue/fields/checkUrl.ts'
import { BlockFragmentError, readBlockFragment, writeBlockFragment } from '../../../catalogue/model/blockFragment.ts'
import type { Element } from '../../../catalogue/model/element.ts'

/**
 * What rich text may hold, as the content API's sanitiser allows it (content-api/sanitize/sanitizeRichText.ts):
 * pasted blocks show in the preview before they are ever saved, so their rich text is cleaned here first.
 */
const allowed: Record<string, readonly string[]> = {
  p: ['class'], br: [], strong: [], b: [], em: [], i: [], u: [], s: [], sup: [], sub: [], a: ['href', 'target', 'rel', 'title'], ul: [], ol: [], li: [],
  h2: [], h3: [], h4: [], h5: [], h6: [], blockquote: [], code: [], pre: [], hr: [], span: ['class'], img: ['src', 'alt', 'width', 'height'],
  table: [], thead: [], tbody: [], tr: [], th: ['colspan', 'rowspan'], td: ['colspan', 'rowspan'],
}
/** Elements dropped with everything inside them; any other unknown element is unwrapped, keeping its text. */
const dropped = new Set(['script', 'style', 'iframe', 'object', 'embed', 'template', 'noscript', 'svg', 'math', 'form', 'textarea', 'select', 'title'])

function cleanNode(node: Node, into: Node, doc: Document): void {
  for (const child of [...node.childNodes]) {
    if (child.nodeType === 3) into.appendChild(doc.createTextNode(child.textContent ?? ''))
    if (child.nodeType !== 1) continue
    const el = child as HTMLElement
    const tag = el.tagName.toLowerCase()
    if (dropped.has(tag)) continue
    const attrs = allowed[tag]
    if (!attrs) {
      cleanNode(el, into, doc)
      continue
    }
    const out = doc.createElement(tag)
    for (const name of attrs) {
      const value = el.getAttribute(name)
      if (value === null) continue
      if ((name === 'href' || name === 'src') && !isSafeUrl(value)) continue
      if (name === 'class') {
        const classes = value.split(/\s+/).filter((c) => /^text-[a-z0-9-]+$/.test(c))
        if (classes.length) out.setAttribute('class', classes.join(' '))
        continue
      }
      out.setAttribute(name, value)
    }
    if (tag === 'a' && out.getAttribute('target') === '_blank') out.setAttribute('rel', 'noopener noreferrer')
    else if (tag === 'a') out.removeAttribute('target')
    cleanNode(el, out, doc)
    into.appendChild(out)
  }
}

/** Rich text reduced to what the rich-text editor can make (no scripts, handlers, styles or frames). */
export function cleanRichText(html: string): string {
  const doc = new DOMParser().parseFromString(`<!doctype html><body>${html}`, 'text/html')
  const out = doc.createElement('div')
  cleanNode(doc.body, out, doc)
  return out.innerHTML
}

function cleanElement(el: Element): Element {
  const definition = el.type === 'group' ? undefined : definitionOf(el)
  const fields = el.fields.map((f) => (typeof f.value === 'string' && (definition?.fields[f.name]?.kind === 'wysiwyg' || f.type === 'wysiwyg') ? { ...f, value: cleanRichText(f.value) } : f))
  return { ...el, fields, elements: el.elements.map(cleanElement) }
}

/** The clipboard text with the rich text of its blocks cleaned; text that is no fragment is left for the paste to refuse. */
export function cleanFragmentText(text: string): string {
  try {
    const fragment = readBlockFragment(text)
    return writeBlockFragment(fragment.blocks.map(cleanElement), fragment.source)
  } catch (error) {
    if (error instanceof BlockFragmentError) return text
    throw error
  }
}
