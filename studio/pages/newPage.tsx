import { useMutation, useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useLocation } from 'wouter'
import { PagePath } from '../../catalogue/model/page.ts'
import { slugFromTitle } from '../../catalogue/model/slugFromTitle.ts'
import type { Site } from '../../catalogue/model/site.ts'
import { api } from '../api/client.ts'
import { saveProblem } from '../editor/save/saveProblem.ts'

/**
 * Creating a page from a form of site, title and path, then opening it in the editor: the New page screen and
 * the cookbook both start pages this way.
 */
export function useNewPage() {
  const sites = useQuery({ queryKey: ['sites'], queryFn: api.listSites })
  const [, navigate] = useLocation()
  const [problem, setProblem] = useState<string | null>(null)
  const create = useMutation({
    mutationFn: api.createPage,
    onSuccess: (page) => navigate(`~/voix/studio?page=${encodeURIComponent(page.id)}`),
    // A duplicate path (or a refused field) in the editor's words, as the editor's save says it.
    onError: (error, page) => {
      const explained = saveProblem(error, page)
      setProblem(explained.problems.length ? explained.problems.map((p) => (p.field === 'path' ? p.message : `${p.where}: ${p.message}`)).join(' ') : explained.summary.replace(/^Not saved: /, ''))
    },
  })
  /** The form's site, title and path, checked; undefined, with the problem shown, when one is wrong. */
  const target = (form: FormData): { site: Site; title: string; path: string } | undefined => {
    const path = PagePath.safeParse(String(form.get('path')).trim())
    if (!path.success) return void setProblem(`Path ${path.error.issues[0]?.message}`)
    const title = String(form.get('title')).trim()
    if (!title) return void setProblem('Title must not be empty')
    const site = sites.data?.find((s) => s.id === form.get('site'))
    if (!site) return void setProblem('Pick the site the page belongs to')
    setProblem(null)
    return { site, title, path: path.data }
  }
  return { sites: sites.data, sitesPending: sites.isPending, create, problem, target }
}

/**
 * The site, title and path inputs `useNewPage().target` reads. The path is suggested from the title until the
 * editor types one of their own; `onSite` hears the site chosen (the new page's layout follows it).
 */
export function NewPageFields({ sites, siteId, title, pathPlaceholder, onSite }: { sites: readonly Site[] | undefined; siteId: string | undefined; title?: string; pathPlaceholder: string; onSite?: (site: Site | undefined) => void }) {
  const [titleText, setTitleText] = useState(title ?? '')
  const [ownPath, setOwnPath] = useState<string | null>(null)
  const suggested = slugFromTitle(titleText)
  return (
    <>
      <label>
        Site
        <select name="site" required key={siteId ?? ''} defaultValue={siteId} onChange={(e) => onSite?.(sites?.find((s) => s.id === e.target.value))}>
          {sites?.map((s) => (
            <option key={s.id} value={s.id}>
              {s.name}
            </option>
          ))}
        </select>
      </label>
      <label>
        Title
        <input name="title" required value={titleText} onChange={(e) => setTitleText(e.target.value)} />
      </label>
      <label>
        Path
        <input name="path" placeholder={pathPlaceholder} required value={ownPath ?? (suggested ? `/${suggested}` : '')} onChange={(e) => setOwnPath(e.target.value)} />
      </label>
    </>
  )
}
