import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import PressReleaseList from './Component.tsx'
import { PressReleaseListData, pressReleaseListDefinition } from './definition.ts'
import { newestFirst } from './pressReleases.ts'

const releases = PressReleaseListData.parse([
  { title: 'Older', href: '/press/older', date: '2025-01-10', location: 'CANCUN, Mexico', summary: 'Old news.' },
  { title: 'Undated', href: '/press/undated', date: '' },
  { title: 'Newest', href: '/press/newest', date: '2026-05-04', image: '/demo/press.svg' },
])

const render = (values: Record<string, unknown>, data: unknown = releases) =>
  renderToStaticMarkup(createElement(PressReleaseList, { values: { ...pressReleaseListDefinition.defaults, ...values }, id: 'e1', slots: {}, field: () => ({}), data }))

describe('press release list', () => {
  it('orders releases newest first, undated last', () => {
    expect(newestFirst(releases).map((r) => r.title)).toEqual(['Newest', 'Older', 'Undated'])
  })

  it('shows all by default and cuts to the limit with a link to the rest', () => {
    const all = render({ allReleasesLink: { href: '/press', text: 'All press releases' } })
    expect(all.match(/<li/g)).toHaveLength(3)
    expect(all).not.toContain('All press releases')
    const cut = render({ limit: 1, allReleasesLink: { href: '/press', text: 'All press releases' } })
    expect(cut.match(/<li/g)).toHaveLength(1)
    expect(cut).toContain('Newest')
    expect(cut).toContain('All press releases')
  })

  it('shows the dateline and says so when there are none', () => {
    expect(render({})).toMatch(/>January 10, 2025<\/time> · CANCUN, Mexico/)
    expect(render({}, [])).toContain('There are no press releases yet.')
  })

  it('refuses an entry with an unsafe link or a malformed date, naming the field', () => {
    const result = PressReleaseListData.safeParse([{ title: 'x', href: 'javascript:alert(1)', date: '04/05/2026' }])
    expect(result.success).toBe(false)
    const issues = result.error!.issues.map((i) => `${i.path.join('.')}: ${i.message}`)
    expect(issues).toEqual(expect.arrayContaining(['0.date: must be a date such as 2026-12-31, or empty']))
    expect(issues.some((i) => i.startsWith('0.href: unsafe URL'))).toBe(true)
  })
})
