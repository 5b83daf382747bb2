import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { buildSite } from '../../build/buildSite.ts'
import { sectionsPlaced } from '../../catalogue/model/sections/expandSections.ts'
import { openDatabase } from '../../content-api/db/openDatabase.ts'
import { demoSharedSection } from '../../content-api/seed/demoSections.ts'
import { seedDemo } from '../../content-api/seed/seedDemo.ts'
import { readPublishedSnapshot } from '../../content-api/store/readPublishedSnapshot.ts'
import { buildBundles } from '../lib/buildBundles.ts'
import { readSettings } from '../lib/settings.ts'
import { median, type BenchGroup, type Figure } from './figures.ts'

/**
 * The demo's shared section ('Members save more', on 50 pages of 25 sites) edited once, three times over: each
 * publish must render exactly the pages placing it (refused otherwise), and its time from start to live is the
 * figure (median of 3), with how many pages it rendered beside it.
 */
export async function sectionEditFigures(bundleDir: string): Promise<{ ms: Figure; pages: Figure }> {
  const root = mkdtempSync(join(tmpdir(), 'voix-bench-sections-'))
  try {
    const db = await openDatabase({ sqliteFile: join(root, 'voix.sqlite') })
    const snapshot = await (async () => {
      try {
        await seedDemo(db, { agentPassword: 'bench-agent-password-1' })
        return await readPublishedSnapshot(db)
      } finally {
        await db.close()
      }
    })()
    const placing = snapshot.pages.filter((p) => sectionsPlaced(p.elements).includes(demoSharedSection.id)).length
    const outRoot = join(root, 'site')
    const build = (id: string) => buildSite({ snapshot, outRoot, bundleDir, buildId: id, extraPages: [] })
    await build('b0')
    const section = snapshot.sections.find((s) => s.id === demoSharedSection.id)!
    const times: number[] = []
    for (let i = 1; i <= 3; i++) {
      const title = section.elements[0]!.fields!.find((f) => f.name === 'title')!
      title.value = `Members save ${10 + i}% more`
      const start = performance.now()
      const result = await build(`b${i}`)
      times.push(performance.now() - start)
      if (result.rendered !== placing || result.report.renderedPaths.length !== placing) throw new Error(`a section edit rendered ${result.rendered} pages, not the ${placing} placing it`)
    }
    const of = `${snapshot.pages.length} demo pages on ${snapshot.sites.length} sites`
    return {
      ms: { value: Math.round(median(times)), unit: `ms from the demo's shared section edited to live, rebuilding exactly the ${placing} of ${of} placing it (median of 3)`, target: null, better: 'lower' },
      pages: { value: placing, unit: `pages rendered by that publish: the pages placing the section, and no other of the ${of}`, target: null, better: 'lower' },
    }
  } finally {
    rmSync(root, { recursive: true, force: true })
  }
}

/** `npm run bench -- sections`: `sections.publish`, the publish after the demo's shared section is edited, and `sections.rebuilt`, the pages it rendered. */
export const sectionBench: BenchGroup = {
  name: 'sections',
  async run() {
    const settings = readSettings()
    buildBundles(settings.bundleRoot)
    const { ms, pages } = await sectionEditFigures(join(settings.bundleRoot, 'site'))
    return { 'sections.publish': ms, 'sections.rebuilt': pages }
  },
}
