import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { listBlockDefinitions } from '../catalogue/blocks/definitions.ts'
import { newSliceFromBlock } from '../catalogue/blocks/newSliceFromBlock.ts'
import type { Element } from '../catalogue/model/element.ts'
import { PublishedSnapshot } from '../catalogue/model/snapshot.ts'
import { buildSite, type BuildOptions } from './buildSite.ts'
import { SnapshotDirWriter } from './source/SnapshotDirWriter.ts'
import { servedFiles } from './testing/servedFiles.ts'
import { snapshotDirSource } from './source/snapshotSource.ts'

const bundleDir = resolve(process.env.VOIX_BUNDLE_DIR ?? '.voix/bundle', 'site')
const root = mkdtempSync(join(tmpdir(), 'voix-fragments-'))
afterAll(() => rmSync(root, { recursive: true, force: true }))

/** Every catalogue block in every template, and the element shapes around them, under the ids of page `n`. */
function elements(n: number): Element[] {
  let next = 0
  const id = () => `p${n}-${next++}`
  const blocks = listBlockDefinitions().flatMap((def) => (def.templates.length ? def.templates : [{ values: {} }]).map((t) => newSliceFromBlock(def.component, { ...t.values }, id)))
  const [first, second, third] = blocks
  return [
    ...blocks,
    // A group with slices inside, a block shown on conditions, one with an anchor, one with a field switched off.
    { ...newSliceFromBlock(first!.component!, {}, id), type: 'group', component: undefined, elements: [newSliceFromBlock(second!.component!, {}, id), newSliceFromBlock(third!.component!, {}, id)] },
    { ...newSliceFromBlock('GlobalIntro', { title: 'For returning guests' }, id), conditions_settings: { type: 'and', conditions: [{ key: 'xp:spa', operator: 'greater_than', value: '2' }] } },
    { ...newSliceFromBlock('GlobalIntro', { title: 'Anchored' }, id), properties: { settings: [], dom_id: 'book-now' } },
    ((e) => ({ ...e, fields: e.fields.map((f, i) => (i === 0 ? { ...f, enabled: false } : f)) }))(newSliceFromBlock('GlobalIntro', { title: 'Hidden title' }, id)),
    // Per-breakpoint type: the page's field CSS names the field's id.
    ((e) => ({ ...e, fields: e.fields.map((f, i) => (i === 0 ? { ...f, properties: [{ breakpoint: 'md', fontSize: '3rem' }] } : f)) }))(newSliceFromBlock('GlobalIntro', { title: 'Big title' }, id)),
  ]
}

const content = () => ({
  sites: [
    { id: 's1', slug: 'demo', name: 'Demo Resort', kind: 'resort', layout: 'blocks', hosts: ['demo.localhost'], isDefault: true },
    { id: 's2', slug: 'other', name: 'Other Resort', kind: 'resort', layout: 'hyatt-ziva', hosts: ['other.localhost'], locales: ['es'] },
  ],
  menus: [{ id: 'm1', site_id: 's1', name: 'main', items: [{ label: 'Rooms', href: '/rooms' }] }],
  specials: [{ id: 'sp1', title: 'Stay longer', subtitle: 'All-inclusive', percentOff: 20, slug: 'stay-longer', content: '<p>Save.</p>', prettyEndDate: 'Book by June' }],
  pages: [
    ...[0, 1, 2, 3, 4, 5].map((n) => ({ id: `page-${n}`, site_id: n % 2 ? 's2' : 's1', path: `/page-${n}`, title: `Page ${n}`, layout: 'blocks', ...(n % 2 ? { locale: 'es' } : {}), elements: elements(n) })),
    // Pages of blocks that can all be kept: the third comes whole from the cache, only its frame rendered.
    ...[6, 7, 8].map((n) => ({ id: `page-${n}`, site_id: 's1', path: `/plain-${n}`, title: `Plain ${n}`, layout: 'blocks', elements: elements(n).slice(-4) })),
  ],
})

const build = (name: string, options: Partial<BuildOptions>) => buildSite({ outRoot: join(root, name), bundleDir, buildId: 'b1', extraPages: [], workers: 1, ...options })

describe('the fragment cache in a build', () => {
  it('makes every page byte for byte what rendering it whole makes, over the whole catalogue, from memory and from text', async () => {
    const snapshot = PublishedSnapshot.parse(content())
    const whole = await build('whole', { snapshot, fragmentCache: false })
    expect(whole.report.fragmentsReused).toBe(0)
    const expected = servedFiles(join(root, 'whole'), 'b1')
    expect(Object.keys(expected)).toHaveLength(18)

    const cached = await build('cached', { snapshot })
    // Each page after the second of its site and locale takes every block it can from the cache.
    expect(cached.report.fragmentsReused).toBeGreaterThan(listBlockDefinitions().length)
    expect(servedFiles(join(root, 'cached'), 'b1')).toEqual(expected)
    expect(expected['demo/page-4 _payload.json']).toContain('{font-size:3rem}')

    const { pages, ...meta } = content()
    const writer = new SnapshotDirWriter(join(root, 'text'), meta)
    for (const page of pages) await writer.add(JSON.stringify(page), page.id, page.site_id)
    await writer.close()
    const fromText = await build('from-text', { source: snapshotDirSource(join(root, 'text')) })
    expect(fromText.report.fragmentsReused).toBe(cached.report.fragmentsReused)
    expect(servedFiles(join(root, 'from-text'), 'b1')).toEqual(expected)
  })
})
