import { Hono, type Context } from 'hono'
import { mkdir, rename, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import sharp from 'sharp'
import { z } from 'zod'
import { agentFilesPath, MediaAccess, MediaName, MediaRecord } from '../../catalogue/model/entities/media.ts'
import { mediaKey, type Storage } from '../../catalogue/model/storage.ts'
import { requireCan, type ApiEnv } from '../auth/guard.ts'
import { mayUseSite, type Actor } from '../auth/permissions.ts'
import { requireChangeSite } from '../auth/siteAccess.ts'
import type { Db } from '../db/openDatabase.ts'
import { deleteRecord, getRecord, insertRecord, present } from '../entities/entityStore.ts'
import { media } from '../entities/registry.ts'
import { ApiError } from '../http/ApiError.ts'
import { diskFullError } from '../http/diskFull.ts'
import { refusingBodiesOver } from '../http/refusingBodiesOver.ts'
import { etag, readQuery, requireIfMatch, siteScope } from '../http/parseInput.ts'
import { cleanUpload } from './cleanUpload.ts'
import { countMediaUses, findMediaUses } from './mediaUsage.ts'
import { republishMediaUses, replaceMediaUses } from './replaceMedia.ts'
import { detectMedia, maxMediaBytes, writeMediaFile } from './storeMedia.ts'

export const UploadQuery = z.object({ name: MediaName, alt: z.string().max(500).default(''), access: MediaAccess.default('public') }).strict()
export const ReplaceQuery = z.object({ name: MediaName.optional() }).strict()

const limit = refusingBodiesOver(maxMediaBytes, `A file may be at most ${maxMediaBytes / 1024 / 1024} MB`)

/**
 * The focal point beside the file, where the build's image derivatives read it (build/images/mediaFocus.ts); with
 * shared storage there too, since the build that uses it may run on another instance.
 */
async function writeFocus(mediaDir: string, hash: string, focus: NonNullable<MediaRecord['focus']>, storage: Storage | undefined): Promise<void> {
  if (storage) await storage.put(mediaKey(`${hash}.focus.json`), JSON.stringify(focus), { contentType: 'application/json' })
  await mkdir(mediaDir, { recursive: true })
  const temp = join(mediaDir, `.${hash}.focus.${process.pid}.${Date.now()}.tmp`)
  try {
    await writeFile(temp, JSON.stringify(focus))
    await rename(temp, join(mediaDir, `${hash}.focus.json`))
  } catch (error) {
    await rm(temp, { force: true })
    throw diskFullError(error, 'media') ?? error
  }
}

/** An image's pixel size, or nothing for files that have none (PDF, video) or that sharp cannot read. */
async function pixelSize(bytes: Uint8Array, type: string): Promise<{ width?: number; height?: number }> {
  if (!type.startsWith('image/')) return {}
  const meta = await sharp(bytes)
    .metadata()
    .catch(() => undefined)
  const oriented = meta?.autoOrient ?? meta
  return oriented?.width && oriented.height ? { width: oriented.width, height: oriented.height } : {}
}

/** Where agents-only uploads are kept: a folder of their own under the media folder, and a prefix of their own in shared storage. */
export const agentMediaDir = (mediaDir: string) => join(mediaDir, 'agents')
export const agentMediaKeyPrefix = 'agents/'

/**
 * POST /api/media?name=<file name>&alt=<text>[&access=agents], the file's bytes as the body: 201 the record (200 when the same bytes
 * were stored before). GET /api/media/:id/usage: where it is used. POST /api/media/:id/replace: new bytes for every use.
 */
export function mediaRoutes(db: Db, mediaDir: string | undefined, onPublish?: () => Promise<unknown>, storage?: Storage): Hono<ApiEnv> {
  const routes = new Hono<ApiEnv>()

  /** A replacement or a moved focal point changes every page using the file, published ones included: only for someone who may work on all of them. */
  async function refuseOutsideUses(actor: Actor | null | undefined, url: string, what: string): Promise<void> {
    if (!actor?.sites.length) return
    if ((await findMediaUses(db, url)).some((use) => !mayUseSite(actor, use.site_id))) throw new ApiError(403, `This file is also used on sites you may not work on; ask an admin to ${what}`)
  }

  /** Store bytes and their record (or find the record the same bytes already have). */
  async function store(c: Context<ApiEnv>, actor: Actor, fields: { name: string; alt: string; focus?: MediaRecord['focus']; access?: MediaAccess }) {
    if (!mediaDir) throw new ApiError(503, 'Uploads are not set up on this server (no media directory)')
    // An upload belongs to a site the uploader may change (a one-site editor's, to their first site when none is named).
    const site = siteScope(c) ?? actor.sites[0] ?? null
    requireChangeSite(actor, site, 'media file')
    const received = new Uint8Array(await c.req.arrayBuffer())
    const { type, ext } = await detectMedia(received)
    // Stored, named and served as cleaned: the bytes as they arrived (with where they were taken) are never kept.
    const bytes = await cleanUpload(received, type, fields.name)
    const agentsOnly = fields.access === 'agents'
    // Agents-only files live apart (their own folder and storage prefix), where the public media path cannot reach.
    const { hash } = agentsOnly ? await writeMediaFile(agentMediaDir(mediaDir), bytes, ext, storage, agentMediaKeyPrefix) : await writeMediaFile(mediaDir, bytes, ext, storage)
    const existing = await getRecord(db, media, hash)
    if (existing && (existing.doc.access === 'agents') !== agentsOnly)
      throw new ApiError(409, `This file is already in the library as ${existing.doc.access === 'agents' ? 'an agents-only' : 'a public'} file ('${existing.doc.name}'); use that one, or upload a different file`)
    if (existing) return { stored: existing, created: false }
    const doc = MediaRecord.parse({
      id: hash,
      name: fields.name,
      type,
      bytes: bytes.length,
      url: agentsOnly ? `${agentFilesPath}/${hash}.${ext}` : `/media/${hash}.${ext}`,
      ...(agentsOnly ? { access: 'agents' } : {}),
      alt: fields.alt,
      ...(await pixelSize(bytes, type)),
      ...(fields.focus ? { focus: fields.focus } : {}),
      uploaded_by: actor.name || actor.email,
      site_id: site,
    })
    try {
      return { stored: await insertRecord(db, media, doc), created: true }
    } catch (error) {
      // The same bytes uploaded at the same moment: the other upload stored the record first, and it is this one's too.
      const raced = error instanceof ApiError && error.status === 409 ? await getRecord(db, media, hash) : undefined
      if (raced) return { stored: raced, created: false }
      throw error
    }
  }

  routes.post('/', limit, async (c) => {
    const actor = requireCan(c, 'content:write')
    const { name, alt, access } = readQuery(c, UploadQuery)
    const { stored, created } = await store(c, actor, { name, alt, access })
    c.header('ETag', etag(stored.version))
    return c.json(present(stored), created ? 201 : 200)
  })

  /**
   * Around the generic update (entities/registry.ts `media`): when the focal point moved, it is written beside the
   * file for the build's image derivatives, and the pages showing the file are published again so their crops follow.
   */
  routes.put('/:id', async (c, next) => {
    const before = await getRecord(db, media, c.req.param('id'))
    const moving = before && ((await c.req.json().catch(() => undefined)) as { focus?: MediaRecord['focus'] } | undefined)?.focus
    if (before && moving && (moving.x !== before.doc.focus?.x || moving.y !== before.doc.focus?.y)) await refuseOutsideUses(c.get('actor'), before.doc.url, 'move its focal point')
    await next()
    if (c.res.status !== 200 || !mediaDir || !before) return
    const after = await getRecord(db, media, before.doc.id)
    const focus = after?.doc.focus
    if (!after || !focus || (before.doc.focus?.x === focus.x && before.doc.focus?.y === focus.y)) return
    await writeFocus(mediaDir, after.doc.id, focus, storage)
    const actor = c.get('actor')
    if ((await republishMediaUses(db, after.doc.url, actor?.email ?? 'unknown', `Focal point moved: ${after.doc.name}`)) && onPublish) await onPublish()
  })

  /** Around the generic list: each file says how many pages and records use it (`used_on`), counted for the whole screenful at once. */
  routes.get('/', async (c, next) => {
    await next()
    if (c.res.status !== 200) return
    const answer = (await c.res.json()) as { items: { url: string }[] }
    const counts = await countMediaUses(db, answer.items.map((item) => item.url))
    const headers = new Headers(c.res.headers)
    headers.delete('content-length')
    c.res = undefined
    c.res = new Response(JSON.stringify({ ...answer, items: answer.items.map((item) => ({ ...item, used_on: counts.get(item.url) })) }), { status: 200, headers })
  })

  /** The library is shared by every site, but the pages and records of sites the reader may not work on are not theirs to see. */
  routes.get('/:id/usage', async (c) => {
    const actor = requireCan(c, 'content:read')
    const found = await getRecord(db, media, c.req.param('id'))
    if (!found) throw new ApiError(404, `No media file with id '${c.req.param('id')}'`)
    return c.json({ items: (await findMediaUses(db, found.doc.url)).filter((use) => mayUseSite(actor, use.site_id)) })
  })

  /** New bytes for a file: every page and record using it uses them instead (alt text and focal point carry over). */
  routes.post('/:id/replace', limit, async (c) => {
    const actor = requireCan(c, 'content:write')
    const expected = requireIfMatch(c)
    const { name } = readQuery(c, ReplaceQuery)
    const old = await getRecord(db, media, c.req.param('id'))
    if (!old) throw new ApiError(404, `No media file with id '${c.req.param('id')}'`)
    await refuseOutsideUses(actor, old.doc.url, 'replace it')
    requireChangeSite(actor, old.doc.site_id ?? null, 'media file')
    if (old.version !== expected) throw new ApiError(412, `This media file was changed since you read it (now version ${old.version})`, { current: present(old) })
    const { stored } = await store(c, actor, { name: name ?? old.doc.name, alt: old.doc.alt, ...(old.doc.focus ? { focus: old.doc.focus } : {}), ...(old.doc.access ? { access: old.doc.access } : {}) })
    if (stored.doc.id === old.doc.id) throw new ApiError(400, 'The new file is the same as the old one; choose a different file')
    if (old.doc.focus && mediaDir) await writeFocus(mediaDir, stored.doc.id, old.doc.focus, storage)
    const counts = await replaceMediaUses(db, old.doc, stored.doc, actor.email)
    // The old record goes (its file stays on disk: pages of earlier builds still point at it).
    await deleteRecord(db, media, old.doc.id, old.version)
    if ((counts.pages || counts.records) && onPublish) await onPublish()
    c.header('ETag', etag(stored.version))
    return c.json({ media: present(stored), ...counts })
  })
  return routes
}
