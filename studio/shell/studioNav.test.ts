import { describe, expect, it } from 'vitest'
import { recordConfigs } from '../records/recordConfigs.ts'
import { currentHref, navFor, studioNav } from './studioNav.ts'

const labels = (role: string) => navFor(role).flatMap((g) => g.links.map((l) => l.label))

describe('the studio navigation', () => {
  it('lists every record type once', () => {
    const hrefs = studioNav.flatMap((g) => g.links.map((l) => l.href))
    for (const c of recordConfigs) expect(hrefs.filter((h) => h === c.path)).toHaveLength(1)
    expect(new Set(hrefs).size).toBe(hrefs.length)
  })

  it('shows admins everything and hides what the API refuses an editor or reviewer', () => {
    expect(labels('admin')).toEqual(expect.arrayContaining(['Users', 'Webhooks', 'API tokens', 'Caches', 'Form submissions', 'Menus']))
    for (const role of ['editor', 'reviewer']) {
      expect(labels(role)).not.toEqual(expect.arrayContaining(['Users']))
      for (const admin of ['Users', 'Webhooks', 'API tokens', 'Caches', 'Form submissions', 'Audit log']) expect(labels(role)).not.toContain(admin)
      expect(labels(role)).toEqual(expect.arrayContaining(['Menus', 'Media', 'Publishing']))
      expect(navFor(role).map((g) => g.label)).toEqual(['Content', 'Site', 'Help'])
    }
    expect(navFor(undefined).flatMap((g) => g.links).every((l) => !l.needs)).toBe(true)
  })

  it('marks the section a path is in, the longest match first', () => {
    expect(currentHref('/')).toBe('/pages')
    expect(currentHref('/pages/history/x')).toBe('/pages')
    expect(currentHref('/specials/edit/abc')).toBe('/specials')
    expect(currentHref('/slicer/design-guide')).toBe('/slicer')
    expect(currentHref('/profile')).toBeUndefined()
    expect(currentHref('/postsx')).toBeUndefined()
  })
})
