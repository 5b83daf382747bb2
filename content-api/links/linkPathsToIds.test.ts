import { describe, expect, it } from 'vitest'
import { linkPathsToIds } from './linkPathsToIds.ts'

const pages: Record<string, string> = { '/spa': 'p-spa', '/': 'p-home' }
const pageAt = (path: string) => pages[path]

describe('linkPathsToIds (migration 0033 and the demo seed)', () => {
  it('gives a link field and a menu item whose address is a page of the site that page’s id, keeping the address', () => {
    const content = { fields: [{ value: { href: '/spa', text: 'Spa', target: '_blank' } }], items: [{ label: 'Home', href: '/', children: [{ label: 'Spa', href: '/spa/' }] }] }
    expect(linkPathsToIds(content, pageAt)).toBe(3)
    expect(content.fields[0]!.value).toEqual({ href: '/spa', text: 'Spa', target: '_blank', to: { kind: 'page', id: 'p-spa' } })
    expect(content.items[0]).toMatchObject({ href: '/', to: { kind: 'page', id: 'p-home' } })
    expect(content.items[0]!.children[0]).toMatchObject({ href: '/spa/', to: { kind: 'page', id: 'p-spa' } })
  })

  it('leaves free URLs: other hosts, paths no page has, a query or fragment, head tags and unsafe addresses', () => {
    const content = [
      { href: 'https://example.com/spa', text: 'x' },
      { href: '/nowhere', text: 'x' },
      { href: '/spa#rates', text: 'x' },
      { href: '/spa?x=1', text: 'x' },
      { href: '//evil.example/spa', text: 'x' },
      { tag: 'link', attrs: { rel: 'canonical', href: '/spa' } },
      { href: 'javascript:alert(1)', text: 'x' },
    ]
    const before = JSON.stringify(content)
    expect(linkPathsToIds(content, pageAt)).toBe(0)
    expect(JSON.stringify(content)).toBe(before)
  })
})
