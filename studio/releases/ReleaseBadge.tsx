import { Link } from 'wouter'
import { isOpenRelease, releaseStatusLabels } from '../../catalogue/model/entities/release.ts'
import type { ReleaseStatus } from '../../catalogue/model/page.ts'
import { useReleases } from './useReleaseChoice.tsx'

/** A release's status as a small label. */
export function StatusLabel({ status }: { status: ReleaseStatus }) {
  return (
    <span className={`release-status is-${status}`} data-release-status={status}>
      {releaseStatusLabels[status]}
    </span>
  )
}

/** The open releases a page is in, each with its status, linking to it (for the page list and the editor). */
export function ReleaseBadge({ pageId }: { pageId: string }) {
  const releases = useReleases()
  const holding = (releases.data ?? []).filter((r) => isOpenRelease(r.status) && r.pageVersions.some((i) => i.page_id === pageId))
  if (!holding.length) return null
  return (
    <span className="release-badges">
      {holding.map((r) => (
        <Link key={r.id} href={`~/voix/releases/${r.id}`} className="release-badge" title={`In the release ${r.name}`}>
          {r.name} <StatusLabel status={r.status} />
        </Link>
      ))}
    </span>
  )
}
