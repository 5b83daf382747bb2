import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useRef } from 'react'
import { changedWords, type ReleaseDiff } from '../../catalogue/model/entities/release.ts'
import { ApiError } from '../api/http.ts'
import { releaseApi, type StoredRelease } from './releaseApi.ts'

const screenLabels = { phone: 'Phone', tablet: 'Tablet', desktop: 'Desktop' } as const

/**
 * One width of one page: live, the release with its changed regions outlined, and pixelmatch's own diff. The three
 * frames scroll together, and open (or jump, from the list of changes) at a changed region, so a change further
 * down a long page is in view rather than cropped out of it.
 */
function Shot({ release, shot }: { release: StoredRelease; shot: ReleaseDiff['shots'][number] }) {
  const pair = useRef<HTMLDivElement>(null)
  const frames = () => [...(pair.current?.querySelectorAll<HTMLElement>('.release-diff__frame') ?? [])]
  /** Scrolls every frame so that region `i` sits near the top (each frame's image is scaled alike). */
  const show = (i: number) => {
    const r = shot.regions[i]
    if (!r) return
    for (const frame of frames()) {
      const img = frame.querySelector('img')
      if (!img || !img.clientWidth) continue
      frame.scrollTop = Math.max(0, (r.y / shot.height) * img.clientHeight - 24)
    }
  }
  const sync = (from: HTMLElement) => {
    for (const frame of frames()) if (frame !== from && Math.abs(frame.scrollTop - from.scrollTop) > 1) frame.scrollTop = from.scrollTop
  }
  const pixels = shot.changed_pixels ?? Math.round(shot.changed * shot.width * shot.height)
  return (
    <figure className="release-diff__shot" data-breakpoint={shot.breakpoint} data-changed={shot.regions.length > 0} data-changed-pixels={pixels}>
      <figcaption>
        <strong>{screenLabels[shot.breakpoint]}</strong> ({shot.width} px): {shot.regions.length ? `${shot.regions.length} changed region${shot.regions.length === 1 ? '' : 's'}, ${changedWords(pixels, shot.width * shot.height)}` : 'no change'}
        {shot.regions.length > 1 && (
          <span className="release-diff__jumps">
            {' '}
            Go to change{' '}
            {shot.regions.map((_, i) => (
              <button key={i} type="button" onClick={() => show(i)} aria-label={`Go to change ${i + 1} of ${shot.regions.length} at ${screenLabels[shot.breakpoint]} width`}>
                {i + 1}
              </button>
            ))}
          </span>
        )}
      </figcaption>
      <div className="release-diff__pair" ref={pair} onScrollCapture={(e) => e.target instanceof HTMLElement && e.target.classList.contains('release-diff__frame') && sync(e.target)}>
        <div className="release-diff__frame">
          <span>Live</span>
          <img src={releaseApi.diffImage(release.id, shot.live)} alt={`Live ${shot.path} at ${shot.breakpoint}`} loading="lazy" />
        </div>
        <div className="release-diff__frame">
          <span>Release, changes outlined</span>
          <div className="release-diff__overlay">
            <img src={releaseApi.diffImage(release.id, shot.release)} alt={`Release ${shot.path} at ${shot.breakpoint}`} loading="lazy" onLoad={() => show(0)} />
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
      {diff.data && <p className="studio__muted">Compared {new Date(diff.data.made_at).toLocaleString()} at phone, tablet and desktop widths.</p>}
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
