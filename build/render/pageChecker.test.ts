import { problemAt } from '../../catalogue/blocks/problemForEditor.ts'
import { describe, expect, it } from 'vitest'
import { listBlockDefinitions } from '../../catalogue/blocks/definitions.ts'
import { newSliceFromBlock } from '../../catalogue/blocks/newSliceFromBlock.ts'
import { createPageChecker, PageWithSite } from './pageChecker.ts'

/** Page text as the build reads it: every catalogue block from its first template, under ids of its own page. */
function pageText(n: number, blocks = listBlockDefinitions()): string {
  let next = 0
  const id = () => `p${n}-${next++}`
  const elements = blocks.map((def) => newSliceFromBlock(def.component, { ...(def.templates[0]?.values ?? {}) }, id))
  // A group holding two slices: nested elements get their own ids too.
  elements.push({ ...newSliceFromBlock(blocks[0]!.component, {}, id), type: 'group', component: undefined, elements: [newSliceFromBlock(blocks[1]!.component, {}, id), newSliceFromBlock(blocks[2]!.component, {}, id)] })
  return JSON.stringify({ id: `page-${n}`, site_id: 'site-0', path: `/page-${n}`, title: `Page ${n}`, layout: 'blocks', elements })
}

function fullError(raw: unknown): string {
  const parsed = PageWithSite.safeParse(raw)
  if (parsed.success) throw new Error('expected the page schema to reject this page')
  // Named as the editor sees it: block and field labels where the path leads into the elements.
  const issue = parsed.error.issues[0]!
  const elements = (raw as { elements?: unknown }).elements
  const at = problemAt({ elements: Array.isArray(elements) ? elements : [] }, issue.path as (string | number)[], issue.message)
  return `${at.where}: ${at.message}`
}

describe('createPageChecker', () => {
  it('gives exactly what the page schema gives, over the whole catalogue, for first and repeated elements', () => {
    const check = createPageChecker()
    for (let n = 0; n < 3; n++) {
      const text = pageText(n)
      const raw = JSON.parse(text) as unknown
      const expected = PageWithSite.parse(JSON.parse(text))
      const got = check(raw)
      expect(got).toStrictEqual(expected)
      expect(JSON.stringify(got)).toBe(JSON.stringify(expected))
      // The text it was given is left as it was (ids are blanked only while the key is made).
      expect(JSON.stringify(raw)).toBe(text)
    }
  })

  it('rejects bad content with the page schema\'s own error, also after the same element passed without it', () => {
    const check = createPageChecker()
    check(JSON.parse(pageText(0)))
    const bad = (edit: (page: { elements: Record<string, unknown>[] } & Record<string, unknown>) => void) => {
      const page = JSON.parse(pageText(1)) as { elements: Record<string, unknown>[] } & Record<string, unknown>
      edit(page)
      return page
    }
    const cases = [
      bad((p) => (p.elements[3]!.id = '')),
      bad((p) => (p.elements[3]!.id = 'x'.repeat(101))),
      bad((p) => ((p.elements[3]!.fields as { id: unknown }[])[0]!.id = 7)),
      bad((p) => (p.elements[3]!.surprise = true)),
      bad((p) => (p.elements[3]!.type = 'widget')),
      bad((p) => ((p.elements.at(-1)!.elements as Record<string, unknown>[])[1]!.component = undefined)),
      bad((p) => (p.title = '')),
      bad((p) => (p.extra = 1)),
      bad((p) => (p.elements = {} as never)),
    ]
    for (const page of cases) {
      const message = fullError(structuredClone(page))
      expect(() => check(page)).toThrow(message)
    }
  })

  it('keeps working past its size budget', () => {
    const check = createPageChecker(2_000)
    for (let n = 0; n < 3; n++) {
      const text = pageText(n)
      expect(check(JSON.parse(text))).toStrictEqual(PageWithSite.parse(JSON.parse(text)))
    }
  })
})
