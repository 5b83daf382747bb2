import { mkdtempSync, readFileSync, readlinkSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { newSliceFromBlock } from '../catalogue/blocks/newSliceFromBlock.ts'
import { buildSite } from '../build/buildSite.ts'
import { readPageFile } from '../build/deploy/pageFiles.ts'
import { readPublishedSource } from '../content-api/builds/publishedSource.ts'
import { readPublishedSnapshot } from '../content-api/store/readPublishedSnapshot.ts'
import { withResolvedMenus } from '../build/render/resolvePageLinks.ts'
import { setupApi } from '../content-api/testing/setupApi.ts'
import { testDatabases } from '../content-api/testing/testDatabases.ts'

const bundleDir = resolve(process.env.VOIX_BUNDLE_DIR ?? '.voix/bundle', 'site')
const [sqlite] = await testDatabases()

/** A page linked from the main menu and from three pages, by id, moves: one publish puts every link on its new path. */
describe('links by identity', () => {
  const root = mkdtempSync(join(tmpdir(), 'voix-links-'))
  const outRoot = join(root, 'out')
  const built: { rendered: string[] }[] = []
  let t: Awaited<ReturnType<typeof setupApi>>
  beforeAll(async () => {
    t = await setupApi(sqlite!.open, {
      quietMs: 20,
      // The rendered checks (build/checks) have tests of their own; the link checks here need the database only.
      api: { checkPage: async () => [] },
      runBuild: async () => {
        const result = await buildSite({ source: await readPublishedSource(t.db), outRoot, bundleDir, extraPages: [], workers: 1 })
        // At most five pages are rendered here, so the report's largest pages are all of them.
        built.push({ rendered: result.report.largest.map((p) => p.path) })
        return result
      },
    })
  })
  afterAll(async () => {
    await t.close()
    rmSync(root, { recursive: true, force: true })
  })

  const publish = async (id: string, changes: Record<string, unknown> = {}) => {
    const { version, published_version_id: _p, ...body } = (await t.editor.get(`/pages/${id}`)).body
    const answer = await t.editor.post(`/pages/${id}/publish`, { page: { ...body, ...changes } }, { 'If-Match': `"${version}"` })
    expect(answer.status, JSON.stringify(answer.body)).toBe(202)
    await t.queue.idle()
  }
  const create = async (path: string, title: string, elements: unknown[] = []) => {
    const page = (await t.editor.post('/pages', { site_id: 'playaresorts', path, title, layout: 'playaresorts' })).body as { id: string }
    await publish(page.id, { elements })
    return page.id
  }
  const live = () => readlinkSync(join(outRoot, 'live')).split('/').pop()!
  const html = (path: string) => readPageFile(outRoot, live(), 'playaresorts', path, 'index.html') ?? ''
  const hrefs = (page: string) => [...html(page).matchAll(/href="(\/[^"]*)"/g)].map((m) => m[1])
  const linkTo = (id: string, href: string) => newSliceFromBlock('GenericBlockLink', { title: 'Unwind at the spa', link: { href, text: 'See the spa', to: { kind: 'page', id } } })

  it('points every link and the menu at the new path after one publish, and the old path still redirects', async () => {
    const spa = await create('/spa', 'The spa')
    for (const [path, title] of [['/rooms', 'Rooms'], ['/dining', 'Dining'], ['/weddings', 'Weddings']]) await create(path!, title!, [linkTo(spa, '/spa')])
    await create('/golf', 'Golf')
    const menu = await t.editor.post('/menus', { site_id: 'playaresorts', name: 'main', items: [{ label: 'Spa', href: '/spa', to: { kind: 'page', id: spa } }] })
    expect(menu.status, JSON.stringify(menu.body)).toBe(201)
    await t.queue.idle()
    for (const page of ['/rooms', '/dining', '/weddings']) expect(hrefs(page)).toContain('/spa')

    built.length = 0
    await publish(spa, { path: '/wellness/spa' })
    // The menu is on every page, so every page is made again, each with the new path.
    for (const page of ['/rooms', '/dining', '/weddings', '/golf']) {
      expect(hrefs(page), page).toContain('/wellness/spa')
      expect(hrefs(page), page).not.toContain('/spa')
    }
    expect(built.at(-1)!.rendered).toEqual(expect.arrayContaining(['/wellness/spa', '/rooms', '/dining', '/weddings']))
    // The old path redirects to the new one, directly.
    const meta = JSON.parse(readFileSync(join(outRoot, 'builds', live(), 'sites', 'playaresorts', 'builds', 'meta', `${live()}.json`), 'utf8')) as { routeRules: Record<string, { redirect?: unknown }> }
    expect(JSON.stringify(meta.routeRules['/spa'])).toContain('/wellness/spa')
  })

  it('rebuilds a page linking to a moved page when only the linked page changed, and nothing else', async () => {
    const target = (await t.editor.get('/pages?site_id=playaresorts&path=%2Fgolf')).body.items[0].id as string
    await create('/tennis', 'Tennis', [linkTo(target, '/golf')])
    built.length = 0
    await publish(target, { path: '/sports/golf' })
    expect(built.at(-1)!.rendered.sort()).toEqual(['/sports/golf', '/tennis'])
    expect(hrefs('/tennis')).toContain('/sports/golf')
  })

  it('names a link to an unpublished or deleted page before publishing, by block and field, saying how to fix it', async () => {
    const draft = (await t.editor.post('/pages', { site_id: 'playaresorts', path: '/kids-club', title: 'Kids club', layout: 'playaresorts' })).body as { id: string }
    const page = (await t.editor.post('/pages', { site_id: 'playaresorts', path: '/family', title: 'Family', layout: 'playaresorts' })).body as { id: string; version: number }
    const elements = [linkTo(draft.id, '/kids-club'), linkTo('no-such-page', '/gone')]
    const { version: _v, published_version_id: _p, ...body } = (await t.editor.get(`/pages/${page.id}`)).body
    const checks = await t.editor.post(`/pages/${page.id}/checks`, { ...body, elements })
    expect(checks.status).toBe(200)
    const messages = (checks.body.problems as { message: string; block?: string }[]).map((p) => p.message)
    expect(messages).toContain('The “Link” link in “Block link” opens the page “Kids club” (/kids-club), which is not published. Publish that page first, or pick another page.')
    expect(messages).toContain('The “Link” link in “Block link” opens a page that has been deleted. Pick another page in the link’s page picker, or remove the link.')
  })

  it('offers pages of the page’s own site only, by title or path, to whoever may use that site', async () => {
    const rooms = (await t.editor.get('/pages?site_id=playaresorts&path=%2Frooms')).body.items[0].id as string
    const found = await t.editor.get(`/pages/${rooms}/link-targets?q=SPA`)
    expect(found.status).toBe(200)
    expect(found.body.items).toEqual([expect.objectContaining({ kind: 'page', title: 'The spa', href: '/wellness/spa', published: true })])
    expect((await t.editor.get(`/pages/${rooms}/link-targets?q=wellness`)).body.items).toHaveLength(1)
    // A page of another site is not found through a page of this one, by search or by id.
    const ziva = (await t.editor.post('/pages', { site_id: 'hyatt-ziva', path: '/spa-ziva', title: 'Ziva spa', layout: 'hyatt-ziva' })).body as { id: string }
    expect((await t.editor.get(`/pages/${rooms}/link-targets?q=ziva`)).body.items).toEqual([])
    expect((await t.editor.get(`/pages/${rooms}/link-targets?id=${ziva.id}`)).body.items).toEqual([])
    // An editor of another site only does not learn the site's pages: its page is answered as missing.
    expect((await t.restricted.get(`/pages/${rooms}/link-targets?q=spa`)).status).toBe(404)
    expect((await t.anonymous.get(`/pages/${rooms}/link-targets?q=spa`)).status).toBe(401)
    expect((await t.editor.get(`/pages/${rooms}/link-targets?kind=script`)).status).toBe(400)
  })

  it('refuses a javascript: address on a link by identity and a menu item by identity, as on any link', async () => {
    const page = (await t.editor.get('/pages?site_id=playaresorts&path=%2Frooms')).body.items[0].id as string
    const { version, published_version_id: _p, ...body } = (await t.editor.get(`/pages/${page}`)).body
    const hostile = newSliceFromBlock('GenericBlockLink', { title: 'Spa', link: { href: 'javascript:alert(1)', text: 'Spa', to: { kind: 'page', id: page } } })
    const saved = await t.editor.put(`/pages/${page}`, { ...body, elements: [hostile] }, { 'If-Match': `"${version}"` })
    expect(saved.status).toBe(400)
    expect(JSON.stringify(saved.body)).toContain("'javascript:' URLs are not allowed")
    const menu = await t.editor.post('/menus', { site_id: 'hyatt-ziva', name: 'main', items: [{ label: 'Spa', href: 'javascript:alert(1)', to: { kind: 'page', id: page } }] })
    expect(menu.status).toBe(400)
    const wrongKind = await t.editor.post('/menus', { site_id: 'hyatt-ziva', name: 'main', items: [{ label: 'Spa', href: '/spa', to: { kind: 'script', id: page } }] })
    expect(wrongKind.status).toBe(400)
  })

  it('refuses a menu item opening an unknown page, another site’s page or a file, naming the item; saves a picked page’s current address', async () => {
    const spa = (await t.editor.get('/pages?site_id=playaresorts&path=%2Fwellness%2Fspa')).body.items[0].id as string
    const ziva = (await t.editor.get('/pages?site_id=hyatt-ziva&path=%2Fspa-ziva')).body.items[0].id as string
    const save = (items: unknown[]) => t.editor.post('/menus', { site_id: 'playaresorts', name: 'footer', items })
    const refusal = async (to: unknown) => {
      const answer = await save([{ label: 'Home', href: '/' }, { label: 'Stay', href: '/rooms', children: [{ label: 'Our spa', href: '/spa', to }] }])
      expect(answer.status).toBe(400)
      return String(answer.body.error ?? answer.body.message ?? JSON.stringify(answer.body))
    }
    expect(await refusal({ kind: 'page', id: 'no-such-page' })).toContain("menu item 'Our spa' opens a page that does not exist: pick the page again")
    expect(await refusal({ kind: 'page', id: ziva })).toContain("menu item 'Our spa' opens a page of another site: pick a page of this site, or type the other site's full address")
    expect(await refusal({ kind: 'media', id: spa })).toContain("menu item 'Our spa' can open a page or a blog post of this site or an address, not a file: pick a page or a post, or type its address")
    expect(await refusal({ kind: 'post', id: 'no-such-post' })).toContain("menu item 'Our spa' opens a blog post that does not exist: pick the post again")
    expect((await t.editor.get('/menus?site_id=playaresorts&name=footer')).body.items).toEqual([])
    // Saved with the page's current address, whatever address came with it.
    const saved = await save([{ label: 'Our spa', href: '/spa', to: { kind: 'page', id: spa } }])
    expect(saved.status, JSON.stringify(saved.body)).toBe(201)
    expect(saved.body.items).toEqual([{ label: 'Our spa', href: '/wellness/spa', to: { kind: 'page', id: spa } }])
    await t.queue.idle()
  })

  it('names a menu item opening an unpublished or deleted page in every page’s pre-publish checks; the menu can still be edited', async () => {
    const rooms = (await t.editor.get('/pages?site_id=playaresorts&path=%2Frooms')).body.items[0].id as string
    const kids = (await t.editor.get('/pages?site_id=playaresorts&path=%2Fkids-club')).body.items[0].id as string
    const golf = (await t.editor.get('/pages?site_id=playaresorts&path=%2Fsports%2Fgolf')).body.items[0] as { id: string; version: number }
    const menu = (await t.editor.get('/menus?site_id=playaresorts&name=main')).body.items[0] as { id: string; version: number; items: unknown[] }
    const updated = await t.editor.put(`/menus/${menu.id}`, { site_id: 'playaresorts', name: 'main', items: [...menu.items, { label: 'Kids', href: '/kids-club', to: { kind: 'page', id: kids } }, { label: 'Golf', href: '/sports/golf', to: { kind: 'page', id: golf.id } }] }, { 'If-Match': `"${menu.version}"` })
    expect(updated.status, JSON.stringify(updated.body)).toBe(200)
    await t.queue.idle()
    const stored = (await t.editor.get(`/pages/${golf.id}`)).body
    expect((await t.editor.delete(`/pages/${golf.id}`, { 'If-Match': `"${stored.version}"` })).status).toBe(200)
    await t.queue.idle()
    const messages = ((await t.editor.get(`/pages/${rooms}/checks`)).body.problems as { message: string }[]).map((p) => p.message)
    expect(messages).toContain('The item “Kids” of the menu “main” opens the page “Kids club” (/kids-club), which is not published. Publish that page first, or pick another page for the item in Menus.')
    expect(messages).toContain('The item “Golf” of the menu “main” opens a page that has been deleted. In Menus, pick another page for it, or remove the item.')
    // Each names the menu's form as where it is fixed.
    const golfProblem = ((await t.editor.get(`/pages/${rooms}/checks`)).body.problems as { message: string; fix?: unknown }[]).find((p) => p.message.includes('“Golf”'))
    expect(golfProblem?.fix).toEqual({ at: 'record', collection: 'menus', id: menu.id, name: 'main', key: 'items' })
    // Another site's pages do not carry this site's menu.
    const ziva = (await t.editor.get('/pages?site_id=hyatt-ziva&path=%2Fspa-ziva')).body.items[0].id as string
    expect(JSON.stringify((await t.editor.get(`/pages/${ziva}/checks`)).body.problems)).not.toContain('menu “main”')
    // The item of the deleted page does not stop the menu's other items being edited; a new unknown id still does.
    const current = (await t.editor.get(`/menus/${menu.id}`)).body as { version: number; items: { label: string }[] }
    const renamed = current.items.map((i) => (i.label === 'Kids' ? { ...i, label: 'Kids club' } : i))
    expect((await t.editor.put(`/menus/${menu.id}`, { site_id: 'playaresorts', name: 'main', items: renamed }, { 'If-Match': `"${current.version}"` })).status).toBe(200)
    await t.queue.idle()
  })

  it('searches a site’s pages for its menus, for whoever may use that site only', async () => {
    const found = await t.editor.get('/sites/playaresorts/link-targets?q=spa')
    expect(found.status).toBe(200)
    expect(found.body.items).toEqual([expect.objectContaining({ kind: 'page', title: 'The spa', href: '/wellness/spa', published: true })])
    const ziva = (await t.editor.get('/pages?site_id=hyatt-ziva&path=%2Fspa-ziva')).body.items[0].id as string
    expect((await t.editor.get(`/sites/playaresorts/link-targets?id=${ziva}`)).body.items).toEqual([])
    expect((await t.restricted.get('/sites/playaresorts/link-targets?q=spa')).status).toBe(404)
    expect((await t.restricted.get('/sites/hyatt-ziva/link-targets?q=spa')).status).toBe(200)
    expect((await t.editor.get('/sites/no-such-site/link-targets')).status).toBe(404)
    expect((await t.anonymous.get('/sites/playaresorts/link-targets')).status).toBe(401)
    expect((await t.editor.get('/sites/playaresorts/link-targets?kind=script')).status).toBe(400)
  })

  it('links to a blog post by id: its current address after its slug changes, and a post deleted, not out or of another site is named', async () => {
    const post = (await t.editor.post('/posts', { site_id: 'playaresorts', postType: 'blog', title: 'Spa rituals', slug: 'spa-rituals', publishedAt: '2020-01-01T00:00:00Z' })).body as { id: string; version: number }
    const found = await t.editor.get(`/sites/playaresorts/link-targets?kind=post&q=RITUALS`)
    expect(found.body.items).toEqual([{ kind: 'post', id: post.id, title: 'Spa rituals', href: '/blog/spa-rituals', published: true }])
    await t.queue.idle()
    const postLink = newSliceFromBlock('GenericBlockLink', { title: 'Read', link: { href: '/blog/spa-rituals', text: 'Spa rituals', to: { kind: 'post', id: post.id } } })
    await create('/journal', 'Journal', [postLink])
    expect(hrefs('/journal')).toContain('/blog/spa-rituals')
    const renamed = await t.editor.put(`/posts/${post.id}`, { site_id: 'playaresorts', postType: 'blog', title: 'Spa rituals', slug: 'rituals', publishedAt: '2020-01-01T00:00:00Z' }, { 'If-Match': `"${post.version}"` })
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200)
    await t.queue.idle()
    expect(hrefs('/journal')).toContain('/blog/rituals')
    expect(hrefs('/journal')).not.toContain('/blog/spa-rituals')

    const journal = (await t.editor.get('/pages?site_id=playaresorts&path=%2Fjournal')).body.items[0].id as string
    const draft = (await t.editor.post('/posts', { site_id: 'playaresorts', postType: 'blog', title: 'Coming soon', slug: 'coming-soon' })).body as { id: string }
    const zivaPost = (await t.editor.post('/posts', { site_id: 'hyatt-ziva', postType: 'blog', title: 'Ziva news', slug: 'ziva-news', publishedAt: '2020-01-01T00:00:00Z' })).body as { id: string }
    const link = (to: unknown) => newSliceFromBlock('GenericBlockLink', { title: 'Read', link: { href: '/blog/x', text: 'Read', to } })
    const { version: _v, published_version_id: _p, ...body } = (await t.editor.get(`/pages/${journal}`)).body
    const checks = await t.editor.post(`/pages/${journal}/checks`, { ...body, elements: [link({ kind: 'post', id: draft.id }), link({ kind: 'post', id: zivaPost.id }), link({ kind: 'post', id: 'no-such-post' }), link({ kind: 'media', id: 'no-such-file' })] })
    // The site's menu still has the items of the test above; these are the page's own links.
    const messages = (checks.body.problems as { message: string }[]).map((p) => p.message).filter((m) => m.startsWith('The “Link” link'))
    expect(messages).toEqual([
      'The “Link” link in “Block link” opens the blog post “Coming soon”, which is not out yet. Give the post a publish date that has come, or pick another post.',
      'The “Link” link in “Block link” opens a blog post of another site. Pick a post of this site, or write the other site’s full address.',
      'The “Link” link in “Block link” opens a blog post that has been deleted. Pick another post in the link’s picker, or remove the link.',
      'The “Link” link in “Block link” opens a file that has been deleted from the media library. Pick another file, or remove the link.',
    ])
    // Another site's post is not found through this site, by search or by id; a kind the picker does not know is refused.
    expect((await t.editor.get(`/sites/playaresorts/link-targets?kind=post&id=${zivaPost.id}`)).body.items).toEqual([])
    expect((await t.editor.get(`/pages/${journal}/link-targets?kind=post&q=ziva`)).body.items).toEqual([])
    expect((await t.editor.get(`/pages/${journal}/link-targets?kind=special`)).status).toBe(400)
  })

  it('opens a blog post from a menu item by id: its current address after its slug changes; another site’s or an unknown post refused; one deleted or not out named in the checks', async () => {
    const post = (await t.editor.post('/posts', { site_id: 'playaresorts', postType: 'blog', title: 'Reef guide', slug: 'reef-guide', publishedAt: '2020-01-01T00:00:00Z' })).body as { id: string; version: number }
    const soon = (await t.editor.post('/posts', { site_id: 'playaresorts', postType: 'blog', title: 'Opening soon', slug: 'opening-soon' })).body as { id: string }
    const ziva = (await t.editor.post('/posts', { site_id: 'hyatt-ziva', postType: 'blog', title: 'Ziva reef', slug: 'ziva-reef', publishedAt: '2020-01-01T00:00:00Z' })).body as { id: string }
    await t.queue.idle()
    const save = (items: unknown[]) => t.editor.post('/menus', { site_id: 'playaresorts', name: 'blog', items })
    const other = await save([{ label: 'Reef', href: '/blog/x', to: { kind: 'post', id: ziva.id } }])
    expect(other.status).toBe(400)
    expect(JSON.stringify(other.body)).toContain("menu item 'Reef' opens a blog post of another site: pick a post of this site, or type the other site's full address")
    const saved = await save([{ label: 'Reef', href: '/blog/old', to: { kind: 'post', id: post.id } }])
    expect(saved.status, JSON.stringify(saved.body)).toBe(201)
    // Saved with the post's current address, whatever address came with it.
    expect(saved.body.items).toEqual([{ label: 'Reef', href: '/blog/reef-guide', to: { kind: 'post', id: post.id } }])
    await t.queue.idle()
    const renamed = await t.editor.put(`/posts/${post.id}`, { site_id: 'playaresorts', postType: 'blog', title: 'Reef guide', slug: 'reefs', publishedAt: '2020-01-01T00:00:00Z' }, { 'If-Match': `"${post.version}"` })
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200)
    await t.queue.idle()
    // The menu is in every page's chrome: as the build resolves it, it points at the post's new address.
    const resolved = withResolvedMenus(await readPublishedSnapshot(t.db)).menus.find((m) => m.id === saved.body.id)!
    expect(resolved.items[0]!.href).toBe('/blog/reefs')

    const menu = (await t.editor.get(`/menus/${saved.body.id}`)).body as { id: string; version: number; items: unknown[] }
    const updated = await t.editor.put(`/menus/${menu.id}`, { site_id: 'playaresorts', name: 'blog', items: [...menu.items, { label: 'Soon', href: '/blog/opening-soon', to: { kind: 'post', id: soon.id } }] }, { 'If-Match': `"${menu.version}"` })
    expect(updated.status, JSON.stringify(updated.body)).toBe(200)
    await t.queue.idle()
    const stored = (await t.editor.get(`/posts/${post.id}`)).body as { version: number }
    expect((await t.editor.delete(`/posts/${post.id}`, { 'If-Match': `"${stored.version}"` })).status).toBe(204)
    await t.queue.idle()
    const rooms = (await t.editor.get('/pages?site_id=playaresorts&path=%2Frooms')).body.items[0].id as string
    const problems = ((await t.editor.get(`/pages/${rooms}/checks`)).body.problems as { message: string; fix?: unknown }[]).filter((p) => p.message.includes('menu “blog”'))
    expect(problems.map((p) => p.message).sort()).toEqual([
      'The item “Reef” of the menu “blog” opens a blog post that has been deleted. In Menus, pick another post or page for it, or remove the item.',
      'The item “Soon” of the menu “blog” opens the blog post “Opening soon”, which is not out yet. Give the post a publish date that has come, or pick another post for the item in Menus.',
    ])
    expect(problems.find((p) => p.message.includes('“Reef”'))!.fix).toEqual({ at: 'record', collection: 'menus', id: menu.id, name: 'blog', key: 'items' })
  })
})
