import { describe, expect, it } from 'vitest'
import { SafeUrl, checkUrl } from './safeUrl.ts'

describe('checkUrl', () => {
  it.each([
    'https://example.com/a?b=c',
    'http://example.com',
    'mailto:reservations@example.com',
    'tel:+18005551234',
    '/specials',
    '/',
    '#book',
    '?layout=hyatt',
    '../up',
    '//cdn.example.com/img.webp',
  ])('accepts %s', (url) => {
    expect(checkUrl(url).ok).toBe(true)
  })

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    '  javascript:alert(1)',
    '\u0001javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    'javascript&colon;alert(1)',
    '&#106;avascript:alert(1)',
    '&#x6A;avascript:alert(1)',
    '%6Aavascript:alert(1)',
    '%256Aavascript:alert(1)',
    'data:text/html;base64,PHNjcmlwdD4=',
    'DATA:image/svg+xml,<svg onload=alert(1)>',
    'vbscript:msgbox(1)',
    'VBScript:msgbox(1)',
    'file:///etc/passwd',
    'evil.com/path',
    '',
    '/\\evil.example/',
    '/%5Cevil.example/',
    '/\t\\evil.example/',
  ])('refuses %j', (url) => {
    expect(checkUrl(url).ok).toBe(false)
  })

  it('names the refused protocol', () => {
    const result = SafeUrl.safeParse('JaVaScRiPt:alert(1)')
    expect(result.success).toBe(false)
    expect(result.error?.issues[0]?.message).toContain("'javascript:'")
  })
})

describe('site paths', () => {
  it('refuse /\\evil.example/ (and //evil.example) wherever a site path is taken: menus and links (SafeUrl), redirects, canonical links, social images, head tag prefixes', async () => {
    const { sitePathPattern } = await import('./safeUrl.ts')
    const { PageSeo } = await import('../model/pageSeo.ts')
    const { Redirect } = await import('../model/entities/redirect.ts')
    expect(SafeUrl.safeParse('/\\evil.example/').error?.issues[0]?.message).toMatch(/^unsafe URL: must not start with \/\\, which browsers read as \/\/ \(another site\)/)
    for (const path of ['/\\evil.example/', '//evil.example/', '/\\/evil']) expect(sitePathPattern.test(path), path).toBe(false)
    for (const path of ['/', '/rooms', '/blog/2026/a-post']) expect(sitePathPattern.test(path), path).toBe(true)
    expect(PageSeo.safeParse({ canonical: '/\\evil.example/' }).success).toBe(false)
    expect(PageSeo.safeParse({ image: '/\\evil.example/x.png' }).success).toBe(false)
    expect(PageSeo.safeParse({ canonical: '/rooms', image: '/media/x.png' }).success).toBe(true)
    expect(Redirect.safeParse({ id: 'r', site_id: 's', from: '/\\evil.example/', to: '/rooms' }).success).toBe(false)
    expect(Redirect.safeParse({ id: 'r', site_id: 's', from: '/old', to: '/\\evil.example/' }).success).toBe(false)
  })
})
