import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '../api/client.ts'
import { useState } from 'react'
import { Link, useLocation } from 'wouter'
import { mayEdit, releaseApi } from './releaseApi.ts'
import { useMe } from '../shell/useMe.ts'
import { releasesKey, useReleases } from './useReleaseChoice.tsx'
import { StatusLabel } from './ReleaseBadge.tsx'
import { readWorkingRelease } from './workingRelease.ts'
import { isOpenRelease } from '../../catalogue/model/entities/release.ts'

/** /voix/releases: every release with its status and pages; editors make new ones here. */
export function Releases() {
  const releases = useReleases()
  const me = useMe()
  const client = useQueryClient()
  const [, navigate] = useLocation()
  const [name, setName] = useState('')
  const keptId = readWorkingRelease()
  const working = releases.data?.find((r) => r.id === keptId && isOpenRelease(r.status))
  const mySites = me.data?.sites ?? []
  const sites = useQuery({ queryKey: ['sites-for-releases'], queryFn: () => api.listSites(), staleTime: 60_000 })
  // A user limited to some sites makes releases for one of them; one with every site may make either kind.
  const [site, setSite] = useState('')
  const chosenSite = site || (mySites.length ? mySites[0]! : '')
  const create = useMutation({
    mutationFn: () => releaseApi.create(name, chosenSite || null),
    onSuccess: (made) => {
      setName('')
      void client.invalidateQueries({ queryKey: releasesKey })
      navigate(`/releases/${made.id}`)
    },
  })
  return (
    <section className="releases">
      <div className="studio__heading">
        <h1>Releases</h1>
      </div>
      <p className="studio__muted">A release bundles changes to pages and records (special offers, menus, posts and more) that go live together, exactly as approved. Reviewers see them through its preview link before anyone publishes it.</p>
      {mayEdit(me.data?.role) && (
        <form
          className="releases__new"
          onSubmit={(e) => {
            e.preventDefault()
            create.mutate()
          }}
        >
          <label>
            New release
            <input name="name" value={name} onChange={(e) => setName(e.target.value)} placeholder="Summer campaign" required maxLength={200} />
          </label>
          <label>
            For
            <select name="site" value={chosenSite} onChange={(e) => setSite(e.target.value)}>
              {mySites.length === 0 && <option value="">Every site</option>}
              {(sites.data ?? [])
                .filter((s) => mySites.length === 0 || mySites.includes(s.id))
                .map((s) => (
                  <option key={s.id} value={s.id}>
                    {s.name}
                  </option>
                ))}
            </select>
          </label>
          <button type="submit" className="studio__primary" disabled={create.isPending}>
            Create release
          </button>
          {create.error && <span role="alert">Not created: {create.error.message}</span>}
        </form>
      )}
      {working && (
        <p className="releases__working" data-working-release={working.id}>
          You were working on <Link href={`/releases/${working.id}`}>{working.name}</Link>.
        </p>
      )}
      {releases.isError && <p role="alert">Could not load the releases: {releases.error.message}</p>}
      {releases.isPending ? (
        <p className="studio__status">Loading releases…</p>
      ) : releases.data?.length === 0 ? (
        <p className="studio__status">No releases yet.</p>
      ) : (
        <ul className="releases__list">
          {releases.data?.map((r) => (
            <li key={r.id}>
              <Link href={`/releases/${r.id}`}>{r.name}</Link>
              <StatusLabel status={r.status} />
              <span className="studio__muted">
                {r.site_id ?? 'every site'} · {r.pageVersions.length} page{r.pageVersions.length === 1 ? '' : 's'}
                {r.records.length ? `, ${r.records.length} record${r.records.length === 1 ? '' : 's'}` : ''} · changed {new Date(r.updated_at).toLocaleString()}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
