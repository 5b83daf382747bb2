import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PublishedSnapshot } from '../../catalogue/model/snapshot.ts'
import { buildSite } from '../../build/buildSite.ts'
import { intro, sectionSite } from '../../build/testing/sectionSite.ts'
import { median, type Figure } from './figures.ts'

/**
 * One shared section on 50 of 200 pages edited once, three times over: the publish that follows must render exactly
 * those 50 pages (refused otherwise), and its time from start to live is the figure (median of 3).
 */
export async function sectionEditFigure(bundleDir: string): Promise<Figure> {
  const outRoot = mkdtempSync(join(tmpdir(), 'voix-bench-sections-'))
  try {
    const input = sectionSite(200, 50)
    const build = (content: typeof input, id: string) => buildSite({ snapshot: PublishedSnapshot.parse(content), outRoot, bundleDir, buildId: id, extraPages: [] })
    await build(input, 'b0')
    const times: number[] = []
    for (let i = 1; i <= 3; i++) {
      input.sections[0]!.elements[0] = intro(`Book direct and save ${30 + i}%`, `bench${i}`)
      const start = performance.now()
      const result = await build(input, `b${i}`)
      times.push(performance.now() - start)
      if (result.rendered !== 50) throw new Error(`a section edit rendered ${result.rendered} pages, not the 50 placing it`)
    }
    return { value: Math.round(median(times)), unit: 'ms from a shared section edited to live, rebuilding exactly the 50 of 201 pages placing it (median of 3)', target: null, better: 'lower' }
  } finally {
    rmSync(outRoot, { recursive: true, force: true })
  }
}
