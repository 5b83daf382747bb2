import { z } from 'zod'
import { BookingCodeTrigger } from '../../catalogue/model/entities/bookingCodeTrigger.ts'
import { Brand } from '../../catalogue/model/entities/brand.ts'
import { FactSheet } from '../../catalogue/model/entities/factSheet.ts'
import { HeadTagRule } from '../../catalogue/model/entities/headTagRule.ts'
import { SafeHeadTag } from '../../catalogue/model/page.ts'
import { prepareHeadTagRule } from '../settings/prepareHeadTagRule.ts'
import { prepareMenu } from './prepareMenu.ts'
import { Post } from '../../catalogue/model/entities/post.ts'
import { Redirect } from '../../catalogue/model/entities/redirect.ts'
import { Release, releaseServerFields } from '../../catalogue/model/entities/release.ts'
import { Resort } from '../../catalogue/model/entities/resort.ts'
import { Special } from '../../catalogue/model/entities/special.ts'
import { Password, User } from '../../catalogue/model/entities/user.ts'
import { MediaName, MediaRecord } from '../../catalogue/model/entities/media.ts'
import { isLayoutId } from '../../catalogue/layouts/layouts.ts'
import { Menu, Site } from '../../catalogue/model/site.ts'
import { hashPassword } from '../auth/passwords.ts'
import { revokeUserSignIns } from '../auth/tokens.ts'
import type { Db } from '../db/openDatabase.ts'
import { ApiError } from '../http/ApiError.ts'
import { mayChangeSite, requireChangeSite } from '../auth/siteAccess.ts'
import { sanitizeFields } from '../sanitize/sanitizeRichText.ts'
import type { EntityConfig, WriteContext } from './EntityConfig.ts'
import { entityBodies } from './entityBodies.ts'
import { checkReleaseEdit, checkReleaseItems } from './releaseItems.ts'
import { markCurrentRelease, touchedPages } from '../releases/currentRelease.ts'
import { afterItemsChange } from '../releases/releaseContent.ts'
import { randomBytes } from 'node:crypto'
import { describeUses, findMediaUses } from '../media/mediaUsage.ts'
import { sections } from '../sections/sectionEntity.ts'

/* Each entity below is one table of migration 0002 (sites and menus: 0001). */

function define<D extends { id: string }>(config: Omit<EntityConfig<D>, 'createBody' | 'updateBody'> & { schema: z.ZodObject; serverFields?: string[]; extend?: z.ZodRawShape }): EntityConfig<D> {
  const { createBody, updateBody } = entityBodies(config.schema, config.serverFields)
  return {
    ...config,
    schema: config.schema as unknown as z.ZodType<D>,
    createBody: config.extend ? createBody.extend(config.extend).strict() : createBody,
    updateBody: config.extend ? updateBody.extend(config.extend).strict() : updateBody,
  }
}

const sanitizing =
  <D extends { id: string }>(schema: z.ZodType<D>, fields: string[]) =>
  async (body: Record<string, unknown>) => ({ doc: sanitizeFields(schema.parse(body) as D & Record<string, unknown>, fields) })

const knownLayout = (layout: string) => {
  if (!isLayoutId(layout)) throw new ApiError(400, `The body is not valid: layout: no layout '${layout}'`, { issues: [{ path: 'layout', message: `no layout '${layout}'` }] })
}

export const sites = define<Site>({
  name: 'sites',
  label: 'site',
  table: 'sites',
  schema: Site,
  site: 'self',
  columns: {
    slug: { from: (d) => d.slug, filter: true, sort: true },
    name: { from: (d) => d.name, sort: true },
    kind: { from: (d) => d.kind, filter: true, sort: true },
    layout: { from: (d) => d.layout, filter: true, sort: true },
  },
  search: ['name', 'slug'],
  defaultSort: 'slug',
  read: 'public',
  write: 'sites:write',
  // A site's id is its slug, so hosts and URLs stay readable.
  prepare: async (body, ctx) => {
    const doc = Site.parse({ ...body, id: ctx.existing ? ctx.existing.id : body.slug })
    knownLayout(doc.layout)
    return { doc }
  },
})

