import { useMutation, useQuery } from '@tanstack/react-query'
import { Link } from 'wouter'
import { releaseRecordLabels, type ReleaseChanges } from '../../catalogue/model/entities/release.ts'
import { api } from '../api/client.ts'
import type { Page } from '../../catalogue/model/page.ts'
import { recordEditPath } from './recordPaths.ts'
import { releaseApi, type StoredRelease } from './releaseApi.ts'
import { useSiteName } from '../shell/useSiteName.ts'

const changeLabels = { new: 'New page', changed: 'Changed', same: 'Same as live' } as const
const recordChangeLabels = { new: 'New', changed: 'Changed', same: 'Same as live' } as const
const reviewLabels = { pending: 'Page review pending', approved: 'Page review approved', changes_requested: 'Page review: changes requested' } as const
const sinceLabels = { added: 'Added since approval', changed: 'Changed since approval' } as const
const languages = new Intl.DisplayNames(['en'], { type: 'language' })
/** A locale as editors say it ("Spanish (Mexico)"), the code itself when the browser does not know it. */
const languageName = (locale: string) => {
  try {
    return languages.of(locale) ?? locale
  } catch {
    return locale
  }
}

export const changesKey = (release: Pick<StoredRelease, 'id' | 'version'>) => ['release-changes', release.id, release.version] as const
export const useReleaseChanges = (release: Pick<StoredRelease, 'id' | 'version'>) => useQuery({ queryKey: changesKey(release), queryFn: () => releaseApi.changes(release.id) })

/**
 * What a release holds, pages and records, each against live, with whether it was reviewed at what it holds now
 * and what changed since the last approval. Reviewers mark items reviewed; editors update a page to its draft
 * (a review fix) or take an item out.
 */
