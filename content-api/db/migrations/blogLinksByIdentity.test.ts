import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { newSliceFromBlock } from '../../../catalogue/blocks/newSliceFromBlock.ts'
import { setupApi } from '../../testing/setupApi.ts'
import { testDatabases } from '../../testing/testDatabases.ts'
import { migrations } from './index.ts'

const databases = await testDatabases()

/** Migration 0036 on a database 0033 had already run on: stored `/blog/{slug}` links and menu items get their post's id. */
describe.each(databases)('migration 0036 (blog links by identity) on $name', ({ open }) => {
  let t: Awaited<ReturnType<typeof setupApi>>
  beforeAll(async () => {
    t = await setupApi(open)
  })
  afterAll(() => t.close())

  it('gives a menu item and a page link whose address is a post of their site that post’s id, and nothing else', async () => {
    const post = (await t.admin.post('/posts', { site_id: 'playaresorts', postType: 'blog', title: 'Reef guide', slug: 'reef-guide', publishedAt: '2020-01-01T00:00:00Z' })).body as { id: string }
    const page = (await t.admin.post('/pages', { site_id: 'playaresorts', path: '/journal', title: 'Journal', layout: 'playaresorts' })).body as { id: string }
    // As stored before posts could be linked by identity: written straight to the tables, as older saves left them.
    const items = [
      { label: 'Reefs', href: '/blog/reef-guide' },
      { label: 'Elsewhere', href: '/blog/reef-guide', children: [{ label: 'Unknown', href: '/blog/no-such-post' }] },
    ]
    await t.db.kysely.insertInto('menus').values({ id: 'menu-blog', site_id: 'playaresorts', name: 'blog', items: JSON.stringify(items), version: 1, created_at: '2026-01-01T00:00:00.000Z', updated_at: '2026-01-01T00:00:00.000Z' }).execute()
    await t.db.kysely.insertInto('menus').values({ id: 'menu-ziva', site_id: 'hyatt-ziva', name: 'blog', items: JSON.stringify([{ label: 'Reefs', href: '/blog/reef-guide' }]), version: 1, created_at: '2026-01-01T00:00:00.000Z', updated_at: '2026-01-01T00:00:00.000Z' }).execute()
    const link = newSliceFromBlock('GenericBlockLink', { title: 'Read', link: { href: '/blog/reef-guide', text: 'Reef guide' } })
    const draft = JSON.parse((await t.db.kysely.selectFrom('pages').select('draft').where('id', '=', page.id).executeTakeFirstOrThrow()).draft) as { elements: unknown[] }
    await t.db.kysely.updateTable('pages').set({ draft: JSON.stringify({ ...draft, elements: [link] }) }).where('id', '=', page.id).execute()

    await migrations['0036_blog_links_by_identity']!.up(t.db.kysely)

    const stored = async (id: string) => JSON.parse((await t.db.kysely.selectFrom('menus').select('items').where('id', '=', id).executeTakeFirstOrThrow()).items) as typeof items
    const blog = await stored('menu-blog')
    expect(blog[0]).toEqual({ label: 'Reefs', href: '/blog/reef-guide', to: { kind: 'post', id: post.id } })
    expect(blog[1]).toMatchObject({ href: '/blog/reef-guide', to: { kind: 'post', id: post.id } })
    expect(blog[1]!.children![0]).toEqual({ label: 'Unknown', href: '/blog/no-such-post' })
    // Another site's menu has no such post: its item stays a free address.
    expect(await stored('menu-ziva')).toEqual([{ label: 'Reefs', href: '/blog/reef-guide' }])
    const after = (await t.admin.get(`/pages/${page.id}`)).body as { elements: { fields: { name: string; value: unknown }[] }[] }
    expect(after.elements[0]!.fields.find((f) => f.name === 'link')!.value).toMatchObject({ href: '/blog/reef-guide', to: { kind: 'post', id: post.id } })
    // Run again, it changes nothing more.
    await migrations['0036_blog_links_by_identity']!.up(t.db.kysely)
    expect(await stored('menu-blog')).toEqual(blog)
  })
})
