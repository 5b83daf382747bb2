import { describe, expect, it } from 'vitest'
import { internalPath, linkedPaths } from './internalPath.ts'

describe('internalPath', () => {
  it('keeps paths on this site, without query, fragment or trailing slash', () => {
    expect(internalPath('/rooms/?x=1#top')).toBe('/rooms')
    expect(internalPath('/')).toBe('/')
    expect(internalPath('/book?promo=A&b=2')).toBe('/book')
  })
  it('leaves out links elsewhere', () => {
    for (const href of ['https://example.com/', '//evil.example/x', '/\\evil.example', 'mailto:a@b.c', '#top', 'rooms', 'javascript:alert(1)'])
      expect(internalPath(href), href).toBeUndefined()
  })
})

describe('linkedPaths', () => {
  it('finds link fields and links in rich text at any depth', () => {
    const content = [{ fields: [{ value: { href: '/specials', text: 'Deals' } }, { value: '<p><a href="/spa?x=1&amp;y=2">Spa</a> and <a href="https://x.y/">x</a></p>' }] }, { elements: [{ fields: [{ value: [{ link: { href: '/weddings/contact/' } }] }] }] }]
    expect([...linkedPaths(content)].sort()).toEqual(['/spa', '/specials', '/weddings/contact'])
  })
})
