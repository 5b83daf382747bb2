import { describe, expect, it } from 'vitest'
import { depsHash } from '../cache/pageIndex.ts'
import { resolvePageLinks, withResolvedMenus } from './resolvePageLinks.ts'
import type { SnapshotMeta } from '../source/snapshotSource.ts'

const link = (id: string, href: string) => ({ href, text: 'Spa', to: { kind: 'page', id } })
const page = (values: unknown[]) => Buffer.from(JSON.stringify({ id: 'p', site_id: 's1', path: '/p', elements: [{ id: 'e', fields: values.map((value, i) => ({ id: `f${i}`, name: 'link', type: 'link', value })) }] }))
const paths = { spa: ['s1', '/wellness/spa'], other: ['s2', '/elsewhere'] } as const

describe('resolvePageLinks', () => {
  it("writes a linked page's current path into the link, for pages of the same site only, and names every page linked to", () => {
    const { bytes, links } = resolvePageLinks(page([link('spa', '/spa'), link('other', '/other'), link('gone', '/gone'), { href: '/free', text: 'Free' }]), paths)
    const values = (JSON.parse(bytes.toString()) as { elements: { fields: { value: { href: string } }[] }[] }).elements[0]!.fields.map((f) => f.value.href)
    expect(values).toEqual(['/wellness/spa', '/other', '/gone', '/free'])
    expect(links).toEqual(['link:gone', 'link:other', 'link:spa'])
  })

  it('leaves text without links by identity as it is, unparsed', () => {
    const text = Buffer.from('{"id":"p","site_id":"s1", "to":{"kind" : "x"}}')
    expect(resolvePageLinks(text, paths).bytes).toBe(text)
  })

  it('resolves menu items, nested ones too, and leaves a snapshot without any as it is', () => {
    const meta = { menus: [{ id: 'm', site_id: 's1', name: 'main', items: [{ label: 'Spa', href: '/spa', to: { kind: 'page', id: 'spa' }, children: [{ label: 'Again', href: '/x', to: { kind: 'page', id: 'spa' } }] }] }], linkPaths: paths } as unknown as SnapshotMeta
    const resolved = withResolvedMenus(meta)
    expect(resolved.menus[0]!.items[0]).toMatchObject({ href: '/wellness/spa', children: [{ href: '/wellness/spa' }] })
    expect(meta.menus[0]!.items[0]!.href).toBe('/spa')
    const plain = { menus: [], linkPaths: paths } as unknown as SnapshotMeta
    expect(withResolvedMenus(plain)).toBe(plain)
  })
})

describe('depsHash with links', () => {
  const collections = { specials: 'a', posts: 'b', resorts: 'c', brands: 'd', factSheets: 'e', pages: 'f' }
  it('changes when a linked page moves, and not when another page does', () => {
    const before = depsHash('ctx', 'posts,link:spa', collections, { spa: ['s1', '/spa'], golf: ['s1', '/golf'] })
    expect(depsHash('ctx', 'posts,link:spa', collections, { spa: ['s1', '/spa'], golf: ['s1', '/golf-course'] })).toBe(before)
    expect(depsHash('ctx', 'posts,link:spa', collections, { spa: ['s1', '/wellness/spa'], golf: ['s1', '/golf'] })).not.toBe(before)
    // Unpublished (gone from the paths) is a change too: the checks and the page must see it.
    expect(depsHash('ctx', 'posts,link:spa', collections, {})).not.toBe(before)
  })
})
