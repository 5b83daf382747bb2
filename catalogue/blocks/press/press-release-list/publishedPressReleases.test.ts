import { describe, expect, it } from 'vitest'
import { newSliceFromBlock } from '../../newSliceFromBlock.ts'
import { mayHoldPressRelease, publishedPressReleases, pressReleasesOf } from './publishedPressReleases.ts'

const page = (site_id: string, locale: string, path: string, values: Record<string, unknown>) => ({ site_id, locale, path, elements: [newSliceFromBlock('PressReleaseDetail', values)] })

describe('published press releases', () => {
  const releases = publishedPressReleases([
    page('corp', 'en', '/press/older', { title: 'Older', date: '2025-01-10' }),
    page('corp', 'en', '/press/newer', { title: 'Newer', date: '2026-03-01', summary: 'Big news.' }),
    page('corp', 'es', '/es/press/nueva', { title: 'Nueva', date: '2026-03-02' }),
    page('other', 'en', '/press/elsewhere', { title: 'Elsewhere', date: '2026-04-01' }),
    { site_id: 'corp', locale: 'en', path: '/rooms', elements: [newSliceFromBlock('GlobalIntro', { title: 'Not a release' })] },
  ])

  it('reads one entry per release page, with its site and language', () => {
    expect(releases.map((r) => [r.site_id, r.locale, r.href])).toEqual([
      ['corp', 'en', '/press/older'],
      ['corp', 'en', '/press/newer'],
      ['corp', 'es', '/es/press/nueva'],
      ['other', 'en', '/press/elsewhere'],
    ])
  })

  it("gives a list the releases of its own site and language, newest first, without the snapshot's bookkeeping", () => {
    expect(pressReleasesOf(releases, 'corp', 'en')).toEqual([
      { title: 'Newer', href: '/press/newer', date: '2026-03-01', location: '', summary: 'Big news.' },
      { title: 'Older', href: '/press/older', date: '2025-01-10', location: '', summary: '' },
    ])
    expect(pressReleasesOf(releases, 'corp', 'es').map((r) => r.title)).toEqual(['Nueva'])
    expect(pressReleasesOf(releases, 'nowhere', 'en')).toEqual([])
  })

  it('tells from the stored text alone which pages can hold a release', () => {
    expect(mayHoldPressRelease(JSON.stringify(page('corp', 'en', '/p', { title: 'x' })))).toBe(true)
    expect(mayHoldPressRelease(JSON.stringify({ path: '/rooms', elements: [newSliceFromBlock('PressReleaseList')] }))).toBe(false)
  })
})
