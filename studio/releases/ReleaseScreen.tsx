import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { Link, useLocation } from 'wouter'
import { isOpenRelease, releaseMoves, releaseStatusLabels } from '../../catalogue/model/entities/release.ts'
import type { ReleaseStatus } from '../../catalogue/model/page.ts'
import { mayEdit, previewUrl, releaseApi, type StoredRelease } from './releaseApi.ts'
import { JobStatus } from '../editor/save/JobStatus.tsx'
import { useMe } from '../shell/useMe.ts'
import { releasesKey } from './useReleaseChoice.tsx'
import { StatusLabel } from './ReleaseBadge.tsx'
import { ReleaseDiffView } from './ReleaseDiffView.tsx'
import { ReleaseItems } from './ReleaseItems.tsx'
import { PublishConfirm } from './PublishConfirm.tsx'
import { keepWorkingRelease, readWorkingRelease } from './workingRelease.ts'
import { ScheduleBadge } from '../team/ScheduleBadge.tsx'
import { ScheduleButton } from '../team/ScheduleButton.tsx'
import { useSiteName } from '../shell/useSiteName.ts'

/** What each status move is called on its button. */
const moveLabels: Partial<Record<ReleaseStatus, string>> = { in_review: 'Send for review', approved: 'Approve', draft: 'Back to draft', cancelled: 'Cancel release' }

