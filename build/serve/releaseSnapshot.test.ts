import { describe, expect, it } from 'vitest'
import { PublishedSnapshot } from '../../catalogue/model/snapshot.ts'
import { withReleaseRecords } from './releaseSnapshot.ts'

describe('withReleaseRecords', () => {
  it('puts the release’s records in place of the live ones (or beside them), parsed as a build parses them', () => {
    const live = PublishedSnapshot.parse({ sites: [], pages: [], specials: [{ id: 's1', title: 'Old offer', slug: 'old-offer' }], redirects: [] })
    const next = withReleaseRecords(live, [
      { kind: 'specials', id: 's1', label: 'New offer', site_id: null, base_version: 1, doc: { id: 's1', title: 'New offer', slug: 'old-offer' } },
      { kind: 'redirects', id: 'r1', label: '/old', site_id: 'playaresorts', base_version: null, doc: { id: 'r1', site_id: 'playaresorts', from: '/old', to: '/new', status: 301 } },
    ])
    expect(next.specials.map((s) => [s.id, s.title, s.percentOff])).toEqual([['s1', 'New offer', null]])
    expect(next.redirects.map((r) => r.from)).toEqual(['/old'])
    // The live snapshot, shared by every preview, is left as it was.
    expect(live.specials[0]!.title).toBe('Old offer')
    expect(withReleaseRecords(live, [])).toBe(live)
  })
})
