import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { setupApi } from '../testing/setupApi.ts'
import { testDatabases } from '../testing/testDatabases.ts'

const databases = await testDatabases()

/** Every record type that may be for one site or for all (`site_id: null`), with a valid body. */
const globalKinds: Record<string, Record<string, unknown>> = {
  'head-tags': { name: 'Robots', tag: { tag: 'meta', attrs: { name: 'robots', content: 'index' } } },
  brands: { name: 'Kimpton', slug: 'kimpton' },
  resorts: { name: 'Kimpton Aysla', slug: 'kimpton-aysla', country: 'Mexico' },
  specials: { title: 'Free nights', slug: 'free-nights', percentOff: 20, endDate: '2027-01-31' },
  'booking-code-triggers': { code: 'WINTER', promo: 'WNT' },
  releases: { name: 'Summer' },
}

describe.each(databases)('site scope of records for every site, on $name', ({ open }) => {
  let t: Awaited<ReturnType<typeof setupApi>>
  beforeAll(async () => {
    t = await setupApi(open)
  })
  afterAll(() => t.close())

  it.each(Object.entries(globalKinds))('%s: an editor limited to one site cannot create, change, take over or delete one for every site', async (name, body) => {
    for (const attempt of [body, { ...body, site_id: null }]) {
      const created = await t.restricted.post(`/${name}`, attempt)
      expect(created.status, JSON.stringify(created.body)).toBe(403)
      expect(created.body.error).toContain("(site_id: null); you may work only on 'hyatt-ziva'")
      expect(created.body.issues).toEqual([{ path: 'site_id', message: 'must be one of your sites: hyatt-ziva' }])
    }
    const own = await t.restricted.post(`/${name}`, { ...body, site_id: 'hyatt-ziva' })
    expect(own.status, JSON.stringify(own.body)).toBe(201)
    const { version: _v, created_at: _c, updated_at: _u, ...ownDoc } = own.body
    expect((await t.restricted.put(`/${name}/${own.body.id}`, { ...ownDoc, site_id: null }, { 'If-Match': '"1"' })).status).toBe(403)

    // Slugs and codes are unique across sites.
    const global = await t.admin.post(`/${name}`, { ...body, ...('slug' in body ? { slug: `${body.slug}-all` } : {}), ...('code' in body ? { code: `${body.code}ALL` } : {}) })
    expect(global.status, JSON.stringify(global.body)).toBe(201)
    expect(global.body.site_id).toBeNull()
    const { version: _gv, created_at: _gc, updated_at: _gu, ...globalDoc } = global.body
    // Readable by all, as every site shows it; not theirs to change, to move into their site, or to delete.
    expect((await t.restricted.get(`/${name}/${global.body.id}`)).status).toBe(200)
    expect((await t.restricted.put(`/${name}/${global.body.id}`, globalDoc, { 'If-Match': '"1"' })).status).toBe(403)
    expect((await t.restricted.put(`/${name}/${global.body.id}`, { ...globalDoc, site_id: 'hyatt-ziva' }, { 'If-Match': '"1"' })).status).toBe(403)
    expect((await t.restricted.delete(`/${name}/${global.body.id}`, { 'If-Match': '"1"' })).status).toBe(403)
    expect((await t.admin.get(`/${name}/${global.body.id}`)).body).toMatchObject({ version: 1, site_id: null })
    // An editor of every site may.
    expect((await t.editor.put(`/${name}/${global.body.id}`, globalDoc, { 'If-Match': '"1"' })).status).toBe(200)
    expect((await t.editor.delete(`/${name}/${global.body.id}`, { 'If-Match': '"2"' })).status).toBe(204)
  })

  it('does not let a site-limited editor copy a special for every site, or rotate the secret of a release for every site', async () => {
    const special = await t.admin.post('/specials', { title: 'Everywhere', slug: 'everywhere' })
    expect((await t.restricted.post(`/specials/${special.body.id}/copy`, { slug: 'everywhere-copy' })).status).toBe(403)
    const release = await t.admin.post('/releases', { name: 'For all' })
    expect((await t.restricted.post(`/releases/${release.body.id}/rotate-secret`, {}, { 'If-Match': '"1"' })).status).toBe(403)
    expect((await t.admin.get(`/releases/${release.body.id}`)).body.previewSecret).toBe(release.body.previewSecret)
  })

  it("keeps the preview secret of a release for every site from a site-limited editor, in the list and the record; their own site's release keeps it", async () => {
    const everywhere = (await t.admin.post('/releases', { name: 'Summer for every resort' })).body
    const theirs = (await t.restricted.post('/releases', { name: 'Ziva summer', site_id: 'hyatt-ziva' })).body
    expect(everywhere.previewSecret).toMatch(/^[A-Za-z0-9_-]{32,}$/)
    const read = await t.restricted.get(`/releases/${everywhere.id}`)
    expect(read.status).toBe(200)
    expect(read.body).toMatchObject({ id: everywhere.id, name: 'Summer for every resort' })
    expect(read.body).not.toHaveProperty('previewSecret')
    const listed = (await t.restricted.get('/releases?limit=100')).body.items as { id: string; previewSecret?: string }[]
    expect(listed.find((r) => r.id === everywhere.id)).not.toHaveProperty('previewSecret')
    expect(listed.find((r) => r.id === theirs.id)?.previewSecret).toBe(theirs.previewSecret)
    expect(JSON.stringify(listed)).not.toContain(everywhere.previewSecret)
    expect((await t.editor.get(`/releases/${everywhere.id}`)).body.previewSecret).toBe(everywhere.previewSecret)
  })

  it('lets a release carry only existing versions of pages of sites the actor may edit', async () => {
    const page = async (site_id: string, path: string) => {
      const created = await t.admin.post('/pages', { site_id, path, title: path, layout: site_id, elements: [] })
      expect(created.status, JSON.stringify(created.body)).toBe(201)
      const saved = await t.admin.post(`/pages/${created.body.id}/versions`, { page: created.body, name: 'For the release' }, { 'If-Match': '"1"' })
      expect(saved.status, JSON.stringify(saved.body)).toBe(201)
      return { page_id: created.body.id as string, version_id: saved.body.versionId as string }
    }
    const other = await page('playaresorts', '/release-other')
    const mine = await page('hyatt-ziva', '/release-mine')

    const foreign = await t.restricted.post('/releases', { name: 'Sneaky', site_id: 'hyatt-ziva', pageVersions: [mine, other] })
    expect(foreign.status).toBe(403)
    expect(foreign.body.error).toBe("You may not put page /release-other of site 'playaresorts' in a release (pageVersions.1)")
    const ok = await t.restricted.post('/releases', { name: 'Mine', site_id: 'hyatt-ziva', pageVersions: [mine] })
    expect(ok.status, JSON.stringify(ok.body)).toBe(201)
    const { version: _v, created_at: _c, updated_at: _u, previewSecret: _s, ...doc } = ok.body
    expect((await t.restricted.put(`/releases/${ok.body.id}`, { ...doc, pageVersions: [mine, other] }, { 'If-Match': '"1"' })).status).toBe(403)

    const unknown = await t.admin.post('/releases', { name: 'Unknown', pageVersions: [{ page_id: mine.page_id, version_id: other.version_id }] })
    expect(unknown.status).toBe(400)
    expect(unknown.body.issues).toEqual([{ path: 'pageVersions.0.version_id', message: `no version '${other.version_id}' of page '${mine.page_id}'` }])
    const wrongSite = await t.admin.post('/releases', { name: 'Wrong site', site_id: 'hyatt-ziva', pageVersions: [other] })
    expect(wrongSite.status).toBe(400)
    expect(wrongSite.body.issues[0]).toEqual({ path: 'pageVersions.0.page_id', message: "page /release-other is on site 'playaresorts', not on the release's site 'hyatt-ziva'" })
    expect((await t.admin.post('/releases', { name: 'Everything', pageVersions: [mine, other] })).status).toBe(201)
  })
})
