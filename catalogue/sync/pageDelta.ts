import type { Element } from '../model/element.ts'
import type { Page } from '../model/page.ts'
import type { ElementRef } from './syncMessages.ts'

type EncodedPage = Omit<Page, 'elements'> & { elements: ElementRef[] }

/**
 * Sends only the top-level elements that changed since the last call: an edit rebuilds just the path to what
 * it changed, so an unchanged element is the very same object. Pass a fresh map to send everything.
 */
export function encodePage(page: Page, lastSent: Map<string, Element>): EncodedPage {
  const elements = page.elements.map((el): ElementRef => (lastSent.get(el.id) === el ? { unchanged: el.id } : el))
  lastSent.clear()
  for (const el of page.elements) lastSent.set(el.id, el)
  return { ...page, elements }
}

/** Rebuilds the page from a delta and the elements known so far; undefined when the delta refers to one it lacks. */
export function decodePage(encoded: EncodedPage, known: Map<string, Element>): Page | undefined {
  const elements: Element[] = []
  for (const ref of encoded.elements) {
    const el = 'unchanged' in ref ? known.get(ref.unchanged) : ref
    if (!el) return undefined
    elements.push(el)
  }
  known.clear()
  for (const el of elements) known.set(el.id, el)
  return { ...encoded, elements }
}
