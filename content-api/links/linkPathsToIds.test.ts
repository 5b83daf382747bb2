import { describe, expect, it } from 'vitest'
import { newSliceFromBlock } from '../../catalogue/blocks/newSliceFromBlock.ts'
import { menuLinksToIds, pageLinksToIds } from './linkPathsToIds.ts'

const pages: Record<string, string> = { '/spa': 'p-spa', '/': 'p-home', '/blog/a-page-here': 'p-blog-page' }
const posts: Record<string, string> = { 'reef-guide': 'post-reef', 'a-page-here': 'post-shadowed' }
// As convertStoredLinks resolves a site's paths: its pages first, then /blog/{slug} of its posts.
const pageAt = (path: string) =>
  pages[path] ? { kind: 'page' as const, id: pages[path] } : path.startsWith('/blog/') && posts[path.slice(6)] ? { kind: 'post' as const, id: posts[path.slice(6)]! } : undefined
const blockLink = (link: unknown) => newSliceFromBlock('GenericBlockLink', { title: 'Spa', link })
const linkOf = (page: { elements: { fields: { name: string; value?: unknown }[] }[] }) => page.elements[0]!.fields.find((f) => f.name === 'link')!.value

describe('pageLinksToIds and menuLinksToIds (migrations 0033 and 0036, and the demo seed)', () => {
  it('gives a link field and a menu item whose address is a page of the site that page’s id, keeping the address', () => {
    const page = { elements: [blockLink({ href: '/spa', text: 'Spa', target: '_blank' })] }
    expect(pageLinksToIds(page, pageAt)).toBe(1)
    expect(linkOf(page)).toEqual({ href: '/spa', text: 'Spa', target: '_blank', to: { kind: 'page', id: 'p-spa' } })
    const items = [{ label: 'Home', href: '/', children: [{ label: 'Spa', href: '/spa/' }] }]
    expect(menuLinksToIds(items, pageAt)).toBe(2)
    expect(items[0]).toMatchObject({ href: '/', to: { kind: 'page', id: 'p-home' } })
    expect(items[0]!.children[0]).toMatchObject({ href: '/spa/', to: { kind: 'page', id: 'p-spa' } })
  })

  it('gives a link and a menu item whose address is a blog post of the site that post’s id; a page at the path comes first', () => {
    const page = { elements: [blockLink({ href: '/blog/reef-guide', text: 'Reefs' })] }
    expect(pageLinksToIds(page, pageAt)).toBe(1)
    expect(linkOf(page)).toEqual({ href: '/blog/reef-guide', text: 'Reefs', to: { kind: 'post', id: 'post-reef' } })
    const items = [{ label: 'Reefs', href: '/blog/reef-guide' }, { label: 'Here', href: '/blog/a-page-here' }, { label: 'Gone', href: '/blog/no-such-post' }]
    expect(menuLinksToIds(items, pageAt)).toBe(2)
    expect(items.map((i) => (i as { to?: unknown }).to)).toEqual([{ kind: 'post', id: 'post-reef' }, { kind: 'page', id: 'p-blog-page' }, undefined])
  })

  it('leaves free URLs: other hosts, paths no page has, a query or fragment, and unsafe addresses', () => {
    for (const href of ['https://example.com/spa', '/nowhere', '/spa#rates', '/spa?x=1', '//evil.example/spa', 'javascript:alert(1)']) {
      const page = { elements: [blockLink({ href, text: 'x' })] }
      expect(pageLinksToIds(page, pageAt), href).toBe(0)
      expect(linkOf(page)).toEqual({ href, text: 'x' })
    }
  })

  it('leaves addresses in fields that are not link fields, whose schemas take no id (a wedding package, a head tag)', () => {
    const wedding = { name: 'Sunset vows', price: 4200, currency: 'USD', guests: 40, inclusions: 'Ceremony on the beach', link: { href: '/spa', text: 'Spa day' }, highlighted: false }
    const page = { head: [{ tag: 'link', attrs: { rel: 'canonical', href: '/spa' } }], elements: [newSliceFromBlock('WeddingsPackages', { packages: [wedding] })] }
    const before = JSON.stringify(page)
    expect(before).toContain('"href":"/spa","text":"Spa day"')
    expect(pageLinksToIds(page, pageAt)).toBe(0)
    expect(JSON.stringify(page)).toBe(before)
  })
})
