import sharp from 'sharp'
import { newSliceFromBlock } from '../../catalogue/blocks/newSliceFromBlock.ts'
import type { setupApi } from './setupApi.ts'

/*
 * Records for the authorization matrix (hostileAuthorization.test.ts) to aim each route at, on the site it is about:
 * `own` is the one-site editor's site (hyatt-ziva), `other` a site they may not use (playaresorts), `all` a record
 * for every site (site_id null). Made as an admin, each a fresh one when asked, so an allowed write never changes
 * what a later case aims at.
 */
export type Variant = 'own' | 'other' | 'all' | 'none'
export const siteOf: Record<Variant, string | null> = { own: 'hyatt-ziva', other: 'playaresorts', all: null, none: null }

type Api = Awaited<ReturnType<typeof setupApi>>
type Doc = Record<string, unknown>

let counter = 0
const unique = () => `${Date.now().toString(36)}${(counter++).toString(36)}`
const strip = ({ id: _i, version: _v, created_at: _c, updated_at: _u, previewSecret: _p, ...rest }: Doc) => rest
/** A release's items and marks are set by its own routes, never in its body (releaseServerFields). */
const releaseBody = ({ records: _r, authors: _a, reviewed: _v, approval: _p, published: _u, ...rest }: Doc) => rest

/** The fields each entity needs unique on a copy. */
const uniqueFields = (entity: string, n: string): Doc =>
  ({
    menus: { name: `menu-${n}` },
    brands: { slug: `brand-${n}` },
    resorts: { slug: `resort-${n}` },
    specials: { slug: `special-${n}` },
    posts: { slug: `post-${n}` },
    'booking-code-triggers': { code: `CODE${n}`.toUpperCase().slice(0, 20) },
    redirects: { from: `/from-${n}` },
    users: { email: `user-${n}@test.example`, role: 'editor', password: 'matrix-password-123' },
    sites: { slug: `matrix-${n}`, hosts: [`matrix-${n}.localhost`], isDefault: false },
    'head-tags': { name: `Tag ${n}`, tag: { tag: 'meta', attrs: { name: 'theme-color', content: '#003b5c' } } },
    releases: { name: `Release ${n}`, pageVersions: [], status: 'draft' },
    // The demo has no sections to copy: a whole one.
    sections: { name: `Section ${n}`, kind: 'shared', description: '', elements: [newSliceFromBlock('GlobalIntro', { title: 'Matrix section' })] },
  })[entity] ?? {}

export function fixtures(t: Api) {
  const ok = <T>(res: { status: number; body: T }, what: string): T => {
    if (res.status >= 300) throw new Error(`fixture ${what}: ${res.status} ${JSON.stringify(res.body)}`)
    return res.body
  }

  /** A page on the variant's site, published, with a saved version (its id and that version's). */
  async function page(variant: Variant): Promise<{ id: string; versionId: string; path: string }> {
    const site = siteOf[variant] ?? 'playaresorts'
    const made = ok(await t.admin.post('/pages', { site_id: site, path: `/matrix-${unique()}`, title: 'Matrix page', layout: site }), 'page') as Doc
    const { version: _v, published_version_id: _p, ...body } = made
    const published = ok(await t.admin.post(`/pages/${made.id}/publish`, { page: body }, { 'If-Match': '"1"' }), 'publish') as { versionId: string }
    return { id: made.id as string, versionId: published.versionId, path: made.path as string }
  }

  /** A copy of a seeded record of `entity` on the variant's site. */
  async function record(entity: string, variant: Variant): Promise<Doc> {
    if (entity === 'media') {
      const png = await sharp({ create: { width: 2, height: 2, channels: 3, background: { r: counter % 256, g: (counter >> 8) % 256, b: (counter++ * 7) % 256 } } })
        .png()
        .toBuffer()
      const site = siteOf[variant]
      return ok(await t.admin.post(`/media?name=matrix-${unique()}.png`, new Uint8Array(png), { 'Content-Type': 'application/octet-stream', ...(site ? { 'X-Voix-Site': site } : {}) }), 'media')
    }
    const seeded = ((await t.admin.get(`/${entity}?limit=1&sort=created_at`)).body.items[0] ?? {}) as Doc
    const body: Doc = { ...(entity === 'releases' ? releaseBody(strip(seeded)) : strip(seeded)), ...uniqueFields(entity, unique()) }
    if (variant !== 'none' && entity !== 'sites') body.site_id = siteOf[variant]
    if (entity === 'users') delete body.sites
    return ok(await t.admin.post(`/${entity}`, body), entity) as Doc
  }

  /** A scheduled change of a target of `kind` on the variant's site (queued, an hour from now). */
  async function schedule(kind: 'pages' | 'releases' | 'specials' | 'posts', variant: Variant): Promise<Doc> {
    return ok(await t.admin.post('/schedules', await scheduleBody(kind, variant)), 'schedule') as Doc
  }

  async function scheduleBody(kind: 'pages' | 'releases' | 'specials' | 'posts', variant: Variant): Promise<Doc> {
    const target = kind === 'pages' ? await page(variant) : await record(kind, variant)
    const action = kind === 'pages' || kind === 'specials' ? 'unpublish' : 'publish'
    return { action, target_kind: kind, target_id: target.id, run_at: new Date(Date.now() + 3_600_000).toISOString() }
  }

  /** A body creating a new record like `record` (its unique fields made new). */
  const copyBody = (entity: string, record: Doc): Doc => {
    const body: Doc = { ...(entity === 'releases' ? releaseBody(strip(record)) : strip(record)), ...uniqueFields(entity, unique()) }
    if (entity === 'users') delete body.sites
    return body
  }

  return { page, record, schedule, scheduleBody, copyBody, unique, strip }
}
