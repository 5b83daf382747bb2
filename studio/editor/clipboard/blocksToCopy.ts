import type { Element } from '../../../catalogue/model/element.ts'
import { writeBlockFragment, type BlockFragment } from '../../../catalogue/model/blockFragment.ts'
import type { Page } from '../../../catalogue/model/page.ts'

/**
 * The selected blocks as they are copied: in page order, each with its whole subtree, and a block inside another
 * selected one only once (with its parent).
 */
export function blocksToCopy(elements: readonly Element[], selected: readonly string[]): Element[] {
  const wanted = new Set(selected)
  const out: Element[] = []
  const walk = (list: readonly Element[]) => {
    for (const el of list) {
      if (wanted.has(el.id)) out.push(el)
      else walk(el.elements)
    }
  }
  walk(elements)
  return out
}

/** The clipboard text of the selected blocks of a page, or undefined when nothing is selected. */
export function copiedText(page: Page, selected: readonly string[], origin?: string): { text: string; count: number } | undefined {
  const blocks = blocksToCopy(page.elements, selected)
  if (!blocks.length) return undefined
  const source: BlockFragment['source'] = { pageId: page.id, pageTitle: page.title.slice(0, 300), layout: page.layout, ...(page.site_id ? { siteId: page.site_id } : {}), ...(origin ? { origin } : {}) }
  return { text: writeBlockFragment(blocks, source), count: blocks.length }
}
