import { useEffect, useState } from 'react'
import type { LinkTargetItem } from '../../../catalogue/fields/linkTarget.ts'
import { api, type LinkTargetScope } from '../../api/client.ts'

interface Props {
  /** Where to search: the site of the page being edited, or a menu's site. */
  on: LinkTargetScope
  /** The page the link opens now, by id. */
  picked?: string
  onPick: (item: LinkTargetItem) => void
}

/**
 * Finds a page of this site by its title or address, for a link that follows the page when it moves. What the
 * search answers comes from the server, limited to the sites the editor may use.
 */
export function LinkPagePicker({ on, picked, onPick }: Props) {
  const scope = 'pageId' in on ? `page:${on.pageId}` : `site:${on.siteId}`
  const [query, setQuery] = useState('')
  const [items, setItems] = useState<LinkTargetItem[] | undefined>()
  const [failed, setFailed] = useState(false)
  useEffect(() => {
    let current = true
    // A short pause, so a search runs once the editor stops typing rather than at every key.
    const timer = setTimeout(() => {
      api
        .findLinkTargets(on, { q: query.trim() })
        .then((found) => current && (setItems(found), setFailed(false)))
        .catch(() => current && setFailed(true))
    }, 150)
    return () => {
      current = false
      clearTimeout(timer)
    }
    // `on` is compared by what it names (`scope`), not by identity.
  }, [scope, query])
  return (
    <div className="link-picker">
      <label>
        Find a page of this site
        <input type="search" placeholder="Title or address, such as spa" value={query} onChange={(e) => setQuery(e.target.value)} />
      </label>
      {failed && <p className="link-dialog__problem" role="alert">The pages could not be searched. Check the connection and type again.</p>}
      {items && !items.length && <p className="link-dialog__problem">No page of this site has that title or address.</p>}
      {items && items.length > 0 && (
        <ul className="link-picker__results" aria-label="Pages found">
          {items.map((item) => (
            <li key={item.id}>
              <button type="button" aria-pressed={item.id === picked} onClick={() => onPick(item)}>
                <strong>{item.title}</strong> <span>{item.href}</span>
                {!item.published && <em> not published yet</em>}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
