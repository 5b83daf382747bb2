import { useMutation, useQuery } from '@tanstack/react-query'
import { Link } from 'wouter'
import { releaseApi, type StoredRelease } from '../../api/releaseApi.ts'

const changeLabels = { new: 'New page', changed: 'Changed', same: 'Same as live' } as const
const reviewLabels = { pending: 'Review pending', approved: 'Approved', changes_requested: 'Changes requested' } as const

/** The pages a release holds, each with its change against live and its review. */
export function ReleaseItems({ release, editable, onChanged, onError }: { release: StoredRelease; editable: boolean; onChanged: (saved: StoredRelease) => void; onError: (m: string) => void }) {
  const changes = useQuery({ queryKey: ['release-changes', release.id, release.version], queryFn: () => releaseApi.changes(release.id) })
  const remove = useMutation({
    mutationFn: (pageId: string) => releaseApi.save(release, { pageVersions: release.pageVersions.filter((i) => i.page_id !== pageId) }),
    onSuccess: onChanged,
    onError: (error) => onError(error.message),
  })
  return (
    <>
      <h2>Pages</h2>
      {changes.isError && <p role="alert">Could not load the pages: {changes.error.message}</p>}
      {changes.data?.length === 0 && <p className="studio__muted">No pages yet: add one from the page editor or the page list (“Add to release”).</p>}
      <ul className="release__items" aria-label="Pages in the release">
        {changes.data?.map((c) => (
          <li key={c.page_id} data-page={c.page_id} data-change={c.change}>
            <div className="release__item-head">
              <Link href={`~/voix/studio?page=${encodeURIComponent(c.page_id)}`}>
                <strong>{c.title}</strong>
              </Link>
              <code>
                {c.site_id}
                {c.path}
              </code>
              <span className={`release-change is-${c.change}`}>{changeLabels[c.change]}</span>
            </div>
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
            {editable && (
              <button type="button" onClick={() => remove.mutate(c.page_id)} disabled={remove.isPending} aria-label={`Remove ${c.title} from the release`}>
                Remove
              </button>
            )}
          </li>
        ))}
      </ul>
    </>
  )
}
