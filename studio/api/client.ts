import { BuildJobList, type BuildJob } from '../../catalogue/model/buildJob.ts'
import type { FormSubmission } from '../../catalogue/model/entities/formSubmission.ts'
import type { Page } from '../../catalogue/model/page.ts'
import type { PageChecksAnswer, PublishChecksSettings } from '../../catalogue/model/pageProblems.ts'
import type { PageSummary } from '../../catalogue/model/pageSummary.ts'
import type { Menu, Site } from '../../catalogue/model/site.ts'
import type { LinkTargetAnswer, LinkTargetKind } from '../../catalogue/fields/linkTarget.ts'

/** Where a link picker searches: the site of the page being edited, or a site (for its menus). */
export type LinkTargetScope = { pageId: string } | { siteId: string }
import { request } from './http.ts'

export { ApiError } from './http.ts'

export type { PageSummary }

export type StoredPage = Page & { version: number; site_id: string; published_version_id?: string | null }

export interface ListAnswer<T> {
  items: T[]
  total?: number
  limit?: number
  offset?: number
}

export type { BuildJob }

export type WebhookEvent = 'build.started' | 'build.live' | 'build.failed'

/** A build webhook as the API lists it (content-api/webhooks/webhookStore.ts): never its secret. */
export interface Webhook {
  id: string
  name: string
  url: string
  events: WebhookEvent[]
  created_by: string
  created_at: string
  updated_at: string
}

export interface WebhookDelivery {
  id: string
  webhook_id: string
  event: WebhookEvent
  status: 'pending' | 'delivered' | 'failed'
  payload: Record<string, unknown>
  attempts: { at: string; status: number | null; response: string; error: string | null; ms: number }[]
  next_attempt_at: string | null
  created_at: string
}

export interface Me {
  id: string
  email: string
  name: string
  role: string
  /** The sites this user may work on; empty for every site. */
  sites?: string[]
}

export interface PageVersion {
  id: string
  name?: string
  kind?: string
  created_at?: string
  [key: string]: unknown
}

/** What a page write sends: the page as the API stores it, without the bookkeeping fields it adds. */
function pageBody(page: StoredPage | Page): Page {
  const { version: _v, published_version_id: _p, ...rest } = page as StoredPage
  return rest as Page
}

export interface MediaItem {
  url: string
  alt?: string
  [key: string]: unknown
}

export interface NamedRecord {
  id: string
  title: string
  name: string
}

/** Records of an entity list reduced to id and a display name. */
const named = (r: ListAnswer<Record<string, unknown>>): NamedRecord[] =>
  r.items.map((item) => {
    const display = String(item.title ?? item.name ?? item.id)
    return { id: String(item.id), title: display, name: display }
  })

const enc = encodeURIComponent

