import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { ReleaseDiff } from '../../catalogue/model/entities/release.ts'
import { ApiError } from '../api/http.ts'
import { releaseApi, type StoredRelease } from './releaseApi.ts'

/** One breakpoint of one page: the release's screenshot with its changed regions outlined, and pixelmatch's own diff. */
function Shot({ release, shot }: { release: StoredRelease; shot: ReleaseDiff['shots'][number] }) {
  return (
    <figure className="release-diff__shot" data-breakpoint={shot.breakpoint} data-changed={shot.regions.length > 0}>
      <figcaption>
        <strong>{shot.breakpoint}</strong> ({shot.width} px): {shot.regions.length ? `${shot.regions.length} changed region${shot.regions.length === 1 ? '' : 's'} (${(shot.changed * 100).toFixed(1)} % of pixels)` : 'no change'}
      </figcaption>
      <div className="release-diff__pair">
        <div className="release-diff__frame">
          <span>Live</span>
          <img src={releaseApi.diffImage(release.id, shot.live)} alt={`Live ${shot.path} at ${shot.breakpoint}`} loading="lazy" />
        </div>
        <div className="release-diff__frame">
          <span>Release, changes outlined</span>
          <div className="release-diff__overlay">
            <img src={releaseApi.diffImage(release.id, shot.release)} alt={`Release ${shot.path} at ${shot.breakpoint}`} loading="lazy" />
            {shot.regions.map((r, i) => (
              <span
                key={i}
                className="release-diff__region"
                data-region={i}
                style={{ left: `${(r.x / shot.width) * 100}%`, top: `${(r.y / shot.height) * 100}%`, width: `${(r.width / shot.width) * 100}%`, height: `${(r.height / shot.height) * 100}%` }}
              />
            ))}
          </div>
        </div>
        <div className="release-diff__frame">
          <span>Changed pixels</span>
          <img src={releaseApi.diffImage(release.id, shot.diff)} alt={`Changed pixels of ${shot.path} at ${shot.breakpoint}`} loading="lazy" />
        </div>
      </div>
    </figure>
  )
}

/** The visual diff of a release against live: run on request (it takes a browser a few seconds a page), kept until the next run. */
export function ReleaseDiffView({ release }: { release: StoredRelease }) {
  const client = useQueryClient()
  const diff = useQuery({
    queryKey: ['release-diff', release.id],
    queryFn: () => releaseApi.diff(release.id).catch((error: unknown) => (error instanceof ApiError && error.status === 404 ? null : Promise.reject(error))),
  })
  const run = useMutation({ mutationFn: () => releaseApi.runDiff(release.id), onSuccess: (d) => client.setQueryData(['release-diff', release.id], d) })
  const pages = [...new Map((diff.data?.shots ?? []).map((s) => [s.page_id, s.path])).entries()]
  return (
    <section className="release-diff" aria-label="Visual diff">
      <h2>Visual diff against live</h2>
      <button type="button" onClick={() => run.mutate()} disabled={run.isPending || release.pageVersions.length === 0}>
        {run.isPending ? 'Comparing… (a few seconds a page)' : diff.data ? 'Compare again' : 'Compare with live'}
      </button>
      {run.error && <p role="alert">The comparison failed: {run.error.message}</p>}
      {diff.data && <p className="studio__muted">Compared {new Date(diff.data.made_at).toLocaleString()} at sm, md and xl.</p>}
      {pages.map(([pageId, path]) => (
        <article key={pageId} className="release-diff__page" data-page={pageId}>
          <h3>{path}</h3>
          {diff.data!.shots
            .filter((s) => s.page_id === pageId)
            .map((s) => (
              <Shot key={s.breakpoint} release={release} shot={s} />
            ))}
        </article>
      ))}
    </section>
  )
}
