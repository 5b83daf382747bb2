import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { isOpenRelease, releaseStatusLabels } from '../../catalogue/model/entities/release.ts'
import { keepWorkingRelease, readWorkingRelease } from './workingRelease.ts'
import { releaseApi, type StoredRelease } from './releaseApi.ts'

export const releasesKey = ['releases'] as const
export const useReleases = () => useQuery({ queryKey: releasesKey, queryFn: releaseApi.list, staleTime: 10_000 })

/**
 * Which open release something is added to: the one picked, else the one worked on last (kept in the
 * voix-release-preview cookie) when it may hold it. `mayHold` narrows the open releases (a record's site).
 */
export function useReleaseChoice(mayHold: (release: StoredRelease) => boolean = () => true) {
  const releases = useReleases()
  const [picked, setPicked] = useState('')
  const choices = (releases.data ?? []).filter((r) => isOpenRelease(r.status) && mayHold(r))
  const kept = readWorkingRelease()
  const releaseId = picked || (kept && choices.some((r) => r.id === kept) ? kept : '')
  return {
    releases,
    choices,
    releaseId,
    pick(id: string) {
      setPicked(id)
      if (id) keepWorkingRelease(id)
    },
    /** The chosen release, or an error an editor reads when none is. */
    chosen(): StoredRelease {
      const release = choices.find((r) => r.id === releaseId)
      if (!release) throw new Error('Choose a release first')
      return release
    },
  }
}

/** The "Release" picker of an add-to-release form. */
export function ReleaseSelect({ choice, required }: { choice: ReturnType<typeof useReleaseChoice>; required?: boolean }) {
  return (
    <label>
      Release
      <select value={choice.releaseId} onChange={(e) => choice.pick(e.target.value)} required={required}>
        <option value="">Choose a release…</option>
        {choice.choices.map((r) => (
          <option key={r.id} value={r.id}>
            {r.name} ({releaseStatusLabels[r.status]})
          </option>
        ))}
      </select>
    </label>
  )
}
