import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { resolveElements } from '../../catalogue/blocks/resolveElements.ts'
import { createPageChecker } from '../../build/render/pageChecker.ts'
import { generateSnapshot } from './generateSnapshot.ts'

const root = mkdtempSync(join(tmpdir(), 'voix-generate-'))
afterAll(() => rmSync(root, { recursive: true, force: true }))

const linesOf = (dir: string) => readFileSync(join(dir, 'pages.ndjson'), 'utf8').split('\n').filter(Boolean)
/** A top-level block's content without its ids, which every page has its own of. */
const content = (element: { id: string; fields: { id: string }[] }) => JSON.stringify({ ...element, id: '', fields: element.fields.map((f) => ({ ...f, id: '' })) })

describe('the realistic corpus', () => {
  it('gives every page valid content of its own, with about a tenth of its blocks repeated across pages', async () => {
    const dir = join(root, 'realistic')
    const { meanBlocks } = await generateSnapshot(dir, { pages: 300, realistic: true })
    const lines = linesOf(dir)
    expect(lines).toHaveLength(300)
    const check = createPageChecker()
    const seen = new Map<string, number>()
    let blocks = 0
    for (const line of lines) {
      const page = check(JSON.parse(line))
      // Every value valid for its field kind: resolving checks each against its definition's schema.
      expect(() => resolveElements(page.elements, page.path)).not.toThrow()
      expect(page.elements.length).toBeGreaterThanOrEqual(5)
      expect(page.elements.length).toBeLessThanOrEqual(60)
      blocks += page.elements.length
      for (const element of page.elements) seen.set(content(element), (seen.get(content(element)) ?? 0) + 1)
    }
    expect(meanBlocks).toBeCloseTo(blocks / 300)
    const repeated = [...seen.values()].filter((n) => n > 1).reduce((a, b) => a + b, 0)
    expect(repeated / blocks).toBeGreaterThan(0.05)
    expect(repeated / blocks).toBeLessThan(0.2)
    // Links go to other pages of the corpus, images have their own URLs.
    expect(lines[5]).toMatch(/"href":"\/section-\d+\/page-\d+"/)
    expect(lines[5]).toMatch(/"url":"https:\/\/images\.voix-bench\.example\/p5-\d+-\w+\//)
  })

  it('is the same bytes for the same options, and the template corpus repeats every block', async () => {
    await generateSnapshot(join(root, 'a'), { pages: 20, realistic: true })
    await generateSnapshot(join(root, 'b'), { pages: 20, realistic: true })
    expect(readFileSync(join(root, 'a', 'pages.ndjson'))).toEqual(readFileSync(join(root, 'b', 'pages.ndjson')))
    const { meanBlocks } = await generateSnapshot(join(root, 'template'), { pages: 20, blocksPerPage: 20 })
    expect(meanBlocks).toBe(20)
    const all = linesOf(join(root, 'template')).flatMap((line) => (JSON.parse(line) as { elements: { id: string; fields: { id: string }[] }[] }).elements)
    // Pages take consecutive block types, so neighbours share most of theirs, with the same template text.
    expect(new Set(all.map(content)).size).toBeLessThan(all.length / 2)
  })
})
