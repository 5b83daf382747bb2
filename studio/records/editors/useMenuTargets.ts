import { useEffect, useState } from 'react'
import type { LinkTarget, LinkTargetItem } from '../../../catalogue/fields/linkTarget.ts'
import { api } from '../../api/client.ts'

/** A target's key among the answers: its kind and id (a page and a post may share an id). */
export const menuTargetKey = (to: LinkTarget) => `${to.kind}:${to.id}`

/**
 * The pages and blog posts a menu's items open by identity, by `menuTargetKey`, as the site has them now (title and
 * current address); null for one the site has none of (deleted, or never of this site). Each is asked for once per site.
 */
export function useMenuTargets(siteId: string | undefined, targets: readonly LinkTarget[]): Readonly<Record<string, LinkTargetItem | null>> {
  const [found, setFound] = useState<{ siteId?: string; items: Record<string, LinkTargetItem | null> }>({ items: {} })
  const items = found.siteId === siteId ? found.items : {}
  const missing = [...new Set(targets.map(menuTargetKey))].filter((key) => !(key in items)).sort()
  const key = missing.join(' ')
  useEffect(() => {
    if (!siteId || !key) return
    let current = true
    void Promise.all(
      key.split(' ').map((wanted) => {
        const [kind, ...id] = wanted.split(':')
        return (
          api
            .findLinkTargets({ siteId }, { id: id.join(':'), kind: kind as LinkTarget['kind'] })
            .then((answer) => [wanted, answer[0] ?? null] as const)
            // Not known now (a connection problem): asked again at the next change.
            .catch(() => undefined)
        )
      }),
    ).then((answers) => {
      if (!current) return
      setFound((before) => {
        const next = before.siteId === siteId ? { ...before.items } : {}
        for (const answer of answers) if (answer) next[answer[0]] = answer[1]
        return { siteId, items: next }
      })
    })
    return () => {
      current = false
    }
  }, [siteId, key])
  return items
}