export function ReleaseItems({
  release,
  editable,
  reviewer,
  onChanged,
  onError,
}: {
  release: StoredRelease
  editable: boolean
  reviewer: boolean
  onChanged: (saved: StoredRelease) => void
  onError: (m: string) => void
}) {
  const siteName = useSiteName()
  const changes = useReleaseChanges(release)
  const act = useMutation({
    mutationFn: (run: () => Promise<StoredRelease>) => run(),
    onSuccess: onChanged,
    onError: (error) => onError(error.message),
  })
  const data: ReleaseChanges | undefined = changes.data
  const reviewBox = (key: string, reviewed: boolean, what: string) =>
    reviewer && release.status !== 'published' && release.status !== 'cancelled' ? (
      <label className="release__reviewed">
        <input type="checkbox" checked={reviewed} disabled={act.isPending} onChange={(e) => {
            // Read now: a controlled box is set back to the stored state before the call runs.
            const mark = e.target.checked
            act.mutate(() => releaseApi.reviewItem(release, key, mark))
          }} /> Reviewed{' '}
        <span className="visually-hidden">{what}</span>
      </label>
    ) : (
      <span className="studio__muted" data-reviewed={reviewed}>
        {reviewed ? 'Reviewed' : 'Not reviewed yet'}
      </span>
    )
  return (
    <>
      {data && data.removed_since_approval.length > 0 && (
        <p className="release__since" data-removed-since-approval>
          Taken out since approval: {data.removed_since_approval.map((r) => r.label).join(', ')}
        </p>
      )}
      <h2>Pages</h2>
      {changes.isError && <p role="alert">Could not load what the release holds: {changes.error.message}</p>}
      {data?.items.length === 0 && <p className="studio__muted">No pages yet: add one from the page editor or the page list (“Add to release”).</p>}
      <ul className="release__items" aria-label="Pages in the release">
        {data?.items.map((c) => (
          <li key={c.page_id} data-page={c.page_id} data-change={c.change} data-since-approval={c.since_approval ?? undefined}>
            <div className="release__item-head">
              <Link href={`~/voix/studio?page=${encodeURIComponent(c.page_id)}`}>
                <strong>{c.title}</strong>
              </Link>
              <span className="studio__muted">
                {siteName(c.site_id)} <code>{c.path}</code>
              </span>
              <span className={`release-change is-${c.change}`}>{changeLabels[c.change]}</span>
              {c.since_approval && <span className="release-change is-since">{sinceLabels[c.since_approval]}</span>}
            </div>
            {c.translation && (
              <div data-translation={c.translation.locale}>
                {languageName(c.translation.locale)} translation of “{c.translation.of_title}” ({c.translation.of_path})
              </div>
            )}
            <div className="studio__muted">
              Version “{c.version_name}” · <span data-review={c.review.status}>{reviewLabels[c.review.status]}</span>
              {c.review.open_annotations > 0 && (
                <>
                  {' '}
                  · <span className="release__notes">{c.review.open_annotations} open note{c.review.open_annotations === 1 ? '' : 's'}</span>
                </>
              )}
            </div>
            {c.differences.length > 0 && c.change !== 'new' && <p className="release__diff-words">Against live: {c.differences.join('; ')}</p>}
            {c.draft_differs && (
              <p className="release__draft-differs" data-draft-differs>
                The page’s draft has changes this release does not hold{editable ? '' : ' yet'}.
                {editable && (
                  <button
                    type="button"
                    disabled={act.isPending}
                    onClick={() =>
                      act.mutate(async () => {
                        const { version, ...page } = await api.getPage(c.page_id)
                        return (await releaseApi.addDraft(release, page as Page, version, `For release ${release.name}`)).release
                      })
                    }
                  >
                    Put the draft in the release
                  </button>
                )}
              </p>
            )}
            <div className="release__item-actions">
              {reviewBox(c.key, c.reviewed, c.title)}
              {editable && (
                <button type="button" onClick={() => act.mutate(() => releaseApi.removeItem(release, c.key))} disabled={act.isPending} aria-label={`Remove ${c.title} from the release`}>
                  Remove
                </button>
              )}
            </div>
          </li>
        ))}
      </ul>
      <h2>Records</h2>
      {data?.records.length === 0 && <p className="studio__muted">No records: special offers, menus, posts, head tags, redirects, fact sheets and booking-code triggers join a release from their form (“Add to release”).</p>}
      <ul className="release__items" aria-label="Records in the release">
        {data?.records.map((r) => (
          <li key={r.key} data-record={r.key} data-change={r.change} data-since-approval={r.since_approval ?? undefined}>
            <div className="release__item-head">
              <Link href={`~/voix${recordEditPath(r.kind, r.id)}`}>
                <strong>{r.label}</strong>
              </Link>
              <span className="studio__muted">
                {releaseRecordLabels[r.kind]} · {r.site_id ?? 'every site'}
              </span>
              <span className={`release-change is-${r.change}`}>{recordChangeLabels[r.change]}</span>
              {r.since_approval && <span className="release-change is-since">{sinceLabels[r.since_approval]}</span>}
            </div>
            {r.fields.length > 0 && (
              <table className="release__fields" aria-label={`What changes in ${r.label}`}>
                <thead>
                  <tr>
                    <th scope="col">Field</th>
                    <th scope="col">Live</th>
                    <th scope="col">In the release</th>
                  </tr>
                </thead>
                <tbody>
                  {r.fields.map((f) => (
                    <tr key={f.field}>
                      <th scope="row">{f.field}</th>
                      <td>{f.before}</td>
                      <td>{f.after}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
            {r.stale && (
              <p role="alert" className="release__error">
                Saved elsewhere since it was added: open it, check it and add it to the release again, or publishing is refused.
              </p>
            )}
            <div className="release__item-actions">
              {reviewBox(r.key, r.reviewed, r.label)}
              {editable && (
                <button type="button" onClick={() => act.mutate(() => releaseApi.removeItem(release, r.key))} disabled={act.isPending} aria-label={`Remove ${r.label} from the release`}>
                  Remove
                </button>
              )}
            </div>
          </li>
        ))}
      </ul>
    </>
  )
}
