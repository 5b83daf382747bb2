import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { buildSite } from '../../build/buildSite.ts'
import { snapshotDirSource } from '../../build/source/snapshotSource.ts'
import { servedFiles } from '../../build/testing/servedFiles.ts'
import { editSnapshot, generateSnapshot, titleChanged } from './generateSnapshot.ts'

const bundleDir = resolve(process.env.VOIX_BUNDLE_DIR ?? '.voix/bundle', 'site')
const root = mkdtempSync(join(tmpdir(), 'voix-realistic-build-'))
afterAll(() => rmSync(root, { recursive: true, force: true }))

const build = (dir: string, outRoot: string, buildId: string) => buildSite({ source: snapshotDirSource(dir), outRoot, bundleDir, buildId, extraPages: [] })

describe('a realistic site', () => {
  it('built incrementally after edits is byte for byte the same as built whole', async () => {
    // The bench's corpus, smaller: every block's text its own, a tenth of blocks repeated site-wide.
    const v1 = join(root, 'v1')
    await generateSnapshot(v1, { pages: 240, realistic: true })
    const outRoot = join(root, 'out')
    expect(await build(v1, outRoot, 'b1')).toMatchObject({ pages: 240, rendered: 240 })

    // A title, a block's prose and a repeated block's link changed on a few pages.
    const v2 = join(root, 'v2')
    await editSnapshot(v1, v2, (line, n) => {
      if (n === 3) return titleChanged(line, 'A new title')
      if (n === 40) return line.replace(/"value":"([^"<]{12,})"/, '"value":"Quiet lagoon mornings, é – ’ 😀 & <b>"')
      if (n === 41) return line.replace(/"href":"\/section-(\d+)/, '"href":"/section-$1-renamed')
      return line
    })
    const incremental = await build(v2, outRoot, 'b2')
    expect(incremental).toMatchObject({ pages: 240, rendered: 3, reused: 237 })

    const fresh = join(root, 'fresh')
    expect(await build(v2, fresh, 'b2')).toMatchObject({ pages: 240, rendered: 240 })
    const files = servedFiles(outRoot, 'b2')
    expect(Object.keys(files)).toHaveLength(480)
    expect(files).toEqual(servedFiles(fresh, 'b2'))
    expect(Object.values(files).some((f) => f.includes('A new title'))).toBe(true)
  }, 120_000)
})