/** /voix/releases/:id: one release: its pages against live, status, preview link, impact, publishing and visual diff. */
export function ReleaseScreen({ id }: { id: string }) {
  const siteName = useSiteName()
  const client = useQueryClient()
  const me = useMe()
  const editor = mayEdit(me.data?.role)
  const [, navigate] = useLocation()
  const [message, setMessage] = useState<string | null>(null)
  const [job, setJob] = useState<string | null>(null)
  // While its build runs, the release is read again: a failed build takes the release back to approved.
  const release = useQuery({ queryKey: ['release', id], queryFn: () => releaseApi.get(id), refetchInterval: job ? 2000 : false })
  const [naming, setNaming] = useState<string | null>(null)
  const [copied, setCopied] = useState(false)
  const refresh = (saved?: StoredRelease) => {
    if (saved) client.setQueryData(['release', id], saved)
    void client.invalidateQueries({ queryKey: releasesKey })
    void client.invalidateQueries({ queryKey: ['release-changes', id] })
    void client.invalidateQueries({ queryKey: ['release-impact', id] })
  }
  const act = useMutation({
    mutationFn: (run: (r: StoredRelease) => Promise<StoredRelease | undefined>) => run(release.data!),
    onSuccess: (saved) => {
      setMessage(null)
      refresh(saved)
    },
    onError: (error) => {
      setMessage(error.message)
      void release.refetch()
    },
  })
  const impact = useQuery({ queryKey: ['release-impact', id], queryFn: () => releaseApi.impact(id), enabled: release.isSuccess })
  const [confirming, setConfirming] = useState(false)
  const publish = useMutation({
    mutationFn: () => releaseApi.publish(release.data!),
    onSuccess: ({ release: saved, job }) => {
      setJob(job.id)
      setMessage(null)
      refresh(saved)
    },
    onError: (error) => setMessage(error.message),
  })
  if (release.isError) return <p role="alert">Could not load the release: {release.error.message}</p>
  if (release.isPending) return <p className="studio__status">Loading the release…</p>
  const r = release.data
  if (isOpenRelease(r.status) && readWorkingRelease() !== r.id) keepWorkingRelease(r.id)
  const link = previewUrl(r)
  const final = r.status === 'published'
  // An approval that no longer matches what the release holds: it went back to review when something changed.
  const changedSinceApproval = !!r.approval && r.status !== 'approved' && !final && r.status !== 'cancelled'
  return (
    <section className="release" data-release={r.id}>
      <p>
        <Link href="/releases">← Releases</Link>
      </p>
      <div className="studio__heading release__heading">
        {naming === null ? (
          <h1>{r.name}</h1>
        ) : (
          <form
            className="release__rename"
            onSubmit={(e) => {
              e.preventDefault()
              act.mutate((x) => releaseApi.save(x, { name: naming }))
              setNaming(null)
            }}
          >
            <input aria-label="Release name" value={naming} onChange={(e) => setNaming(e.target.value)} required maxLength={200} autoFocus />
            <button type="submit" className="studio__primary">
              Save name
            </button>
            <button type="button" onClick={() => setNaming(null)}>
              Keep
            </button>
          </form>
        )}
        <StatusLabel status={r.status} />
        {changedSinceApproval && (
          <span className="release-status is-since" data-changes-since-approval>
            Changes since approval
          </span>
        )}
      </div>
      {r.approval && (
        <p className="studio__muted" data-approval>
          {r.status === 'approved' || final ? 'Approved' : 'Last approved'} by {r.approval.by_name} on {new Date(r.approval.at).toLocaleString()}
          {changedSinceApproval && ': what changed since is marked below, and it needs a new approval before it is published'}
        </p>
      )}
      {final && r.published && (
        <p role="status" data-published>
          Published by {r.published.by_name} on {new Date(r.published.at).toLocaleString()}. Its preview link is closed; its pages are live.
        </p>
      )}
      <div className="release__actions">
        {editor && !final && naming === null && (
          <button type="button" onClick={() => setNaming(r.name)}>
            Rename
          </button>
        )}
        {releaseMoves[r.status]
          .filter((to) => editor || to === 'approved')
          .map((to) => (
            <button key={to} type="button" className={to === 'approved' || to === 'in_review' ? 'studio__primary' : undefined} disabled={act.isPending} onClick={() => act.mutate((x) => releaseApi.setStatus(x, to))}>
              {to === 'draft' && r.status === 'cancelled' ? 'Reopen' : moveLabels[to]}
            </button>
          ))}
        {editor && !final && (
          <button
            type="button"
            className="release__delete"
            onClick={() => {
              if (!window.confirm(`Delete the release “${r.name}”? Its pages stay as they are.`)) return
              act.mutate(async (x) => {
                await releaseApi.remove(x)
                navigate('/releases')
                return undefined
              })
            }}
          >
            Delete
          </button>
        )}
      </div>
      {message && (
        <p role="alert" className="release__error">
          {message}
        </p>
      )}
      <h2>Preview link</h2>
      {final ? (
        <p className="studio__muted" data-preview-closed>
          The preview link is closed: it now says the release was published and leads to the live site.
        </p>
      ) : (
        <>
      <p className="studio__muted">Anyone with this link sees the release’s pages over the live site, without signing in.</p>
      <div className="release__link">
        <input aria-label="Preview link" readOnly value={link} onFocus={(e) => e.currentTarget.select()} />
        <button
          type="button"
          onClick={() => {
            void navigator.clipboard?.writeText(link).then(() => setCopied(true), () => setCopied(false))
          }}
        >
          {copied ? 'Copied' : 'Copy link'}
        </button>
        <a href={link} target="_blank" rel="noreferrer">
          Open preview
        </a>
        {editor && !final && (
          <button
            type="button"
            onClick={() => {
              if (window.confirm('Make a new preview link? The old one stops working at once.')) act.mutate((x) => releaseApi.rotateSecret(x))
              setCopied(false)
            }}
          >
            New link
          </button>
        )}
      </div>
        </>
      )}
      <ReleaseItems release={r} editable={editor && !final} reviewer={!final} onChanged={refresh} onError={setMessage} />
      <h2>{final ? 'What it changed' : 'Impact'}</h2>
      {impact.isError && <p role="alert">Could not work out the impact: {impact.error.message}</p>}
      {impact.data && (
        <ul className="release__impact" aria-label="Impact per site">
          {impact.data.sites.length === 0 && <li>No pages yet.</li>}
          {impact.data.sites.map((s) => (
            <li key={s.site_id} data-site={s.site_id}>
              <strong>{siteName(s.site_id)}</strong>: {s.added} new page{s.added === 1 ? '' : 's'}, {s.changed} changed, {s.unchanged} already live
            </li>
          ))}
        </ul>
      )}
      {editor && (
        <div className="release__publish">
          {!final && (
            <button type="button" className="studio__primary" disabled={r.status !== 'approved' || publish.isPending} onClick={() => setConfirming(true)}>
              Publish release
            </button>
          )}
          {!final && <ScheduleButton kind="releases" id={r.id} title={r.name} />}
          {r.status !== 'approved' && !final && <span className="studio__muted">A release is published once it is {releaseStatusLabels.approved.toLowerCase()}.</span>}
          {job && <JobStatus jobId={job} livePath="/" />}
        </div>
      )}
      {confirming && (
        <PublishConfirm
          release={r}
          impact={impact.data}
          onCancel={() => setConfirming(false)}
          onConfirm={() => {
            setConfirming(false)
            publish.mutate()
          }}
        />
      )}
      <ScheduleBadge kind="releases" id={r.id} />
      <ReleaseDiffView release={r} />
    </section>
  )
}