export const menus = define<Menu>({
  name: 'menus',
  label: 'menu',
  table: 'menus',
  schema: Menu,
  site: 'required',
  noDocument: true,
  columns: {
    site_id: { from: (d) => d.site_id, filter: true, sort: true },
    name: { from: (d) => d.name, filter: true, sort: true },
    items: { from: (d) => JSON.stringify(d.items) },
  },
  fromRow: (row) => ({ id: row.id, site_id: row.site_id, name: row.name, items: JSON.parse(row.items as string) }),
  prepare: prepareMenu,
  search: ['name'],
  defaultSort: 'name',
  read: 'public',
  write: 'content:write',
})

export const brands = define({
  name: 'brands',
  label: 'brand',
  table: 'brands',
  schema: Brand,
  site: 'optional',
  columns: {
    site_id: { from: (d: Brand) => d.site_id, filter: true },
    name: { from: (d: Brand) => d.name, sort: true },
    slug: { from: (d: Brand) => d.slug, filter: true, sort: true },
  },
  search: ['name', 'slug'],
  defaultSort: 'name',
  read: 'public',
  write: 'content:write',
  prepare: sanitizing(Brand, ['description']),
})

export const resorts = define({
  name: 'resorts',
  label: 'resort',
  table: 'resorts',
  schema: Resort,
  site: 'optional',
  columns: {
    site_id: { from: (d: Resort) => d.site_id, filter: true },
    brand_id: { from: (d: Resort) => d.brand_id, filter: true },
    name: { from: (d: Resort) => d.name, sort: true },
    slug: { from: (d: Resort) => d.slug, filter: true, sort: true },
    country: { from: (d: Resort) => d.country, filter: true, sort: true },
  },
  search: ['name', 'slug', 'country'],
  defaultSort: 'name',
  read: 'public',
  write: 'content:write',
  prepare: sanitizing(Resort, ['description']),
})

export const specials = define({
  name: 'specials',
  label: 'special',
  table: 'specials',
  schema: Special,
  site: 'optional',
  columns: {
    site_id: { from: (d: Special) => d.site_id, filter: true },
    title: { from: (d: Special) => d.title, sort: true },
    slug: { from: (d: Special) => d.slug, filter: true, sort: true },
    end_date: { from: (d: Special) => d.endDate, field: 'endDate', sort: true },
  },
  search: ['title', 'slug'],
  read: 'public',
  write: 'content:write',
  prepare: sanitizing(Special, ['content', 'terms']),
})

export const posts = define({
  name: 'posts',
  label: 'post',
  table: 'posts',
  schema: Post,
  site: 'required',
  columns: {
    site_id: { from: (d: Post) => d.site_id, filter: true },
    post_type: { from: (d: Post) => d.postType, field: 'postType', filter: true, sort: true },
    title: { from: (d: Post) => d.title, sort: true },
    slug: { from: (d: Post) => d.slug, filter: true, sort: true },
    locale: { from: (d: Post) => d.locale, filter: true },
    published_at: { from: (d: Post) => d.publishedAt, field: 'publishedAt', sort: true },
  },
  search: ['title', 'slug'],
  defaultSort: 'published_at',
  read: 'public',
  write: 'content:write',
  prepare: sanitizing(Post, ['content']),
})

export const factSheets = define({
  name: 'fact-sheets',
  label: 'fact sheet',
  table: 'fact_sheets',
  schema: FactSheet,
  site: 'none',
  columns: {
    resort_id: { from: (d: FactSheet) => d.resort_id, filter: true },
    title: { from: (d: FactSheet) => d.title, sort: true },
    locale: { from: (d: FactSheet) => d.locale, filter: true },
    corporate: { from: (d: FactSheet) => (d.corporate ? 1 : 0), type: 'boolean', filter: true },
  },
  search: ['title'],
  defaultSort: 'title',
  read: 'public',
  write: 'content:write',
})

export const bookingCodeTriggers = define({
  name: 'booking-code-triggers',
  label: 'booking-code trigger',
  table: 'booking_code_triggers',
  schema: BookingCodeTrigger,
  site: 'optional',
  columns: {
    site_id: { from: (d: BookingCodeTrigger) => d.site_id, filter: true },
    code: { from: (d: BookingCodeTrigger) => d.code, filter: true, sort: true },
    enabled: { from: (d: BookingCodeTrigger) => (d.enabled ? 1 : 0), type: 'boolean', filter: true },
  },
  search: ['code'],
  defaultSort: 'code',
  read: 'public',
  write: 'content:write',
})

