import { useEffect, useState } from 'react'
import type { LinkTargetItem, LinkTargetKind } from '../../../catalogue/fields/linkTarget.ts'
import { api, type LinkTargetScope } from '../../api/client.ts'

/** The words of each kind of target: the choice, the search box, the results and an empty answer. */
const words: Record<LinkTargetKind, { choice: string; find: string; hint: string; found: string; none: string }> = {
  page: { choice: 'Page', find: 'Find a page of this site', hint: 'Title or address, such as spa', found: 'Pages found', none: 'No page of this site has that title or address.' },
  post: { choice: 'Blog post', find: 'Find a blog post of this site', hint: 'Title or slug', found: 'Blog posts found', none: 'No blog post of this site has that title or slug.' },
  media: { choice: 'File', find: 'Find a file in the media library', hint: 'File name, such as brochure', found: 'Files found', none: 'No file in the media library has that name.' },
}

interface Props {
  /** Where to search: the site of the page being edited, or a menu's site. */
  on: LinkTargetScope
  /** What may be picked; the first is searched first, unless `start` says otherwise. */
  kinds?: readonly LinkTargetKind[]
  /** The kind searched first (what the link opens now). */
  start?: LinkTargetKind
  /** What the link opens now, by id. */
  picked?: string
  onPick: (item: LinkTargetItem) => void
}

/**
 * Finds a page of this site by its title or address (or, where offered, a blog post or a file of the media library),
 * for a link that follows its target when it moves. What the search answers comes from the server, limited to the
 * sites the editor may use.
 */
export function LinkPagePicker({ on, kinds = ['page'], start, picked, onPick }: Props) {
  const [kind, setKind] = useState<LinkTargetKind>(start && kinds.includes(start) ? start : kinds[0]!)
  const [query, setQuery] = useState('')
  const [items, setItems] = useState<LinkTargetItem[] | undefined>()
  const [failed, setFailed] = useState(false)
  const scope = 'pageId' in on ? `page:${on.pageId}` : `site:${on.siteId}`
  useEffect(() => {
    let current = true
    setItems(undefined)
    // A short pause, so a search runs once the editor stops typing rather than at every key.
    const timer = setTimeout(() => {
      api
        .findLinkTargets(on, { q: query.trim(), kind })
        .then((found) => current && (setItems(found), setFailed(false)))
        .catch(() => current && setFailed(true))
    }, 150)
    return () => {
      current = false
      clearTimeout(timer)
    }
    // `on` is compared by what it names (`scope`), not by identity.
  }, [scope, query, kind])
  const said = words[kind]
  return (
    <div className="link-picker">
      {kinds.length > 1 && (
        <fieldset className="link-picker__kinds">
          <legend>Link to</legend>
          {kinds.map((k) => (
            <label key={k}>
              <input type="radio" name="link-picker-kind" checked={k === kind} onChange={() => setKind(k)} /> {words[k].choice}
            </label>
          ))}
        </fieldset>
      )}
      <label>
        {said.find}
        <input type="search" placeholder={said.hint} value={query} onChange={(e) => setQuery(e.target.value)} />
      </label>
      {failed && <p className="link-dialog__problem" role="alert">The search did not answer. Check the connection and type again.</p>}
      {items && !items.length && <p className="link-dialog__problem">{said.none}</p>}
      {items && items.length > 0 && (
        <ul className="link-picker__results" aria-label={said.found}>
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
