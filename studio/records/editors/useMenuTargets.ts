import { useEffect, useState } from 'react'
import type { LinkTargetItem } from '../../../catalogue/fields/linkTarget.ts'
import { api } from '../../api/client.ts'

/**
 * The pages a menu's items open by identity, by id, as the site has them now (title and current address); null for
 * an id the site has no page for (deleted, or never of this site). Each id is asked for once per site.
 */
export function useMenuTargets(siteId: string | undefined, ids: readonly string[]): Readonly<Record<string, LinkTargetItem | null>> {
  const [found, setFound] = useState<{ siteId?: string; pages: Record<string, LinkTargetItem | null> }>({ pages: {} })
  const pages = found.siteId === siteId ? found.pages : {}
  const missing = [...new Set(ids)].filter((id) => !(id in pages)).sort()
  const key = missing.join(' ')
  useEffect(() => {
    if (!siteId || !key) return
    let current = true
    void Promise.all(
      key.split(' ').map((id) =>
        api
          .findLinkTargets({ siteId }, { id })
          .then((items) => [id, items[0] ?? null] as const)
          // Not known now (a connection problem): asked again at the next change.
          .catch(() => undefined),
      ),
    ).then((answers) => {
      if (!current) return
      setFound((before) => {
        const next = before.siteId === siteId ? { ...before.pages } : {}
        for (const answer of answers) if (answer) next[answer[0]] = answer[1]
        return { siteId, pages: next }
      })
    })
    return () => {
      current = false
    }
  }, [siteId, key])
  return pages
}
