import { createHash } from 'node:crypto'
import { releaseRecordLabels, type Release, type ReleaseRecord } from '../../catalogue/model/entities/release.ts'
import type { Actor } from '../auth/permissions.ts'
import { now } from '../http/clock.ts'

/**
 * What a release holds, as the approval sees it. Every item has a key (`page:<page id>`, `<kind>:<record id>`)
 * and a fingerprint of its content: a page's version id (versions are immutable) or a hash of a record's document.
 * The invariant: a release is published only while every fingerprint is the one its approval saw.
 */
export const pageKey = (pageId: string) => `page:${pageId}`
export const recordKey = (item: Pick<ReleaseRecord, 'kind' | 'id'>) => `${item.kind}:${item.id}`

export const recordFingerprint = (doc: unknown) => createHash('sha256').update(JSON.stringify(doc)).digest('base64url').slice(0, 22)

/** Every item of the release: key → fingerprint and the words that name it. */
export function releaseItems(release: Release): Map<string, { fingerprint: string; label: string }> {
  const items = new Map<string, { fingerprint: string; label: string }>()
  for (const { page_id, version_id } of release.pageVersions) items.set(pageKey(page_id), { fingerprint: version_id, label: `page ${page_id}` })
  for (const record of release.records) items.set(recordKey(record), { fingerprint: recordFingerprint(record.doc), label: `${releaseRecordLabels[record.kind]} “${record.label}”` })
  return items
}

/** Each item against the last approval: added, changed, or (absent) as approved; and what the approval held that is gone. */
export function sinceApproval(release: Release): { items: Map<string, 'added' | 'changed'>; removed: { key: string; label: string }[] } {
  const items = new Map<string, 'added' | 'changed'>()
  const approved = release.approval?.items
  if (!approved) return { items, removed: [] }
  const current = releaseItems(release)
  for (const [key, { fingerprint }] of current) {
    const before = approved[key]
    if (!before) items.set(key, 'added')
    else if (before.fingerprint !== fingerprint) items.set(key, 'changed')
  }
  const removed = Object.entries(approved)
    .filter(([key]) => !current.has(key))
    .map(([key, { label }]) => ({ key, label }))
  return { items, removed }
}

/** Whether the release holds exactly what its approval saw. */
export function matchesApproval(release: Release): boolean {
  if (!release.approval) return false
  const { items, removed } = sinceApproval(release)
  return items.size === 0 && removed.length === 0
}

/** Items not marked reviewed at the content they hold now, by their words. */
export function unreviewed(release: Release): string[] {
  return [...releaseItems(release)].filter(([key, { fingerprint }]) => release.reviewed[key]?.fingerprint !== fingerprint).map(([, { label }]) => label)
}

const sameItems = (a: Release, b: Release) => {
  const [x, y] = [releaseItems(a), releaseItems(b)]
  return x.size === y.size && [...x].every(([key, { fingerprint }]) => y.get(key)?.fingerprint === fingerprint)
}

/**
 * The release after `actor` changed what it holds (from `before`): an approved one goes back to review (its
 * approval kept, so the studio says what changed since), review marks of changed items are dropped, and the actor
 * becomes one of its authors. Nothing changes when the items are the same.
 */
export function afterItemsChange(before: Release | undefined, next: Release, actor: Pick<Actor, 'id'>): Release {
  if (before && sameItems(before, next)) return next
  const current = releaseItems(next)
  const reviewed = Object.fromEntries(Object.entries(next.reviewed).filter(([key, mark]) => current.get(key)?.fingerprint === mark.fingerprint))
  const authors = next.authors.includes(actor.id) ? next.authors : [...next.authors, actor.id]
  return { ...next, reviewed, authors, status: next.status === 'approved' ? 'in_review' : next.status }
}

/** A stamp of who did something now. */
export const stamp = (actor: Pick<Actor, 'id' | 'name' | 'email'>) => ({ by: actor.id, by_name: actor.name || actor.email, at: now() })
