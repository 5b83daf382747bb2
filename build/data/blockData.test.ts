import { describe, expect, it } from 'vitest'
import { newSliceFromBlock } from '../../catalogue/blocks/newSliceFromBlock.ts'
import type { RenderSlice } from '../../catalogue/blocks/renderTree.ts'
import { resolveElements } from '../../catalogue/blocks/resolveElements.ts'
import { PublishedSnapshot } from '../../catalogue/model/snapshot.ts'
import { collectionClues, collectionHashes, collectionsFrom, collectionsUsed } from '../cache/pageKey.ts'
import { attachBlockData } from './blockData.ts'

const release = (site_id: string, title: string, date: string) => ({ site_id, locale: 'en', title, href: `/press/${title.toLowerCase()}`, date, location: '', summary: '' })

describe('press release list data', () => {
  const { pages: _pages, ...meta } = PublishedSnapshot.parse({
    sites: [],
    pages: [],
    pressReleases: [release('corp', 'Opening', '2026-05-04'), release('corp', 'Award', '2026-07-01'), release('other', 'Elsewhere', '2026-08-01')],
  })

  it("fills a list with its site's releases, newest first, at build time", () => {
    const list = newSliceFromBlock('PressReleaseList', { limit: 0 })
    const tree = resolveElements([list])
    attachBlockData(tree.nodes, { meta, siteId: 'corp', locale: 'en', today: '2026-09-01' })
    expect(((tree.nodes[0] as RenderSlice).data as { title: string }[]).map((r) => r.title)).toEqual(['Award', 'Opening'])
  })

  it('re-renders a list page when the releases change, and only pages that hold a list', () => {
    const json = JSON.stringify({ elements: [newSliceFromBlock('PressReleaseList')] })
    expect(collectionsUsed(json)).toEqual(['pages'])
    expect(collectionsUsed(JSON.stringify({ elements: [newSliceFromBlock('GlobalIntro')] }))).toEqual([])
    const changed = { ...meta, pressReleases: [...meta.pressReleases, release('corp', 'Later', '2026-09-01')] }
    expect(collectionHashes(changed, '2026-09-01').pages).not.toBe(collectionHashes(meta, '2026-09-01').pages)
  })

  it('finds the same collections in a page read piece by piece as in its whole text', () => {
    const query = { ...newSliceFromBlock('GlobalIntro'), model_query: { model: 'posts' } }
    const pieces = [JSON.stringify(query), JSON.stringify(newSliceFromBlock('SpecialsSpecialOffers')), '{"note":{"model":"resorts"}}', JSON.stringify(newSliceFromBlock('GlobalIntro'))]
    for (const some of [pieces, pieces.slice(1), pieces.slice(3)]) {
      const whole = `{"elements":[${some.join(',')}]}`
      expect(collectionsFrom([collectionClues('{"elements":[]}'), ...some.map(collectionClues)])).toEqual(collectionsUsed(whole))
    }
    expect(collectionsUsed(`{"elements":[${pieces.join(',')}]}`)).toEqual(['posts', 'resorts', 'specials'])
  })
})
