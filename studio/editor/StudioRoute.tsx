import { useQuery } from '@tanstack/react-query'
import { useEffect, useMemo } from 'react'
import { Link, useSearch } from 'wouter'
import type { PreviewSite } from '../../catalogue/sync/syncMessages.ts'
import { EditorSession } from './EditorSession.tsx'
import { previewSiteOf } from './preview/previewSiteOf.ts'
import { editorQueries } from './editorQueries.ts'

/** /voix/studio?page=<id>: the page editor. */
export function StudioRoute() {
  const pageId = new URLSearchParams(useSearch()).get('page')
  const page = useQuery({ ...editorQueries.page(pageId ?? ''), enabled: !!pageId })
  const sites = useQuery(editorQueries.sites())
  const menus = useQuery(editorQueries.mainMenus())
  const found = sites.data?.find((s) => s.id === page.data?.site_id)
  // One object per site, so the editor's sync is not restarted by every render.
  const menusFailed = menus.isError
  const previewSite = useMemo<PreviewSite | undefined>(() => (found && (menus.data || menusFailed) ? previewSiteOf(found, menus.data ?? []) : undefined), [found, menus.data, menusFailed])
  useEffect(() => {
    if (menus.error) console.error('Could not load the menus for the preview', menus.error)
  }, [menus.error])
  if (!pageId)
    return (
      <p className="studio__status">
        Open a page from the <Link href="/">page list</Link> to edit it.
      </p>
    )
  if (page.isError) return <p role="alert">Could not load the page: {page.error.message}</p>
  if (page.isPending || sites.isPending || menus.isPending) return <p className="studio__status">Loading the page…</p>
  const site = found
  // The page's own address when it is live on this host; else the site's home, which the preview takes over.
  const path = page.data.published_version_id && (site?.isDefault ?? true) ? page.data.path : '/'
  return (
    <EditorSession
      key={pageId}
      loaded={page.data}
      site={previewSite}
      previewSrc={`${path}?voix-sync=${encodeURIComponent(pageId)}`}
    />
  )
}