export const headTags = define({
  name: 'head-tags',
  label: 'head tag',
  table: 'head_tags',
  schema: HeadTagRule,
  // Stored rules load leniently (HeadTagRule); what is saved must pass the allowlist, and scripts are for admins.
  extend: { tag: SafeHeadTag },
  prepare: prepareHeadTagRule,
  site: 'optional',
  columns: {
    site_id: { from: (d: HeadTagRule) => d.site_id, filter: true },
    name: { from: (d: HeadTagRule) => d.name, sort: true },
    path_prefix: { from: (d: HeadTagRule) => d.pathPrefix, field: 'pathPrefix', filter: true, sort: true },
  },
  search: ['name'],
  defaultSort: 'name',
  read: 'public',
  write: 'content:write',
})

export const redirects = define({
  name: 'redirects',
  label: 'redirect',
  table: 'redirects',
  schema: Redirect,
  site: 'required',
  columns: {
    site_id: { from: (d: Redirect) => d.site_id, filter: true },
    from_path: { from: (d: Redirect) => d.from, field: 'from', filter: true, sort: true },
    status: { from: (d: Redirect) => d.status, type: 'integer', filter: true },
  },
  search: ['from_path'],
  defaultSort: 'from_path',
  read: 'public',
  write: 'content:write',
})

const newSecret = () => randomBytes(24).toString('base64url')

export const releases = define({
  name: 'releases',
  label: 'release',
  table: 'releases',
  schema: Release,
  serverFields: [...releaseServerFields],
  site: 'optional',
  columns: {
    site_id: { from: (d: Release) => d.site_id, filter: true },
    name: { from: (d: Release) => d.name, sort: true },
    status: { from: (d: Release) => d.status, filter: true, sort: true },
  },
  search: ['name'],
  read: 'content:read',
  write: 'content:write',
  prepare: async (body, ctx: WriteContext<Release>) => {
    // What only the API sets is kept from the stored release, whatever the body says (releaseItemRoutes changes records).
    const kept = Object.fromEntries(releaseServerFields.map((k) => [k, ctx.existing?.[k]]))
    const parsed = Release.parse({ ...body, ...kept, status: body.status ?? ctx.existing?.status, previewSecret: ctx.existing?.previewSecret ?? newSecret() })
    checkReleaseEdit(ctx.existing, parsed)
    await checkReleaseItems(ctx.db, ctx.actor, parsed)
    return { doc: afterItemsChange(ctx.existing, parsed, ctx.actor) }
  },
  afterWrite: (db, { before, after }) => markCurrentRelease(db, touchedPages(before, after)),
  // The preview link opens every page of the release, live or not: it is for those who may change the release.
  redact: (doc, actor) => (actor && mayChangeSite(actor, doc.site_id) ? doc : { ...doc, previewSecret: undefined }),
})

export const rotateSecret = (release: Release): Release => ({ ...release, previewSecret: newSecret() })

export const users = define({
  name: 'users',
  label: 'user',
  table: 'users',
  schema: User,
  site: 'none',
  columns: {
    email: { from: (d: User) => d.email, filter: true, sort: true },
    name: { from: (d: User) => d.name, sort: true },
    role: { from: (d: User) => d.role, filter: true, sort: true },
  },
  search: ['email', 'name'],
  defaultSort: 'email',
  read: 'users:manage',
  write: 'users:manage',
  extend: { password: Password.optional() },
  prepare: async ({ password, ...body }, ctx: WriteContext<User>) => {
    if (!ctx.existing && password === undefined)
      throw new ApiError(400, 'The body is not valid: password: a new user needs a password', { issues: [{ path: 'password', message: 'a new user needs a password' }] })
    if (ctx.existing && ctx.existing.id === ctx.actor.id && (body.role !== ctx.existing.role || body.disabled === true))
      throw new ApiError(403, 'You may not change your own role or disable yourself; ask another admin')
    return { doc: User.parse(body), extra: password === undefined ? undefined : { password_hash: await hashPassword(password as string) } }
  },
  guard: async (tx, { id, existing, doc, extra, actor }) => {
    if (!doc && id === actor.id) throw new ApiError(403, 'You may not delete your own account; ask another admin')
    const wasAdmin = existing.role === 'admin' && !existing.disabled
    const staysAdmin = doc !== undefined && doc.role === 'admin' && !doc.disabled
    if (wasAdmin && !staysAdmin && (await otherAdmins(tx, id)) === 0)
      throw new ApiError(409, `${existing.email} is the last admin: make another user an admin before ${doc ? 'changing their role or disabling them' : 'deleting them'}`)
    // A new password ends the user's sign-ins, all of them: an admin resetting it means the old one is not to be trusted.
    // Disabling ends them too, at once: a disabled user's open tabs must not keep working until their tokens expire.
    if (extra?.password_hash !== undefined || (doc?.disabled && !existing.disabled)) await revokeUserSignIns(tx, id)
  },
})

