import { describe, expect, it } from 'vitest'
import { PublishedSnapshot } from '../../catalogue/model/snapshot.ts'
import { withReleaseRecords, withReleaseTranslations } from './releaseSnapshot.ts'

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

describe('withReleaseTranslations', () => {
  const rooms = { id: 'rooms', site_id: 'playaresorts', path: '/rooms', title: 'Rooms', locale: 'en', layout: 'playaresorts' }
  const live = PublishedSnapshot.parse({ sites: [], pages: [rooms] })

  it('puts a translation the release holds in its source’s group, the source listed too, as the build will', () => {
    const next = withReleaseTranslations(live, [{ page: { id: 'habitaciones', path: '/es/habitaciones', locale: 'es' }, site_id: 'playaresorts', source_page_id: 'rooms' }])
    expect(next.translations).toEqual([
      { page_id: 'habitaciones', site_id: 'playaresorts', path: '/es/habitaciones', locale: 'es', group: 'rooms' },
      { page_id: 'rooms', site_id: 'playaresorts', path: '/rooms', locale: 'en', group: 'rooms' },
    ])
    expect(live.translations).toEqual([])
  })

  it('moves a translation already live to its path in the release, and leaves pages without translations out', () => {
    const grouped = PublishedSnapshot.parse({
      sites: [],
      pages: [rooms],
      translations: [
        { page_id: 'habitaciones', site_id: 'playaresorts', path: '/es/habitaciones', locale: 'es', group: 'rooms' },
        { page_id: 'rooms', site_id: 'playaresorts', path: '/rooms', locale: 'en', group: 'rooms' },
      ],
    })
    const next = withReleaseTranslations(grouped, [
      { page: { id: 'habitaciones', path: '/es/cuartos', locale: 'es' }, site_id: 'playaresorts', source_page_id: 'rooms' },
      { page: { id: 'spa', path: '/spa' }, site_id: 'playaresorts', source_page_id: null },
    ])
    expect(next.translations.map((t) => [t.page_id, t.path])).toEqual([
      ['habitaciones', '/es/cuartos'],
      ['rooms', '/rooms'],
    ])
  })
})
