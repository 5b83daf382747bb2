import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import type { Release } from '../../catalogue/model/entities/release.ts'
import { newId } from '../../catalogue/model/ids.ts'
import { createReleaseDiff } from './releaseDiff.ts'

describe('release visual diffs', () => {
  const dir = mkdtempSync(join(tmpdir(), 'voix-diff-'))
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  it('answers a second request for a release being compared with that run, and drives one browser at a time', async () => {
    let active = 0
    let most = 0
    const diff = createReleaseDiff({
      dir,
      publicUrl: 'http://localhost:1',
      sites: async () => [],
      // Counted from the start of a run's pages to the end of its browser: two at once would overlap here.
      pages: async () => {
        active++
        most = Math.max(most, active)
        return []
      },
    })
    const release = (id: string) => ({ id, pageVersions: [] }) as unknown as Release
    const [a, b] = [release(newId()), release(newId())]
    const first = diff.run(a)
    expect(diff.run(a)).toBe(first)
    const second = diff.run(b).then((result) => (active--, result))
    await first.then(() => active--)
    const [done] = await Promise.all([first, second])
    expect(done.release_id).toBe(a.id)
    expect(most).toBe(1)
    expect((await diff.read(b.id))?.release_id).toBe(b.id)
    // Each run was made aside and put in place whole: nothing half-made is left beside the results.
    expect(readdirSync(dir).sort()).toEqual([a.id, b.id].sort())
  })
})
