import { createReadStream, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { createInterface } from 'node:readline'
import { SnapshotDirWriter } from '../../build/source/SnapshotDirWriter.ts'
import { pagesIndexFile, type PagesIndexEntry } from '../../build/source/snapshotSource.ts'
import { listBlockDefinitions } from '../../catalogue/blocks/definitions.ts'
import { newSliceFromBlock } from '../../catalogue/blocks/newSliceFromBlock.ts'
import type { AnyField } from '../../catalogue/fields/fieldKind.ts'
import { seeded, varyFieldValue, varyProse } from './realisticValues.ts'

export interface GenerateOptions {
  pages: number
  /** Blocks on every page of the template corpus; the realistic corpus mixes sizes (see `realistic`). */
  blocksPerPage?: number
  sites?: number
  /**
   * Pages like real ones: each block's text, links, alt text and images its own (reworded deterministically from
   * its template), 5–60 blocks a page, and `repeatedShare` of the blocks (0.1 by default) one of a few site-wide
   * variants of their block, like a booking strip. Without it, the template corpus: every block its definition's
   * first template, so the same block carries the same text on every page.
   */
  realistic?: boolean | { repeatedShare?: number }
}

/** The blocks of a realistic page: mostly 10–35, a few long ones up to 60, never fewer than 5. */
export function realisticBlockCount(random: () => number): number {
  return 5 + Math.floor(56 * random() ** 1.6)
}

/** Site-wide variants of each block a realistic corpus repeats across pages. */
const sharedVariants = 3

/**
 * A synthetic published snapshot as a folder (`snapshot.json`, `pages.ndjson` and its index, see build's
 * snapshotDirSource and SnapshotDirWriter):
 * `pages` pages of about `blocksPerPage` blocks, each block one of the real catalogue's templates (or its
 * defaults), spread over a few sites with menus, specials and posts. Deterministic: the same options give the
 * same bytes. Pages are streamed to disk, so 100,000 of them never sit in memory.
 */
export async function generateSnapshot(dir: string, { pages, blocksPerPage = 40, sites = 4, realistic }: GenerateOptions): Promise<{ meanBlocks: number }> {
  const repeatedShare = realistic ? (typeof realistic === 'object' ? (realistic.repeatedShare ?? 0.1) : 0.1) : 0
  const siteList = Array.from({ length: sites }, (_, i) => ({
    id: `site-${i}`,
    slug: i === 0 ? 'demo' : `resort-${i}`,
    name: i === 0 ? 'Demo Resort' : `Resort ${i}`,
    kind: 'resort',
    layout: 'blocks',
    hosts: [`${i === 0 ? 'demo' : `resort-${i}`}.localhost`],
    isDefault: i === 0,
  }))
  const specials = Array.from({ length: 40 }, (_, i) => ({ id: `special-${i}`, title: `Offer ${i}`, subtitle: 'All-inclusive', percentOff: 10 + (i % 5) * 5, slug: `offer-${i}`, content: `<p>Save on offer ${i}.</p>`, prettyEndDate: 'Book by December' }))
  const posts = siteList.flatMap((s) =>
    Array.from({ length: 12 }, (_, i) => ({ id: `${s.id}-post-${i}`, site_id: s.id, postType: 'blog', title: `Story ${i}`, slug: `story-${i}`, excerpt: 'A day by the sea.', publishedAt: `2026-0${1 + (i % 9)}-1${i % 10}T09:00:00Z` })),
  )
  const menus = siteList.map((s) => ({ id: `menu-${s.id}`, site_id: s.id, name: 'main', items: [{ label: 'Rooms', href: '/rooms' }, { label: 'Dining', href: '/dining' }, { label: 'Specials', href: '/specials' }] }))
  const writer = new SnapshotDirWriter(dir, { sites: siteList, menus, specials, posts })

  const blocks = listBlockDefinitions()
  const pathOf = (k: number) => (k < sites ? '/' : `/section-${k % 50}/page-${k}`)
  let blockCount = 0
  for (let i = 0; i < pages; i++) {
    let n = 0
    const id = () => `p${i}-${n++}`
    const pageRandom = seeded(`page-${i}`)
    const count = realistic ? realisticBlockCount(pageRandom) : blocksPerPage
    blockCount += count
    const elements = Array.from({ length: count }, (_, j) => {
      const def = blocks[(i * 7 + j) % blocks.length]!
      const values: Record<string, unknown> = { ...(def.templates[0]?.values ?? {}) }
      if (realistic) {
        // A repeated block is one of a few variants of its block, the same on every page that has it.
        const seed = pageRandom() < repeatedShare ? `shared-${def.component}-${Math.floor(pageRandom() * sharedVariants)}` : `p${i}-${j}`
        const random = seeded(seed)
        for (const [name, kind] of Object.entries(def.fields) as [string, AnyField][]) {
          const value = name in values ? values[name] : kind.default
          values[name] = varyFieldValue(kind, value, { random, seed: `${seed}-${name}`, pagePath: () => pathOf(Math.floor(random() * pages)) })
        }
      }
      if (def.component === 'SpecialsSpecialOffers') values.specials = [`special-${i % 40}`, `special-${(i + 1) % 40}`]
      return newSliceFromBlock(def.component, values, id)
    })
    const site = siteList[i % sites]!
    const title = realistic ? `Page ${i}: ${varyProse('Suites by the quiet lagoon', pageRandom)}` : `Page ${i}`
    const line = JSON.stringify({ id: `page-${i}`, site_id: site.id, path: pathOf(i), title, layout: 'blocks', elements })
    await writer.add(line, `page-${i}`, site.id)
  }
  await writer.close()
  return { meanBlocks: blockCount / pages }
}

/**
 * A copy of a generated snapshot folder with some pages changed: `edit` gets each page's line and its number
 * and returns the new line (or the same). Ids and sites come from the folder's index, so no page is parsed
 * unless `edit` does; the copy gets its own index, with new versions for the changed pages.
 */
export async function editSnapshot(dir: string, out: string, edit: (line: string, n: number) => string): Promise<void> {
  const writer = new SnapshotDirWriter(out, JSON.parse(readFileSync(join(dir, 'snapshot.json'), 'utf8')))
  const index = readFileSync(join(dir, pagesIndexFile), 'utf8').split('\n').slice(1).filter(Boolean)
  let n = 0
  for await (const line of createInterface({ input: createReadStream(join(dir, 'pages.ndjson'), 'utf8'), crlfDelay: Infinity })) {
    if (!line) continue
    const [id, siteId, , , , checked] = JSON.parse(index[n]!) as PagesIndexEntry
    const edited = edit(line, n)
    // An unchanged line is copied as it was (checked or not), so its version stays the same.
    await writer.add(edited, id, siteId, edited === line ? { as: checked === 1 ? 'checked' : 'unchecked' } : {})
    n++
  }
  await writer.close()
}

/** Rewrite one page's title in a generated snapshot: the smallest publish. Returns the page's path. */
export function titleChanged(line: string, title: string): string {
  const page = JSON.parse(line) as { title: string }
  page.title = title
  return JSON.stringify(page)
}