/** Typed calls to the content API, as content-api/README.md describes them. */
export const api = {
  me: () => request<Me>('/auth/me'),
  // Every site, not the API's default page of 50: site pickers and filters must offer them all.
  listSites: () => request<ListAnswer<Site>>('/sites?limit=500').then((r) => r.items),
  /** Every site's main menu (the one the site's chrome shows). */
  listMainMenus: () => request<ListAnswer<Menu>>('/menus?name=main&limit=500').then((r) => r.items),
  listPages: () => request<ListAnswer<PageSummary>>('/pages?limit=200').then((r) => r.items),
  getPage: (id: string) => request<StoredPage>(`/pages/${enc(id)}`),
  createPage: (page: Omit<Page, 'id'> & { site_id: string }) => request<StoredPage>('/pages', { method: 'POST', body: page }),
  /** Save draft. */
  saveDraft: (page: StoredPage | Page, version: number) =>
    request<{ version: number }>(`/pages/${enc(page.id)}`, { method: 'PUT', body: pageBody(page), version }),
  /** Save version for later: the draft plus a named saved version. */
  saveVersion: (page: StoredPage | Page, version: number, name: string) =>
    request<{ version: number; versionId: string }>(`/pages/${enc(page.id)}/versions`, { method: 'POST', body: { name, page: pageBody(page) }, version }),
  /** Save and publish, or quick save and publish. */
  publish: (page: StoredPage | Page, version: number, options: { name?: string; quick?: boolean } = {}) =>
    request<{ version: number; versionId: string; job: Pick<BuildJob, 'id' | 'status'> }>(`/pages/${enc(page.id)}/publish`, {
      method: 'POST',
      body: { page: pageBody(page), ...options },
      version,
    }),
  /** The pre-publish checks of the page as edited (rendered on the server as the build would; nothing is saved). */
  checkPage: (page: StoredPage | Page) => request<PageChecksAnswer>(`/pages/${enc(page.id)}/checks`, { method: 'POST', body: pageBody(page) }),
  /** The link picker: pages of the page's own site by title or path (or one by id). */
  /** What a link may open, on the site of a page being edited (`{ pageId }`) or on a site (`{ siteId }`, a menu). */
  findLinkTargets: (on: LinkTargetScope, query: { q?: string; id?: string; kind?: LinkTargetKind }) =>
    request<LinkTargetAnswer>(`${'pageId' in on ? `/pages/${enc(on.pageId)}` : `/sites/${enc(on.siteId)}`}/link-targets?${new URLSearchParams({ kind: query.kind ?? 'page', ...(query.q ? { q: query.q } : {}), ...(query.id ? { id: query.id } : {}) })}`).then((r) => r.items),
  /** The same checks of the saved draft, without sending it. */
  checkSavedPage: (id: string) => request<PageChecksAnswer>(`/pages/${enc(id)}/checks`),
  getPublishChecks: () => request<PublishChecksSettings & { version: number }>('/settings/publish-checks'),
  /** Admins only. */
  savePublishChecks: (value: PublishChecksSettings, version: number) => request<PublishChecksSettings & { version: number }>('/settings/publish-checks', { method: 'PUT', body: value, version }),
  listVersions: (id: string) => request<ListAnswer<PageVersion> | PageVersion[]>(`/pages/${enc(id)}/versions`).then((r) => (Array.isArray(r) ? r : r.items)),
  deletePage: (id: string, version: number) => request<unknown>(`/pages/${enc(id)}`, { method: 'DELETE', version }),
  listJobs: (limit = 20) => request<unknown>(`/builds/jobs?limit=${limit}`).then((r) => BuildJobList.parse(r).items),
  getJob: (id: string) => request<BuildJob>(`/builds/jobs/${enc(id)}`),
  listSpecials: () => request<ListAnswer<Record<string, unknown>>>('/specials?limit=200').then(named),
  listResorts: () => request<ListAnswer<Record<string, unknown>>>('/resorts?limit=200').then(named),
  /** Admins only: stored form submissions, newest first. */
  listFormSubmissions: (query: { form?: string; limit: number; offset: number }) =>
    request<ListAnswer<FormSubmission> & { total: number }>(`/forms/submissions?${new URLSearchParams({ ...(query.form ? { form: query.form } : {}), limit: String(query.limit), offset: String(query.offset) })}`),
  /** Admins only: build webhooks and their deliveries (content-api/README.md, "Build webhooks"). */
  listWebhooks: () => request<ListAnswer<Webhook>>('/webhooks?limit=200').then((r) => r.items),
  createWebhook: (body: { name: string; url: string; events: WebhookEvent[] }) => request<Webhook & { secret: string }>('/webhooks', { method: 'POST', body }),
  deleteWebhook: (id: string) => request<void>(`/webhooks/${enc(id)}`, { method: 'DELETE' }),
  rotateWebhookSecret: (id: string) => request<Webhook & { secret: string }>(`/webhooks/${enc(id)}/secret`, { method: 'POST' }),
  listWebhookDeliveries: (id: string, offset = 0) => request<ListAnswer<WebhookDelivery> & { total: number }>(`/webhooks/${enc(id)}/deliveries?limit=20&offset=${offset}`),
  resendWebhookDelivery: (id: string) => request<WebhookDelivery>(`/webhooks/deliveries/${enc(id)}/resend`, { method: 'POST' }),
  listMedia: () => request<ListAnswer<MediaItem>>('/media?limit=100').then((r) => r.items),
  /** The file's bytes as the body, its name and alt text in the query (content API, media routes). */
  uploadMedia: ({ file, alt = '' }: { file: File; alt?: string }) =>
    request<MediaItem>(`/media?${new URLSearchParams({ name: file.name, alt })}`, { method: 'POST', raw: file }),
}