/**
 * Enabled admins besides `id`. On PostgreSQL every admin row is locked first, in id order (so two such changes
 * queue rather than deadlock), so two admins demoting each other at once cannot both win. SQLite runs one
 * write transaction at a time anyway.
 */
async function otherAdmins(tx: Db, id: string): Promise<number> {
  let query = tx.kysely.selectFrom('users').select(['id', 'document']).where('role', '=', 'admin').orderBy('id')
  if (tx.dialect === 'postgres') query = query.forUpdate()
  const rows = await query.execute()
  return rows.filter((row) => row.id !== id && !User.parse(JSON.parse(row.document)).disabled).length
}

/** Uploaded files: created by the upload route (media/mediaRoutes.ts); only the name and alt text can change (never who may fetch it). */
export const media = define({
  name: 'media',
  label: 'media file',
  table: 'media',
  schema: MediaRecord,
  serverFields: ['type', 'bytes', 'url', 'width', 'height', 'uploaded_by', 'site_id', 'access'],
  site: 'none',
  columns: {
    name: { from: (d: MediaRecord) => d.name, sort: true },
    type: { from: (d: MediaRecord) => d.type, filter: true, sort: true },
    bytes: { from: (d: MediaRecord) => d.bytes, type: 'integer', sort: true },
    alt: { from: (d: MediaRecord) => d.alt },
    uploaded_by: { from: (d: MediaRecord) => d.uploaded_by ?? null },
    site_id: { from: (d: MediaRecord) => d.site_id ?? null, filter: true },
  },
  search: ['name', 'alt'],
  defaultSort: 'name',
  read: 'content:read',
  write: 'content:write',
  // A new name is a file name as an upload's is (no control characters, separators or direction marks).
  extend: { name: MediaName },
  prepare: async (body, ctx: WriteContext<MediaRecord>) => {
    if (!ctx.existing) throw new ApiError(400, 'Upload media with POST /api/media?name=<file name> and the file as the body')
    // The library is shared, but an upload belongs to the site it was made for: changed by whoever may change that site.
    requireChangeSite(ctx.actor, ctx.existing.site_id ?? null, 'media file')
    const focus = body.focus ?? ctx.existing.focus
    return { doc: MediaRecord.parse({ ...ctx.existing, name: body.name, alt: body.alt, ...(focus ? { focus } : {}) }) }
  },
  // A file still shown somewhere stays: deleting it would leave those pages with a broken image.
  guard: async (tx, change) => {
    if (change.doc) return
    requireChangeSite(change.actor, change.existing.site_id ?? null, 'media file')
    const uses = await findMediaUses(tx, change.existing.url)
    if (uses.length) throw new ApiError(409, `This file is still used by ${describeUses(uses)}; remove it there first`, { uses })
  },
})

/** Records the build renders from (the published snapshot): saving one queues a build, as publishing a page does. */
export const rendered: readonly EntityConfig[] = [sites, menus, brands, resorts, specials, posts, factSheets, bookingCodeTriggers, headTags, redirects, sections] as unknown as EntityConfig[]

/** Every record entity with generic routes under /api/<name>; pages and media have their own. */
export const entities: EntityConfig[] = [sites, menus, brands, resorts, specials, posts, factSheets, bookingCodeTriggers, headTags, redirects, sections, releases, users, media] as unknown as EntityConfig[]
